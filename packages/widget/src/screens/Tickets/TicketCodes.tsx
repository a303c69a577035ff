import type { Booking } from '@ticketkit/contract';
import { QrCode } from '../Confirmation/QrCode.tsx';
import { ticketCodeMessages } from './ticketCodeMessages.ts';
import { shownCodes } from './shownCodes.ts';

/** A confirmed booking's QR codes: one per ticket, each labelled with its type and number, or the booking's one code. */
export function TicketCodes({ booking }: { booking: Booking }) {
  const t = ticketCodeMessages.useT();
  const codes = shownCodes(booking);
  if (codes.length === 0) return null;
  if (codes.length === 1 && codes[0]!.ticket === null) {
    return (
      <figure className="tk-stack">
        <QrCode value={codes[0]!.value} label={t('ticketCodes.qr', { id: booking.id })} />
        <figcaption className="tk-muted">{t('ticketCodes.qrHint')}</figcaption>
      </figure>
    );
  }
  return (
    <section className="tk-stack" aria-label={t('ticketCodes.codes', { count: codes.length })}>
      <p className="tk-muted">{t('ticketCodes.qrHintEach', { count: codes.length })}</p>
      <ul className="tk-ticket-codes" role="list">
        {codes.map(({ value, ticket }) => {
          const caption = t('ticketCodes.ticketOf', { type: ticket!.type, number: ticket!.number, count: ticket!.count });
          return (
            <li key={ticket!.id}>
              <figure className="tk-ticket-code">
                <QrCode value={value} label={t('ticketCodes.qrOf', { ticket: caption, id: booking.id })} />
                <figcaption>{caption}</figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
