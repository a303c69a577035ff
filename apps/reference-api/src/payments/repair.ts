import type { BookingCalls } from '../db/booking-calls.ts';
import type { Queryable } from '../db/database.ts';
import { errorFields, log } from '../log/logger.ts';
import { applyPayment } from './apply.ts';
import type { PaymentProvider } from './provider.ts';

/**
 * Asks the provider about every order whose booking is still unpaid and applies the payments it
 * captured, through the same function as webhooks: a crash between a capture and its confirmation
 * (or a webhook that never came) is repaired here. Runs at start, after the migrations. Answers how
 * many payments it applied; an order the provider does not answer for now is left for the next run.
 */
export async function repairPayments(db: Queryable, calls: BookingCalls, provider: PaymentProvider): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `select o.id from payment_orders o join bookings b on b.id = o.booking_id
     where b.status in ('payment-pending', 'payment-failed', 'expired') and o.state <> 'captured' and o.provider = $1
     order by o.created_at`,
    [provider.name],
  );
  let applied = 0;
  for (const { id } of rows) {
    try {
      for (const payment of await provider.fetchOrderPayments(id)) {
        if (payment.status !== 'captured') continue;
        const outcome = await applyPayment({ db, calls, provider }, payment, { eventId: null, event: 'restart-repair' });
        if (outcome.outcome === 'applied') applied += 1;
      }
    } catch (error) {
      log.warn({ orderId: id, ...errorFields(error) }, 'payment repair: the provider did not answer for this order; the next start tries again');
    }
  }
  return applied;
}
