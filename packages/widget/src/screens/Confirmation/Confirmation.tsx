import '../../i18n/bookingMessages.ts';
import type { Booking } from '@ticketkit/contract';
import { useId, useRef } from 'react';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { downloadBookingIcs } from '../../lib/bookingIcs.ts';
import { PriceBreakdown } from '../Booking/PriceBreakdown.tsx';
import { Button } from '../../ui/Button.tsx';
import { BookingStatusNote, StatusBadge } from '../Tickets/BookingStatus.tsx';
import { awaitsPayment } from '../Tickets/bookingStatusRules.ts';
import { TicketCodes } from '../Tickets/TicketCodes.tsx';
import { useFocusOnShow } from '../../ui/useFocusOnShow.ts';

export interface ConfirmationProps {
  booking: Booking;
  /** Where the user's tickets live on the host site (e.g. `/yourtickets/{id}`); hidden when absent. */
  ticketsHref?: string;
  /** Where paying for a booking still waiting for its payment continues; no link without it. */
  payHref?: string;
}

/**
 * What became of a booking: a confirmed one with its tickets' QR codes (as the ticket page shows
 * them), calendar and points; any other
 * status says so in the words My tickets uses, with the way back to paying while that is possible,
 * and no ticket.
 */
export function Confirmation({ booking, ticketsHref, payHref }: ConfirmationProps) {
  const f = useFormat();
  const uid = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnShow(headingRef, true);
  const tz = booking.session.timeZone;
  const confirmed = booking.status === 'confirmed';
  return (
    <section className="tk-stack" aria-labelledby={`${uid}-confirmation-heading`}>
      <h2 part="heading" id={`${uid}-confirmation-heading`} ref={headingRef} tabIndex={-1}>
        {booking.status === 'confirmed' ? f.t('confirmation.heading') : f.t(`confirmation.heading.${booking.status}`)}
      </h2>
      <p>
        <strong>{booking.event.title}</strong>
      </p>
      <p className="tk-row">
        <span>{f.t('confirmation.bookingId', { id: booking.id })}</span>
        {confirmed ? null : <StatusBadge booking={booking} />}
      </p>
      {confirmed ? null : (
        <>
          <BookingStatusNote booking={booking} payHref={payHref} />
          {awaitsPayment(booking) ? null : <p>{f.t('confirmation.noTicket')}</p>}
        </>
      )}
      <dl className="tk-ticket-facts">
        <dt>{f.t('confirmation.when')}</dt>
        <dd>
          {f.date(booking.session.startsAt, tz)}, {f.time(booking.session.startsAt, tz)}
        </dd>
        <dt>{f.t('confirmation.where')}</dt>
        <dd>
          {booking.session.venue.name}, {booking.session.venue.address}
        </dd>
        <dt>{confirmed ? f.t('confirmation.paid') : f.t('confirmation.total')}</dt>
        <dd>{booking.paidBy === 'company' ? f.t('confirmation.byCompany', { amount: f.money(booking.amounts.total) }) : f.money(booking.amounts.total)}</dd>
      </dl>
      <TicketCodes booking={booking} />
      <PriceBreakdown items={booking.items} amounts={booking.amounts} />
      {confirmed ? <p>{f.t('confirmation.sentTo', { email: booking.attendee.email })}</p> : null}
      {confirmed && booking.pointsEarned > 0 ? <p>{f.t('confirmation.pointsEarned', { count: booking.pointsEarned })}</p> : null}
      <div className="tk-row">
        {confirmed ? (
          <Button variant="secondary" onClick={() => downloadBookingIcs(booking)}>
            {f.t('confirmation.calendar')}
          </Button>
        ) : null}
        {ticketsHref ? (
          <a part="button button-link" className="tk-button" data-variant="link" href={ticketsHref}>
            {f.t('confirmation.tickets')}
          </a>
        ) : null}
      </div>
    </section>
  );
}
