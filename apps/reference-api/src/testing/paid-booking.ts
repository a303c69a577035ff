import type { Booking } from '@ticketkit/contract';
import { bookingCalls, type PaymentOutcome } from '../db/booking-calls.ts';
import type { Database } from '../db/database.ts';
import { ATTENDEE, bookingRequests, type Client } from './api.ts';
import type { TestUser } from './emulator.ts';

/**
 * Books `quantity` tickets of a fixture through the API (POST /holds, POST /bookings). An API
 * started without a payment provider records a paid booking as payment-pending and answers
 * payment/provider-unavailable: the booking is then read back as it stands.
 */
export async function bookTickets(http: () => Client, user: TestUser, f: { sessionId: string; ticketTypeId: string }, quantity: number, extra: Record<string, unknown> = {}): Promise<Booking> {
  const { hold, book } = bookingRequests(http);
  const h = await hold(user, f.sessionId, f.ticketTypeId, quantity);
  if (h.status !== 201) throw new Error(`hold: ${h.status} ${h.text}`);
  const b = await book(user, { holdId: h.body.id, attendee: ATTENDEE, ...extra }, `bk-${h.body.id}`);
  if (b.status === 201) return b.body as Booking;
  if (b.body?.code !== 'payment/provider-unavailable') throw new Error(`booking: ${b.status} ${b.text}`);
  const list = await http()('GET', '/me/bookings?limit=50', { token: user.idToken });
  const booking = (list.body.items as Booking[]).find((x) => x.session.id === f.sessionId && x.status === 'payment-pending');
  if (!booking) throw new Error(`booking: no payment-pending booking of hold ${h.body.id}`);
  return booking;
}

/**
 * Pays a payment-pending booking as the provider's `payment.captured` webhook reports it, through
 * the function every payment report goes through (tk_apply_payments): the order attached first if
 * the booking has none yet. Answers the payment id.
 */
export async function markCaptured(db: Database, bookingId: string, amount: number): Promise<string> {
  const calls = bookingCalls(db);
  const orderId = `order_test_${bookingId}`;
  await calls.attachOrder({ bookingId, orderId, provider: 'sandbox', amount, currency: 'INR' });
  const paymentId = `pay_test_${bookingId}`;
  const outcome: PaymentOutcome = await calls.applyPayment({
    provider: 'sandbox', eventId: `evt_${paymentId}`, event: 'payment.captured', payload: null,
    payment: { id: paymentId, orderId, amount, currency: 'INR', status: 'captured', method: 'upi', errorDescription: null },
  });
  if (outcome.outcome !== 'applied') throw new Error(`capture of ${bookingId}: ${outcome.outcome}`);
  return paymentId;
}
