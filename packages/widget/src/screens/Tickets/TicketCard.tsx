import type { Booking } from '@ticketkit/contract';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { Poster } from '../../ui/Poster.tsx';
import { BookingStatusNote, StatusBadge } from './BookingStatus.tsx';
import { ticketMessages } from './messages.ts';

export interface TicketCardProps {
  booking: Booking;
  href: string;
  /** Single-page hosts handle the click themselves; the link still works without it. */
  onOpen?(booking: Booking): void;
  /** Where paying for an unpaid booking continues. */
  payHref?: string;
  onNavigate?(to: string): void;
}

export function TicketCard({ booking, href, onOpen, payHref, onNavigate }: TicketCardProps) {
  const f = useFormat();
  const t = ticketMessages.useT();
  const tz = booking.session.timeZone;
  const count = booking.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <li part="card" className="tk-card" data-booking={booking.id}>
      <Poster image={booking.event.image} layout="card" alt="" />
      <h3 part="heading">
        <a
          href={href}
          onClick={
            onOpen
              ? (e) => {
                  if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                  e.preventDefault();
                  onOpen(booking);
                }
              : undefined
          }
        >
          {booking.event.title}
          <span className="tk-visually-hidden">{t('tickets.viewSuffix')}</span>
        </a>
      </h3>
      <p>
        <time dateTime={booking.session.startsAt}>{f.dateTime(booking.session.startsAt, tz)}</time>
      </p>
      <p className="tk-muted">{booking.session.venue.name}</p>
      <p className="tk-row">
        <span>{t('tickets.count', { count })}</span>
        <StatusBadge booking={booking} />
      </p>
      <BookingStatusNote booking={booking} payHref={payHref} onNavigate={onNavigate} />
    </li>
  );
}
