import type { Queryable } from '../db/database.ts';
import { ProviderRefused, type PaymentProvider, type ProviderRefund, type WebhookEvent } from './provider.ts';

/** How a refund's state reached us: a webhook delivery (deduplicated by its id), the provider's answer, or reconciliation. */
export type RefundSource = { eventId: string; event: string; payload: string } | { eventId: null; event: 'provider-answer' | 'reconcile-repair' };

export type RefundOutcome = { outcome: 'applied' | 'duplicate' | 'unknown-refund' | 'refused-amount'; bookingId: string | null };

/**
 * Applies what the provider reported about one of our refunds, however it reached us, through the
 * one function that moves refunds (tk_apply_refund): processed once (ledger, booking status,
 * credit note), failed shown on the booking, a redelivery changing nothing.
 */
export async function applyRefund(db: Queryable, provider: PaymentProvider, refund: ProviderRefund, source: RefundSource): Promise<RefundOutcome> {
  const report = {
    provider: provider.name,
    eventId: source.eventId,
    event: source.event,
    payload: source.eventId === null ? null : source.payload,
    refund,
  };
  const { rows } = await db.query<{ r: string }>('select tk_apply_refund($1::json)::text as r', [JSON.stringify(report)]);
  return JSON.parse(rows[0]!.r) as RefundOutcome;
}

/** The webhook route's entry for refund events (`refund.created`, `refund.processed`, `refund.failed`). */
export function applyRefundWebhook(db: Queryable, provider: PaymentProvider, event: Extract<WebhookEvent, { kind: 'refund' }>, rawBody: string): Promise<RefundOutcome> {
  return applyRefund(db, provider, event.refund, { eventId: event.eventId, event: event.event, payload: rawBody });
}

/**
 * Sends the refunds recorded as `pending` with no provider refund yet to the provider (our refund id
 * as its receipt, so a retry refunds once), and records what the provider answered. Every kind of
 * refund goes through here: an attendee's or organiser's cancellation, a capture after the hold
 * lapsed, a second capture on a paid order. Each refund is tried; the first failure is thrown
 * after the others were sent. A refund the provider did not answer stays pending, to be sent
 * again; one it refused is failed.
 */
export async function sendRefunds(db: Queryable, provider: PaymentProvider, refundIds: string[]): Promise<void> {
  const { rows } = await db.query<{ id: string; payment_id: string; amount: number }>(
    `select id, payment_id, amount from refunds
     where id = any($1::text[]) and status = 'pending' and provider_refund_id is null and provider = $2 order by id`,
    [refundIds, provider.name],
  );
  let failure: unknown;
  for (const r of rows) {
    try {
      const answered = await provider.refund(r.payment_id, Number(r.amount), r.id);
      await applyRefund(db, provider, answered, { eventId: null, event: 'provider-answer' });
    } catch (error) {
      // Refused (not an outage): sending it again would be refused again, so it shows as failed for a person to settle.
      if (error instanceof ProviderRefused) await db.query(`update refunds set status = 'failed' where id = $1 and status = 'pending'`, [r.id]);
      // Not answered: sent again by the upkeep, waiting twice as long after each attempt (up to an hour).
      else await db.query(
        `update refunds set send_attempts = send_attempts + 1,
                next_send_at = now() + make_interval(secs => least(3600, 30 * power(2, least(send_attempts, 7))))
         where id = $1 and status = 'pending'`,
        [r.id],
      );
      failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
}

/**
 * Sends again the refunds the provider did not answer whose next attempt is due (see sendRefunds),
 * a batch at a time. Answers how many were due.
 */
export async function resendDueRefunds(db: Queryable, provider: PaymentProvider, batch = 50): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `select id from refunds where status = 'pending' and provider_refund_id is null and provider = $1 and next_send_at <= now()
     order by next_send_at limit $2`,
    [provider.name, batch],
  );
  if (rows.length > 0) await sendRefunds(db, provider, rows.map((r) => r.id));
  return rows.length;
}
