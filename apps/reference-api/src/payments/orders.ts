import type { Booking } from '@ticketkit/contract';
import type { BookingCalls, BookingState } from '../db/booking-calls.ts';
import { ApiError } from '../http/problem.ts';
import { errorFields, log } from '../log/logger.ts';
import { ProviderRefused, ProviderUnavailable, type PaymentProvider } from './provider.ts';

/**
 * Gives a payment-pending booking its provider order, once. The order is created after the booking
 * is recorded (never with the database waiting on the provider) and then attached; when the provider
 * does not answer the booking stays payable and a retry of the same request (same Idempotency-Key)
 * comes back here. Two retries racing may both create an order at the provider: the first attached
 * is the booking's, the other is never opened.
 */
export async function ensureOrder(calls: BookingCalls, provider: PaymentProvider, booking: Booking, state: BookingState): Promise<BookingState> {
  if (state.order !== null || state.status !== 'payment-pending') return state;
  let order;
  try {
    order = await provider.createOrder({ amount: booking.amounts.total.amount, currency: 'INR', receipt: booking.id });
  } catch (error) {
    if (error instanceof ProviderRefused) {
      // An amount the provider will not take (below its minimum of ₹1): the booking is answered
      // without a payment and lapses unpaid at pay_by, its points returned.
      log.warn({ bookingId: booking.id, ...errorFields(error) }, 'the payment provider refused the order of a booking');
      return state;
    }
    if (error instanceof ProviderUnavailable) throw unavailable(`${error.message} Your booking is kept: retry the same request (same Idempotency-Key) in a moment.`);
    throw error;
  }
  if (order.amount !== booking.amounts.total.amount || order.currency !== booking.amounts.total.currency) {
    // The order must ask for exactly the total the person was shown; one for other money is never opened.
    log.error({ bookingId: booking.id, orderId: order.id, amount: order.amount, currency: order.currency }, 'the payment provider answered an order for other money; not attached');
    throw unavailable('The payment provider answered an order for another amount. Your booking is kept: retry the same request (same Idempotency-Key) in a moment.');
  }
  return calls.attachOrder({ bookingId: booking.id, orderId: order.id, provider: provider.name, amount: order.amount, currency: order.currency });
}

/** The provider did not answer: the caller may retry in a moment. */
export const unavailable = (why: string) => new ApiError('payment/provider-unavailable', why, {}, { 'retry-after': '2' });
