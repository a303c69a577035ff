import type { Queryable } from '../db/database.ts';

/**
 * The payment tests' control: applies a payment report the naive way, reading the booking and then
 * writing in separate statements with no lock, no delivery or payment dedupe, no amount check and no
 * look at the hold's expiry, trusting the report's status. Running a payment test's scenario through
 * it must double-confirm, oversell or take a refused payment, which shows the test can catch the bug
 * tk_apply_payments guards against. Lives here, not in a route, so the API has no unguarded path.
 * Answers the status it wrote.
 */
export async function unguardedCapture(db: Queryable, bookingId: string, payment: { status: string; amount: number }): Promise<string> {
  const { rows } = await db.query<{ hold_id: string }>('select hold_id from bookings where id = $1', [bookingId]);
  const booking = rows[0];
  if (!booking) throw new Error(`No booking ${bookingId}.`);
  // Stands for the gap a networked database puts between a read and the next write.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const status = payment.status === 'captured' ? 'confirmed' : 'payment-failed';
  await db.query('update bookings set status = $2 where id = $1', [bookingId, status]);
  if (status === 'confirmed') {
    // Sold as the booking's hold says, however many seats are left (up to the capacity the schema allows).
    await db.query(
      `update ticket_types t set sold = least(t.capacity, t.sold + i.quantity) from hold_items i
       where i.hold_id = $1 and t.id = i.ticket_type_id`,
      [booking.hold_id],
    );
    await db.query(`insert into money_ledger (booking_id, kind, amount, currency, provider, reference) values ($1, 'capture', $2, 'INR', 'sandbox', $3)`, [
      bookingId, payment.amount, `naive-${Math.random().toString(36).slice(2)}`,
    ]);
  }
  return status;
}
