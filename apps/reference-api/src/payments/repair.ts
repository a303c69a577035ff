import type { BookingCalls } from '../db/booking-calls.ts';
import type { Queryable } from '../db/database.ts';
import { errorFields, log } from '../log/logger.ts';
import { applyPayment } from './apply.ts';
import type { PaymentProvider } from './provider.ts';

/** How far back the start-up repair looks: orders whose pay-by time passed longer ago are left to reconciliation. */
export const REPAIR_WINDOW_HOURS = 24;
/** How many orders the repair asks the provider about at once. */
const CONCURRENCY = 4;

/**
 * Asks the provider about every recent order whose booking is still unpaid (pay_by within the last
 * REPAIR_WINDOW_HOURS) and applies the payments it captured, through the same function as
 * webhooks: a crash between a capture and its confirmation (or a webhook that never came) is
 * repaired here. Runs after the API listens, a few orders at a time. Answers how many payments it
 * applied; an order the provider does not answer for now is left for the next run.
 */
export async function repairPayments(db: Queryable, calls: BookingCalls, provider: PaymentProvider): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `select o.id from payment_orders o join bookings b on b.id = o.booking_id
     where b.status in ('payment-pending', 'payment-failed', 'expired') and o.state <> 'captured' and o.provider = $1
       and b.pay_by > now() - make_interval(hours => $2)
     order by o.created_at`,
    [provider.name, REPAIR_WINDOW_HOURS],
  );
  let applied = 0;
  const repairOrder = async (id: string) => {
    try {
      for (const payment of await provider.fetchOrderPayments(id)) {
        if (payment.status !== 'captured') continue;
        const outcome = await applyPayment({ db, calls, provider }, payment, { eventId: null, event: 'restart-repair' });
        if (outcome.outcome === 'applied') applied += 1;
      }
    } catch (error) {
      log.warn({ orderId: id, ...errorFields(error) }, 'payment repair: the provider did not answer for this order; the next start tries again');
    }
  };
  const queue = rows.map((r) => r.id);
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) await repairOrder(id);
  }));
  return applied;
}
