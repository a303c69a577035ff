import type { CancellationQuote } from '@ticketkit/contract';
import type { Queryable } from '../db/database.ts';
import { errorFields, log } from '../log/logger.ts';
import type { PaymentProvider } from './provider.ts';
import { sendRefunds } from './refunds.ts';

/** A person's booking's cancellation quote now (tk_cancellation_quote), or undefined when they have no such booking. */
export async function quoteCancellation(db: Queryable, uid: string, bookingId: string): Promise<CancellationQuote | undefined> {
  const { rows } = await db.query<{ q: string }>(
    `select (tk_cancellation_quote(b, 'attendee')->'quote')::text as q from bookings b where b.id = $1 and b.uid = $2`,
    [bookingId, uid],
  );
  return rows[0] ? (JSON.parse(rows[0].q) as CancellationQuote) : undefined;
}

/**
 * Cancels a person's booking if the refund is still the one they were shown (tk_cancel_booking),
 * recording the answer under their Idempotency-Key. Answers `{ bookingId, refundId }` or a refusal.
 */
export async function cancelAsAttendee(db: Queryable, request: { uid: string; key: string; bookingId: string; expectedRefund: number }): Promise<unknown> {
  const { rows } = await db.query<{ r: string }>('select tk_cancel_booking($1::json)::text as r', [JSON.stringify(request)]);
  return JSON.parse(rows[0]!.r) as unknown;
}

/**
 * Sends the refunds given now; one the provider does not take stays recorded pending, for a retry
 * of the request or `npm run reconcile -- --repair` to send.
 */
export async function sendNow(db: Queryable, provider: PaymentProvider | null, refundIds: string[]): Promise<void> {
  if (refundIds.length === 0) return;
  if (!provider) {
    log.warn({ refundIds }, 'refunds recorded, not sent: no payment provider is configured');
    return;
  }
  try {
    await sendRefunds(db, provider, refundIds);
  } catch (error) {
    log.warn({ refundIds, ...errorFields(error) }, 'refunds recorded, not sent yet');
  }
}

/**
 * An organiser cancels a session: its sales close, every paid booking is refunded in full (fees
 * included), free and company-paid ones are cancelled, unpaid ones too (tk_cancel_session); the
 * refunds are sent. Answers their ids. The hosts' routes call this; there is no route of its own.
 */
export async function cancelSessionByOrganiser(db: Queryable, provider: PaymentProvider | null, sessionId: string, reason: string | null = null): Promise<string[]> {
  const { rows } = await db.query<{ r: string }>('select tk_cancel_session($1, $2)::text as r', [sessionId, reason]);
  const refundIds = JSON.parse(rows[0]!.r) as string[];
  await sendNow(db, provider, refundIds);
  return refundIds;
}
