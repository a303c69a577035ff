import type { Booking } from '@ticketkit/contract';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { NavigateLink } from '../../ui/NavigateLink.tsx';
import { awaitsPayment, cancelledByOrganiser, refundedForLatePayment, refundState, STATUS_TONE } from './bookingStatus.ts';
import { ticketMessages } from './messages.ts';

/** The booking's status in words; the tone only repeats what the words say. */
export function StatusBadge({ booking }: { booking: Booking }) {
  const t = ticketMessages.useT();
  return <Badge tone={STATUS_TONE[booking.status]}>{t(`tickets.status.${booking.status}`)}</Badge>;
}

export interface BookingStatusNoteProps {
  booking: Booking;
  /** Where paying for a pending or failed booking continues (the event's booking flow); no link without it. */
  payHref?: string;
  /** A plain click on the pay link asks the host to navigate instead. */
  onNavigate?(to: string): void;
}

/**
 * What the status means for the person: until when to pay and a way back to paying, why tickets were
 * released, the organiser's reason for a cancellation, and every refund with its amount and whether the provider has confirmed it yet.
 */
export function BookingStatusNote({ booking, payHref, onNavigate }: BookingStatusNoteProps) {
  const f = useFormat();
  const t = ticketMessages.useT();
  const tz = booking.session.timeZone;
  const payment = booking.payment;
  const lines: React.ReactNode[] = [];
  if (awaitsPayment(booking) && payment) {
    const time = f.dateTime(payment.payBy, tz);
    lines.push(<p key="pay">{booking.status === 'payment-failed' ? t('ticket.payFailed', { time }) : t('ticket.payBy', { time })}</p>);
    if (booking.status === 'payment-failed' && payment.failureReason) lines.push(<p key="reason" className="tk-muted">{t('ticket.payFailedReason', { reason: payment.failureReason })}</p>);
    if (payHref) {
      const label = booking.status === 'payment-failed' ? t('ticket.payAgain') : t('ticket.pay');
      lines.push(
        <p key="link">
          {onNavigate ? (
            <NavigateLink to={payHref} onNavigate={onNavigate}>
              {label}
            </NavigateLink>
          ) : (
            <a part="button button-primary" className="tk-button" href={payHref}>
              {label}
            </a>
          )}
        </p>,
      );
    }
  }
  if (refundedForLatePayment(booking)) lines.push(<p key="late">{t('ticket.latePayment')}</p>);
  else if (booking.status === 'expired') lines.push(<p key="expired">{t('ticket.expired')}</p>);
  if (cancelledByOrganiser(booking)) lines.push(<p key="organiser">{t('ticket.byOrganiser')}</p>);
  // The organiser's own words, for a free booking too (which has no refund to show).
  const reason = booking.cancellation?.by === 'organiser' ? booking.cancellation.reason : null;
  if (reason) lines.push(<p key="organiserReason">{t('ticket.organiserReason', { reason })}</p>);
  if (booking.status === 'cancelled' && booking.paidBy === 'company') lines.push(<p key="company">{t('ticket.companyCancelled')}</p>);
  if (booking.refunds.length > 0) {
    lines.push(
      <ul key="refunds" className="tk-refunds" aria-label={t('ticket.refunds')}>
        {booking.refunds.map((r) => {
          const amount = f.money(r.amount);
          const state = refundState(r);
          return (
            <li key={r.id} data-refund={state}>
              {state === 'processed' ? t('ticket.refundDone', { amount, date: f.date(r.processedAt!, tz) }) : state === 'pending' ? t('ticket.refundPending', { amount }) : t('ticket.refundFailed', { amount })}
            </li>
          );
        })}
      </ul>,
    );
  }
  return lines.length > 0 ? <div className="tk-status-note">{lines}</div> : null;
}
