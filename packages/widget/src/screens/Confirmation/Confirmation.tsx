import '../../i18n/bookingMessages.ts';
import type { Booking } from '@ticketkit/contract';
import { useEffect, useId, useRef } from 'react';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { downloadBookingIcs } from '../../lib/bookingIcs.ts';
import { PriceBreakdown } from '../Booking/PriceBreakdown.tsx';
import { Button } from '../../ui/Button.tsx';
import { QrCode } from './QrCode.tsx';

export interface ConfirmationProps {
  booking: Booking;
  /** Where the user's tickets live on the host site (e.g. `/yourtickets/{id}`); hidden when absent. */
  ticketsHref?: string;
}

export function Confirmation({ booking, ticketsHref }: ConfirmationProps) {
  const f = useFormat();
  const uid = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const tz = booking.session.timeZone;
  return (
    <section className="tk-stack" aria-labelledby={`${uid}-confirmation-heading`}>
      <h2 id={`${uid}-confirmation-heading`} ref={headingRef} tabIndex={-1}>
        {f.t('confirmation.heading')}
      </h2>
      <p>
        <strong>{booking.event.title}</strong>
      </p>
      <p>{f.t('confirmation.bookingId', { id: booking.id })}</p>
      <dl>
        <dt>{f.t('confirmation.when')}</dt>
        <dd>
          {f.date(booking.session.startsAt, tz)}, {f.time(booking.session.startsAt, tz)}
        </dd>
        <dt>{f.t('confirmation.where')}</dt>
        <dd>
          {booking.session.venue.name}, {booking.session.venue.address}
        </dd>
        <dt>{f.t('confirmation.paid')}</dt>
        <dd>{booking.paidBy === 'company' ? f.t('confirmation.byCompany', { amount: f.money(booking.amounts.total) }) : f.money(booking.amounts.total)}</dd>
      </dl>
      {booking.qrPayload ? <QrCode value={booking.qrPayload} label={f.t('confirmation.qr', { id: booking.id })} /> : null}
      <PriceBreakdown items={booking.items} amounts={booking.amounts} />
      <p>{f.t('confirmation.sentTo', { email: booking.attendee.email })}</p>
      {booking.pointsEarned > 0 ? <p>{f.t('confirmation.pointsEarned', { count: booking.pointsEarned })}</p> : null}
      <div className="tk-row">
        <Button variant="secondary" onClick={() => downloadBookingIcs(booking)}>
          {f.t('confirmation.calendar')}
        </Button>
        {ticketsHref ? (
          <a className="tk-button" data-variant="link" href={ticketsHref}>
            {f.t('confirmation.tickets')}
          </a>
        ) : null}
      </div>
    </section>
  );
}
