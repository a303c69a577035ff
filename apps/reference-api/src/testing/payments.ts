import { randomUUID } from 'node:crypto';
import { readConfig } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import { isSandbox } from '../payments/create.ts';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, webhookBody, webhookSignature } from '../payments/razorpay-wire.ts';
import type { SandboxConfig } from '../payments/config.ts';
import { deliverNow, httpDeliver, type DeliveryPlan } from '../payments/sandbox/deliveries.ts';
import { createSandboxProvider, type SandboxProvider } from '../payments/sandbox/provider.ts';
import type { SandboxMethod, SandboxOutcome } from '../payments/sandbox/checkout-result.ts';
import type { RunningApi, StartOptions } from '../server.ts';
import { ATTENDEE, startTestApi, type Client } from './api.ts';
import type { TestUser } from './emulator.ts';

/** The test API's sandbox provider (the default provider of every test API). */
export function sandboxOf(api: RunningApi): SandboxProvider {
  if (!isSandbox(api.payments)) throw new Error('The test API does not run the payment sandbox.');
  return api.payments;
}

/** Holds `quantity` tickets and books them: a priced hold answers payment-pending with its order. */
export async function holdAndBook(http: Client, user: TestUser, f: { sessionId: string; ticketTypeId: string }, quantity = 1, extra: Record<string, unknown> = {}) {
  const hold = await http('POST', '/holds', { token: user.idToken, body: { sessionId: f.sessionId, items: [{ ticketTypeId: f.ticketTypeId, quantity }] } });
  if (hold.status !== 201) throw new Error(`hold: ${hold.status} ${hold.text}`);
  const booking = await http('POST', '/bookings', { token: user.idToken, body: { holdId: hold.body.id, attendee: ATTENDEE, ...extra }, headers: { 'Idempotency-Key': randomUUID() } });
  return { hold, booking };
}

/** The payer's choice on the sandbox checkout page for this order; its webhooks go to this API. */
export const payOnSandbox = (api: RunningApi, orderId: string, outcome: SandboxOutcome = 'succeed', method: SandboxMethod = 'upi') =>
  sandboxOf(api).pay(orderId, { method, outcome, origin: api.url });

/** Books a priced hold and pays it on the sandbox, its webhooks delivered: the booking confirmed. */
export async function bookAndPay(api: RunningApi, http: Client, user: TestUser, f: { sessionId: string; ticketTypeId: string }, quantity = 1, extra: Record<string, unknown> = {}) {
  const { booking } = await holdAndBook(http, user, f, quantity, extra);
  if (booking.status !== 201 || booking.body.status !== 'payment-pending') throw new Error(`booking: ${booking.status} ${booking.text}`);
  await payOnSandbox(api, booking.body.payment.orderId);
  await sandboxOf(api).idle();
  return (await http('GET', `/bookings/${booking.body.id}`, { token: user.idToken })).body;
}

/** A webhook for a payment entity, signed with the sandbox's webhook secret, as the provider sends it. */
export function signedWebhook(secret: string, event: string, payment: Record<string, unknown>, eventId = `evt_${randomUUID().slice(0, 14)}`) {
  const body = JSON.stringify(webhookBody('acc_TicketkitSandbx', event, { payment: { entity: { entity: 'payment', ...payment } } } as never, Math.floor(Date.now() / 1000)));
  return { body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: webhookSignature(secret, body), [EVENT_ID_HEADER]: eventId } };
}

/**
 * What a booking's money left behind, every movement counted: capture and refund rows in the
 * ledger, refunds recorded (sent or not), points earned, tickets sold, tax invoices issued.
 */
export async function moneyOf(db: Queryable, bookingId: string, ticketTypeId: string) {
  const q = async (sql: string, params: unknown[]) => (await db.query<{ n: number }>(sql, params)).rows[0]!.n;
  return {
    captures: await q(`select count(*)::int as n from money_ledger where booking_id = $1 and kind = 'capture'`, [bookingId]),
    refunded: await q(`select count(*)::int as n from money_ledger where booking_id = $1 and kind = 'refund'`, [bookingId]),
    refunds: await q('select count(*)::int as n from refunds where booking_id = $1', [bookingId]),
    earnedRows: await q(`select count(*)::int as n from reward_ledger where booking_id = $1 and kind = 'earned'`, [bookingId]),
    sold: await q('select sold as n from ticket_types where id = $1', [ticketTypeId]),
    invoices: await q(`select count(*)::int as n from tax_documents where booking_id = $1 and kind = 'tax-invoice'`, [bookingId]),
  };
}

/** A paid booking's money when it was confirmed once: one capture, nothing refunded, one invoice. */
export const paidOnce = (sold: number) => ({ captures: 1, refunded: 0, refunds: 0, earnedRows: 1, sold, invoices: 1 });

/**
 * A test API whose sandbox delivers each webhook as `plan` says at the time (a test changes it and
 * puts it back: held, duplicated or late deliveries); `env` and `options` as for startTestApi.
 */
export async function startPlannedApi(env: Record<string, string> = {}, options: Omit<StartOptions, 'payments'> = {}): Promise<{ api: RunningApi; config: SandboxConfig; setPlan: (plan: DeliveryPlan) => void }> {
  const config = readConfig(env).payments as SandboxConfig;
  let plan: DeliveryPlan = deliverNow;
  const api = await startTestApi(env, { ...options, payments: (db) => createSandboxProvider({ db, config, deliver: httpDeliver, deliveryPlan: (w) => plan(w) }) });
  return { api, config, setPlan: (next) => (plan = next) };
}
