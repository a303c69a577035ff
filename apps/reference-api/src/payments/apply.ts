import type { BookingCalls, PaymentOutcome, PaymentReport } from '../db/booking-calls.ts';
import type { Queryable } from '../db/database.ts';
import { errorFields, log } from '../log/logger.ts';
import type { PaymentProvider, ProviderPayment } from './provider.ts';
import { sendRefunds } from './refunds.ts';

/** How a payment reached us: a webhook delivery (deduplicated by its id), or a fetch from the provider. */
export type ReportSource = { eventId: string; event: string; payload: string } | { eventId: null; event: 'checkout-result' | 'restart-repair' };

/**
 * Applies a payment the provider reported, however it reached us, through the one function that
 * moves orders and bookings (tk_apply_payments), then sends the automatic refunds it recorded. A
 * refund the provider does not take now stays pending, recorded, for the refunds work to send again.
 */
export async function applyPayment(
  deps: { db: Queryable; calls: BookingCalls; provider: PaymentProvider },
  payment: ProviderPayment,
  source: ReportSource,
): Promise<PaymentOutcome> {
  const report: PaymentReport = {
    provider: deps.provider.name,
    eventId: source.eventId,
    event: source.event,
    payload: source.eventId === null ? null : source.payload,
    payment: {
      id: payment.id, orderId: payment.orderId, amount: payment.amount, currency: payment.currency,
      status: payment.status, method: payment.method, errorDescription: payment.errorDescription,
    },
  };
  const outcome = await deps.calls.applyPayment(report);
  if (outcome.refundIds.length > 0) {
    try {
      await sendRefunds(deps.db, deps.provider, outcome.refundIds);
    } catch (error) {
      log.warn({ refundIds: outcome.refundIds, ...errorFields(error) }, 'automatic refunds recorded, not sent yet');
    }
  }
  return outcome;
}
