import type { Booking } from '@ticketkit/contract';
import { refundedForLatePayment } from '../Tickets/bookingStatusRules.ts';

/**
 * Where the payment step stands, from the person's side:
 * - `ready`: the total and Pay (after a failure, `failure` holds the provider's reason);
 * - `opening`: Pay was pressed; the booking is read again so a second tab never pays an order twice;
 * - `checkout`: the provider's checkout is open;
 * - `verifying`: the checkout's result is with the API;
 * - `waiting`: paid or being paid, not settled yet (a UPI collect request): polling until it is;
 * - `confirmed`: paid, the confirmation follows;
 * - `expired`: the hold lapsed unpaid, or (`refunded`) a payment came after it and is going back.
 */
export type PaymentView =
  | { kind: 'ready'; booking: Booking; failure: string | null }
  | { kind: 'opening'; booking: Booking }
  | { kind: 'checkout'; booking: Booking }
  | { kind: 'verifying'; booking: Booking }
  | { kind: 'waiting'; booking: Booking }
  | { kind: 'confirmed'; booking: Booking }
  | { kind: 'expired'; booking: Booking; refunded: boolean };

/** A failure with no reason from the provider: the screen says it in its own words. */
export const UNKNOWN_FAILURE = '';

/** What the API's booking says the step shows. */
export function viewOf(booking: Booking): PaymentView {
  switch (booking.status) {
    case 'confirmed':
      return { kind: 'confirmed', booking };
    case 'payment-failed':
      return { kind: 'ready', booking, failure: booking.payment?.failureReason ?? UNKNOWN_FAILURE };
    case 'payment-pending':
      if (booking.payment?.state === 'processing') return { kind: 'waiting', booking };
      if (booking.payment?.state === 'failed') return { kind: 'ready', booking, failure: booking.payment.failureReason ?? UNKNOWN_FAILURE };
      return { kind: 'ready', booking, failure: null };
    default:
      // expired, or cancelled/refunded: the money of a late capture goes back by itself.
      return { kind: 'expired', booking, refunded: refundedForLatePayment(booking) || booking.payment?.state === 'captured' };
  }
}

/** The view after the checkout told the page what happened. */
export function afterCheckout(view: PaymentView, outcome: CheckoutOutcome): PaymentView {
  const { booking } = view;
  switch (outcome.type) {
    case 'success':
      return { kind: 'verifying', booking };
    case 'pending':
      return { kind: 'waiting', booking };
    case 'failed':
      return { kind: 'ready', booking, failure: outcome.reason ?? UNKNOWN_FAILURE };
    case 'dismissed':
      return { kind: 'ready', booking, failure: view.kind === 'ready' ? view.failure : null };
  }
}

/** What a checkout (the sandbox's page or Razorpay's) hands back. */
export type CheckoutOutcome =
  | { type: 'success'; orderId: string; paymentId: string; signature: string }
  | { type: 'failed'; reason: string | null }
  | { type: 'dismissed' }
  | { type: 'pending' };

/** How often the waiting screen asks the API whether the payment settled. */
export const POLL_INTERVAL_MS = 2000;
