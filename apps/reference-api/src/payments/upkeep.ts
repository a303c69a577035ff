import type { BookingCalls } from '../db/booking-calls.ts';
import type { Queryable } from '../db/database.ts';
import { errorFields, log } from '../log/logger.ts';
import type { PaymentProvider } from './provider.ts';
import { resendDueRefunds } from './refunds.ts';
import { repairPayments } from './repair.ts';

/** How often a running API sends again the refunds the provider did not answer. */
export const PAYMENT_UPKEEP_INTERVAL_MS = 30_000;

/**
 * The payment work a running API does outside requests: once at start, the repair of payments
 * captured while it was down (repairPayments), without holding up listening; then every
 * `intervalMs`, the refunds left pending by a provider that did not answer, sent again through
 * sendRefunds. `repaired` settles when the start-up repair is done; `stop` waits for the work in
 * progress, so the database can close after it. Failures are logged, never thrown.
 */
export function startPaymentUpkeep(
  deps: { db: Queryable; calls: BookingCalls; provider: PaymentProvider },
  intervalMs = PAYMENT_UPKEEP_INTERVAL_MS,
): { repaired: Promise<number>; stop: () => Promise<void> } {
  const { db, calls, provider } = deps;
  const repaired = repairPayments(db, calls, provider).catch((error: unknown) => {
    log.warn({ ...errorFields(error) }, 'payment repair failed; the next start tries again');
    return 0;
  });
  let current: Promise<unknown> = Promise.resolve();
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      await resendDueRefunds(db, provider);
    } catch (error) {
      log.warn({ ...errorFields(error) }, 'refunds not sent again yet; the next round tries again');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => {
    current = round();
  }, intervalMs);
  timer.unref();
  return {
    repaired,
    stop: async () => {
      clearInterval(timer);
      await Promise.all([repaired, current]);
    },
  };
}
