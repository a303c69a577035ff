import type { Booking } from '@ticketkit/contract';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { Poster } from '../../ui/Poster.tsx';
import { SkeletonText } from '../../ui/Skeleton.tsx';
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

/** A booking in My tickets as a ticket stub: the poster torn off beside when, where, how many and its status; the whole stub opens it. */
export function TicketCard({ booking, href, onOpen, payHref, onNavigate }: TicketCardProps) {
  const f = useFormat();
  const t = ticketMessages.useT();
  const tz = booking.session.timeZone;
  const count = booking.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <li part="card" className="tk-stub" data-booking={booking.id} data-status={booking.status}>
      <Poster className="tk-stub-poster" image={booking.event.image} layout="thumb" alt="" loading="lazy" />
      <div className="tk-stub-body">
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
        <p className="tk-stub-when">
          <time dateTime={booking.session.startsAt}>{f.dateTime(booking.session.startsAt, tz)}</time>
        </p>
        <p className="tk-muted">{booking.session.venue.name}</p>
        <p className="tk-row">
          <StatusBadge booking={booking} />
          <span className="tk-muted">{t('tickets.count', { count })}</span>
        </p>
        <BookingStatusNote booking={booking} payHref={payHref} onNavigate={onNavigate} />
      </div>
    </li>
  );
}

/** A loading stub drawn like a real one (poster, title, when, where, status line). Decorative: the list's loading region speaks. */
export function TicketCardSkeleton() {
  return (
    <li part="card" className="tk-stub" aria-hidden="true">
      <span className="tk-skeleton tk-stub-poster" />
      <div className="tk-stub-body">
        <h3>
          <SkeletonText width="80%" />
        </h3>
        <p className="tk-stub-when">
          <SkeletonText width="11em" />
        </p>
        <p>
          <SkeletonText width="8em" />
        </p>
        <p className="tk-row tk-one-line">
          <SkeletonText width="9em" />
        </p>
      </div>
    </li>
  );
}
