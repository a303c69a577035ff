import type { Booking } from '@ticketkit/contract';
import type { Database, Queryable } from '../db/database.ts';
import { ATTENDEE, bookingRequests, type Client } from './api.ts';
import type { TestUser } from './emulator.ts';

/** Books `quantity` tickets of a fixture through the API (POST /holds, POST /bookings). */
export async function bookTickets(http: () => Client, user: TestUser, f: { sessionId: string; ticketTypeId: string }, quantity: number, extra: Record<string, unknown> = {}): Promise<Booking> {
  const { hold, book } = bookingRequests(http);
  const h = await hold(user, f.sessionId, f.ticketTypeId, quantity);
  if (h.status !== 201) throw new Error(`hold: ${h.status} ${h.text}`);
  const b = await book(user, { holdId: h.body.id, attendee: ATTENDEE, ...extra }, `bk-${h.body.id}`);
  if (b.status !== 201) throw new Error(`booking: ${b.status} ${b.text}`);
  return b.body as Booking;
}

/**
 * Records a booking's order as captured by the sandbox, as the payment webhook leaves it, and
 * issues its invoice in one transaction, as confirming does. Answers the payment id.
 */
export async function markCaptured(db: Database, bookingId: string, amount: number): Promise<string> {
  const paymentId = `pay_test_${bookingId}`;
  await db.transaction(async (tx) => {
    await recordCapture(tx, bookingId, amount, paymentId);
    await tx.query('select tk_issue_tax_invoices($1::text[])', [[bookingId]]);
  });
  return paymentId;
}

async function recordCapture(tx: Queryable, bookingId: string, amount: number, paymentId: string): Promise<void> {
  const orderId = `order_test_${bookingId}`;
  await tx.query(
    `insert into payment_orders (id, provider, booking_id, amount, currency, state, method, captured_payment_id, captured_at)
     values ($1, 'sandbox', $2, $3, 'INR', 'captured', 'upi', $4, now())`,
    [orderId, bookingId, amount, paymentId],
  );
  await tx.query(`insert into payments (id, order_id, provider, amount, currency, status, method) values ($1, $2, 'sandbox', $3, 'INR', 'captured', 'upi')`, [paymentId, orderId, amount]);
  await tx.query(`insert into money_ledger (booking_id, kind, amount, currency, provider, reference) values ($1, 'capture', $2, 'INR', 'sandbox', $3)`, [bookingId, amount, paymentId]);
  await tx.query('update bookings set total = $2 where id = $1', [bookingId, amount]);
}
