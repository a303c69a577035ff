import type { Booking } from '@ticketkit/contract';
import { useId, useRef } from 'react';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { PriceBreakdown } from '../Booking/PriceBreakdown.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { downloadBookingIcs } from '../../lib/bookingIcs.ts';
import { BookingStatusNote, StatusBadge } from './BookingStatus.tsx';
import { mapHref } from './calendar.ts';
import { ShareTicket, type ShareTicketProps } from './ShareTicket.tsx';
import { TicketCodes } from './TicketCodes.tsx';
import { ticketMessages } from './messages.ts';
import { useFocusOnShow } from '../../ui/useFocusOnShow.ts';

export interface TicketProps {
  booking: Booking;
  /** The company's name for a company-paid booking. */
  companyName?: string;
  backHref?: string;
  onBack?(): void;
  /** Replaces the .ics download (stories and tests). */
  onAddToCalendar?(booking: Booking): void;
  /** Where paying for a pending or failed booking continues. */
  payHref?: string;
  onNavigate?(to: string): void;
  /** Offered when the booking can be cancelled: opens the cancel dialog. */
  onCancel?(): void;
  /** The page Share offers (the event's), relative to the document's address. */
  shareHref?: string;
  /** Replaces the browser's share sheet and clipboard (stories and tests). */
  shareNavigator?: ShareTicketProps['nav'];
  /** Offered for a paid booking: shows its receipt. */
  onShowReceipt?(): void;
  /** Said politely and focused on (the heading) when it appears, e.g. after cancelling. */
  notice?: string;
  /** Moves focus to the heading when shown again after another view (the receipt). */
  focusOnShow?: boolean;
}

/** One booking: a pass per ticket with its QR code, add to calendar and share, when and where with a map link, attendee, price breakdown. */
export function Ticket({ booking, companyName, backHref, onBack, onAddToCalendar, payHref, onNavigate, onCancel, onShowReceipt, shareHref, shareNavigator, notice, focusOnShow }: TicketProps) {
  const f = useFormat();
  const t = ticketMessages.useT();
  const headingId = useId();
  const detailsId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnShow(heading, notice || focusOnShow);
  const tz = booking.session.timeZone;
  const venue = booking.session.venue;
  return (
    <article className="tk-stack tk-ticket" aria-labelledby={headingId}>
      <h2 part="heading" id={headingId} ref={heading} tabIndex={-1}>
        {booking.event.title}
      </h2>
      <p role="status" className={notice ? undefined : 'tk-visually-hidden'}>
        {notice}
      </p>
      <p className="tk-row">
        <StatusBadge booking={booking} />
        {booking.paidBy === 'company' ? <Badge>{t('tickets.companyPaid', { company: companyName ?? booking.companySlug ?? '' })}</Badge> : null}
        <span className="tk-muted">{t('ticket.bookingId', { id: booking.id })}</span>
      </p>
      <BookingStatusNote booking={booking} payHref={payHref} onNavigate={onNavigate} />
      <TicketCodes booking={booking} />
      <div className="tk-row">
        {booking.status === 'confirmed' ? (
          <Button variant="secondary" onClick={() => (onAddToCalendar ? onAddToCalendar(booking) : downloadBookingIcs(booking))}>
            {t('ticket.calendar')}
          </Button>
        ) : null}
        {shareHref && booking.status === 'confirmed' ? (
          <ShareTicket
            title={booking.event.title}
            text={t('ticket.shareText', { event: booking.event.title, date: f.dateTime(booking.session.startsAt, tz), venue: venue.name })}
            href={shareHref}
            nav={shareNavigator}
          />
        ) : null}
      </div>
      <section className="tk-stack" aria-labelledby={detailsId}>
        <h3 part="heading" id={detailsId}>
          {t('ticket.details')}
        </h3>
        <dl className="tk-ticket-facts">
          <dt>{t('ticket.when')}</dt>
          <dd>
            <time dateTime={booking.session.startsAt}>
              {f.date(booking.session.startsAt, tz)}, {f.time(booking.session.startsAt, tz)} – {f.time(booking.session.endsAt, tz)}
            </time>
          </dd>
          <dt>{t('ticket.where')}</dt>
          <dd>
            {venue.name}, {venue.address}{' '}
            <a href={mapHref(venue)} target="_blank" rel="noopener noreferrer">
              {t('ticket.map', { venue: venue.name })}
            </a>
          </dd>
          <dt>{t('ticket.attendee')}</dt>
          <dd>
            <span>{booking.attendee.name}</span>
            <br />
            <span>{booking.attendee.email}</span>
            <br />
            <span>{booking.attendee.phone}</span>
          </dd>
        </dl>
      </section>
      <h3 part="heading">{t('ticket.price')}</h3>
      <PriceBreakdown items={booking.items} amounts={booking.amounts} />
      {booking.promoCode ? <p className="tk-muted">{t('ticket.promo', { code: booking.promoCode })}</p> : null}
      {booking.pointsEarned > 0 ? <p>{t('ticket.pointsEarned', { count: booking.pointsEarned })}</p> : null}
      <div className="tk-row">
        {onShowReceipt ? (
          <Button variant="secondary" onClick={onShowReceipt}>
            {t('ticket.receipt')}
          </Button>
        ) : null}
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('ticket.cancel')}
          </Button>
        ) : null}
        {backHref ? (
          <a
            part="button button-link"
            className="tk-button"
            data-variant="link"
            href={backHref}
            onClick={
              onBack
                ? (e) => {
                    e.preventDefault();
                    onBack();
                  }
                : undefined
            }
          >
            {t('ticket.back')}
          </a>
        ) : null}
      </div>
    </article>
  );
}
