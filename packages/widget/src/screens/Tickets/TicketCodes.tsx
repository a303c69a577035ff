import type { Booking } from '@ticketkit/contract';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { QrCode } from '../Confirmation/QrCode.tsx';
import { ticketCodeMessages } from './ticketCodeMessages.ts';
import { shownCodes } from './shownCodes.ts';

interface PassProps {
  booking: Booking;
  value: string;
  label: string;
  /** The ticket's type and number, or the hint for a booking's one code. */
  caption: string;
}

/**
 * One ticket as a pass: what the person at the door reads (event, when, where) above a tear line,
 * and below it the code, as wide as the phone allows, and whose ticket it is.
 */
function Pass({ booking, value, label, caption }: PassProps) {
  const f = useFormat();
  const { session } = booking;
  return (
    <figure className="tk-pass">
      <div className="tk-pass-head">
        <p className="tk-pass-event">{booking.event.title}</p>
        <p>
          <time dateTime={session.startsAt}>{f.dateTime(session.startsAt, session.timeZone)}</time>
        </p>
        <p>{session.venue.name}</p>
      </div>
      <div className="tk-pass-code">
        <QrCode value={value} label={label} />
        <figcaption>{caption}</figcaption>
        <p className="tk-pass-id">{booking.id}</p>
      </div>
    </figure>
  );
}

/** A confirmed booking's tickets, each a pass with its QR code: one per ticket, or the booking's one code. */
export function TicketCodes({ booking }: { booking: Booking }) {
  const t = ticketCodeMessages.useT();
  const codes = shownCodes(booking);
  if (codes.length === 0) return null;
  if (codes.length === 1 && codes[0]!.ticket === null) {
    return <Pass booking={booking} value={codes[0]!.value} label={t('ticketCodes.qr', { id: booking.id })} caption={t('ticketCodes.qrHint')} />;
  }
  return (
    <section className="tk-stack" aria-label={t('ticketCodes.codes', { count: codes.length })}>
      <p className="tk-muted">{t('ticketCodes.qrHintEach', { count: codes.length })}</p>
      <ul className="tk-ticket-codes" role="list">
        {codes.map(({ value, ticket }) => {
          const caption = t('ticketCodes.ticketOf', { type: ticket!.type, number: ticket!.number, count: ticket!.count });
          return (
            <li key={ticket!.id}>
              <Pass booking={booking} value={value} label={t('ticketCodes.qrOf', { ticket: caption, id: booking.id })} caption={caption} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
