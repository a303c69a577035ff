import type { Booking, BookingStatus, Refund } from '@ticketkit/contract';

export type StatusTone = 'warning' | 'danger' | 'neutral' | 'success';

/** How loud each status is; the badge always says it in words too. */
export const STATUS_TONE: Record<BookingStatus, StatusTone> = {
  'payment-pending': 'warning',
  'payment-failed': 'danger',
  confirmed: 'success',
  expired: 'neutral',
  cancelled: 'danger',
  refunded: 'neutral',
  'partially-refunded': 'neutral',
};

/** Where paying for a booking continues by default: its event's page, whose booking step resumes the payment. */
export const defaultPayHref = (b: Booking) => `/productpage/${encodeURIComponent(b.event.id)}`;

/** A booking whose payment can still be made (or made again) on its order. */
export function awaitsPayment(booking: Booking): boolean {
  return booking.status === 'payment-pending' || booking.status === 'payment-failed';
}

/** Cancel is offered on a confirmed booking whose session has not started; the quote has the last word. */
export function isCancellable(booking: Booking, now: number): boolean {
  return booking.status === 'confirmed' && Date.parse(booking.session.startsAt) > now;
}

/** A receipt exists once the payment is captured (a refund adds credit notes, it never removes the invoice). */
export function hasReceipt(booking: Booking): boolean {
  return booking.payment?.state === 'captured';
}

/** The payment arrived after the hold had lapsed and the seats were gone, so it went back without being asked. */
export function refundedForLatePayment(booking: Booking): boolean {
  return booking.refunds.some((r) => r.reason === 'captured-after-expiry');
}

/** The organiser called it off: everything paid comes back, fees included. */
export function cancelledByOrganiser(booking: Booking): boolean {
  return booking.refunds.some((r) => r.reason === 'cancelled-by-organiser');
}

/** Which sentence a refund gets: money on its way, money back (with the day), or a refund that failed. */
export function refundState(refund: Refund): 'pending' | 'processed' | 'failed' {
  return refund.status === 'processed' && refund.processedAt === null ? 'pending' : refund.status;
}
