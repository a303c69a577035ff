import { randomUUID } from 'node:crypto';
import { BookingSchema } from '@ticketkit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import type { SandboxConfig } from './payments/config.ts';
import { httpDeliver, type DeliveryPlan } from './payments/sandbox/deliveries.ts';
import { WEBHOOK_EVENTS } from './payments/razorpay-wire.ts';
import { createSandboxProvider } from './payments/sandbox/provider.ts';
import type { RunningApi } from './server.ts';
import { client, insertFixture, reservedTickets, startTestApi, type Client } from './testing/api.ts';
import { signUp, type TestUser } from './testing/emulator.ts';
import { holdAndBook, moneyOf, paidOnce, payOnSandbox, sandboxOf, signedWebhook } from './testing/payments.ts';
import { withoutPaymentGuard } from './testing/unguarded-payment.ts';

// A paid booking through the sandbox provider over real HTTP: webhooks are the source of truth, the
// browser's result only speeds things up, and however the reports arrive (together, twice, out of
// order, with the wrong amount) a booking is confirmed once, with one capture in the ledger.

let api: RunningApi;
let http: Client;
let alice: TestUser;
let secret: string;
/** How the sandbox delivers each webhook; a test changes it and puts it back. */
let plan: DeliveryPlan = () => [{}];

beforeAll(async () => {
  // Subscribed to every event the API reads, order.paid too: a Razorpay webhook may be, and then one
  // payment is reported twice under two event ids (payment.captured, order.paid).
  const config = readConfig({ SANDBOX_WEBHOOK_EVENTS: WEBHOOK_EVENTS.join(',') }).payments as SandboxConfig;
  secret = config.webhookSecret;
  api = await startTestApi({}, { payments: (db) => createSandboxProvider({ db, config, deliver: httpDeliver, deliveryPlan: (w) => plan(w) }) });
  http = client(api);
  alice = await signUp();
});
afterAll(() => api?.close());

const booking = async (id: string) => (await http('GET', `/bookings/${id}`, { token: alice.idToken })).body;
const outcomes = async (orderId: string) =>
  (await api.db.query<{ event: string; outcome: string }>(`select event, outcome from webhook_events where payload like '%' || $1 || '%' order by received_at`, [orderId])).rows;

describe('given a priced hold', () => {
  it('books it payment-pending with its order, keeps its tickets held and sells them only at capture', async () => {
    const f = await insertFixture(api.db, { capacity: 5, price: 120_000 });
    const { booking: b } = await holdAndBook(http, alice, f, 2);
    expect(b.status).toBe(201);
    const parsed = BookingSchema.parse(b.body);
    expect(parsed.status).toBe('payment-pending');
    expect(parsed.qrPayload).toBeNull();
    expect(parsed.payment).toMatchObject({ provider: 'sandbox', amount: parsed.amounts.total, state: 'awaiting', keyId: null });
    expect(parsed.payment!.checkoutUrl).toContain(encodeURIComponent(parsed.payment!.orderId));
    expect(await reservedTickets(api.db, f.ticketTypeId)).toEqual({ sold: 0, held: 2 });
    expect(await moneyOf(api.db, parsed.id, f.ticketTypeId)).toEqual({ captures: 0, refunded: 0, refunds: 0, earnedRows: 0, sold: 0, invoices: 0 });

    await payOnSandbox(api, parsed.payment!.orderId);
    await sandboxOf(api).idle();
    const paid = BookingSchema.parse(await booking(parsed.id));
    expect(paid.status).toBe('confirmed');
    expect(paid.qrPayload).toEqual(expect.any(String));
    expect(paid.payment).toMatchObject({ state: 'captured', method: 'upi', checkoutUrl: null });
    expect(await reservedTickets(api.db, f.ticketTypeId)).toEqual({ sold: 2, held: 0 });
    expect(await moneyOf(api.db, parsed.id, f.ticketTypeId)).toEqual(paidOnce(2));
    const listed = (await http('GET', '/me/bookings', { token: alice.idToken })).body.items.find((x: { id: string }) => x.id === parsed.id);
    expect(listed).toMatchObject({ status: 'confirmed', payment: { state: 'captured' } });
  });
});

/** The webhook on its way while the browser hands over its result, twice (a second tab). */
async function raceWebhookAndBrowser() {
  const f = await insertFixture(api.db, { capacity: 5, price: 80_000 });
  const { booking: b } = await holdAndBook(http, alice, f, 2);
  const orderId = b.body.payment.orderId as string;
  const result = await payOnSandbox(api, orderId);
  if (result.type !== 'success') throw new Error(`sandbox answered ${result.type}`);
  const body = { orderId, paymentId: result.razorpay_payment_id, signature: result.razorpay_signature };
  const answers = await Promise.all([
    http('POST', `/bookings/${b.body.id}/payment-result`, { token: alice.idToken, body }),
    http('POST', `/bookings/${b.body.id}/payment-result`, { token: alice.idToken, body }),
    sandboxOf(api).idle(),
  ]);
  return {
    answers: answers.slice(0, 2).map((a) => [a?.status, a?.body.status]),
    after: BookingSchema.parse(await booking(b.body.id)),
    money: await moneyOf(api.db, b.body.id, f.ticketTypeId),
  };
}

describe('given the webhook and the browser result arriving together', () => {
  it('confirms once: one capture in the ledger, nothing refunded, the tickets sold once, the points earned once', async () => {
    const { answers, after, money } = await raceWebhookAndBrowser();
    expect(answers).toEqual([[200, 'confirmed'], [200, 'confirmed']]);
    expect(after.status).toBe('confirmed');
    expect(after.refunds).toEqual([]);
    expect(money).toEqual(paidOnce(2));
  });

  it('CONTROL: with the same-payment guard taken out of tk_apply_payments, the second report refunds the only payment', async () => {
    const { after, money } = await withoutPaymentGuard(api.db, 'same-payment', raceWebhookAndBrowser);
    expect(after.refunds).toEqual([expect.objectContaining({ reason: 'duplicate-payment' })]);
    expect(money).not.toEqual(paidOnce(2));
  });
});

/** A first attempt fails, a second succeeds; the failure is delivered last, and every capture twice. */
async function redeliverOutOfOrder() {
  const f = await insertFixture(api.db, { capacity: 5, price: 60_000 });
  const { booking: b } = await holdAndBook(http, alice, f, 1);
  const orderId = b.body.payment.orderId as string;
  plan = (w) => (w.event === 'payment.failed' ? [{ delayMs: 400 }] : w.event === 'payment.captured' ? [{}, { delayMs: 100 }] : [{}]);
  try {
    await payOnSandbox(api, orderId, 'fail', 'card');
    await payOnSandbox(api, orderId, 'succeed', 'upi');
    await sandboxOf(api).idle();
  } finally {
    plan = () => [{}];
  }
  return { after: BookingSchema.parse(await booking(b.body.id)), money: await moneyOf(api.db, b.body.id, f.ticketTypeId), seen: await outcomes(orderId) };
}

describe('given duplicated and out-of-order webhooks', () => {
  it('a redelivered capture changes nothing; a failure delivered after the capture is ignored', async () => {
    const { after, money, seen } = await redeliverOutOfOrder();
    expect(after.status).toBe('confirmed');
    expect(after.payment).toMatchObject({ state: 'captured', failureReason: null });
    expect(after.refunds).toEqual([]);
    expect(money).toEqual(paidOnce(1));
    expect(seen.filter((e) => e.event === 'payment.captured')).toEqual([{ event: 'payment.captured', outcome: 'applied' }]);
    expect(seen.find((e) => e.event === 'payment.failed')).toEqual({ event: 'payment.failed', outcome: 'ignored' });
  });

  it('CONTROL: with the same-payment guard taken out, the order.paid delivery of the same payment refunds it', async () => {
    const { after, money } = await withoutPaymentGuard(api.db, 'same-payment', redeliverOutOfOrder);
    expect(after.refunds).toEqual([expect.objectContaining({ reason: 'duplicate-payment' })]);
    expect(money).not.toEqual(paidOnce(1));
  });

  it('CONTROL: with the late-failure guard taken out, the failure delivered last marks the paid order failed', async () => {
    const { after } = await withoutPaymentGuard(api.db, 'late-failure', redeliverOutOfOrder);
    expect(after.payment).toMatchObject({ state: 'failed' });
  });

  it('a second payment captured on a paid order is refunded in full (duplicate-payment), the booking stays confirmed', async () => {
    const f = await insertFixture(api.db, { capacity: 5, price: 60_000 });
    const { booking: b } = await holdAndBook(http, alice, f, 1);
    const orderId = b.body.payment.orderId as string;
    const total = b.body.amounts.total.amount as number;
    await payOnSandbox(api, orderId);
    await sandboxOf(api).idle();
    // The sandbox will not take a second payment on a paid order; Razorpay can (two tabs, two apps).
    const delivery = signedWebhook(secret, 'payment.captured', { id: 'pay_SecondTabPaid1', order_id: orderId, amount: total, currency: 'INR', status: 'captured', method: 'upi' });
    const res = await http('POST', '/payments/sandbox/webhooks', { rawBody: delivery.body, headers: delivery.headers });
    expect(res.status).toBe(200);
    const after = BookingSchema.parse(await booking(b.body.id));
    expect(after.status).toBe('confirmed');
    expect(after.refunds).toEqual([expect.objectContaining({ reason: 'duplicate-payment', amount: { amount: total, currency: 'INR' } })]);
    expect(await moneyOf(api.db, b.body.id, f.ticketTypeId)).toEqual({ ...paidOnce(1), captures: 2, refunds: 1 });
  });
});

/** A signed capture of 1 rupee on an order for more. */
async function payOneRupee() {
  const f = await insertFixture(api.db, { capacity: 5, price: 60_000 });
  const { booking: b } = await holdAndBook(http, alice, f, 1);
  const orderId = b.body.payment.orderId as string;
  const entity = { id: `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`, order_id: orderId, amount: 100, currency: 'INR', status: 'captured', method: 'upi' };
  const wrong = signedWebhook(secret, 'payment.captured', entity);
  const res = await http('POST', '/payments/sandbox/webhooks', { rawBody: wrong.body, headers: wrong.headers });
  return { b, entity, res, after: BookingSchema.parse(await booking(b.body.id)), money: await moneyOf(api.db, b.body.id, f.ticketTypeId), seen: await outcomes(orderId) };
}

const UNPAID = { captures: 0, refunded: 0, refunds: 0, earnedRows: 0, sold: 0, invoices: 0 };

describe('given a webhook whose amount is not the order\'s, or that is not signed', () => {
  it('refuses and records the amount mismatch (200, nothing else changes); an unsigned one is 400 and not recorded', async () => {
    const { b, entity, res, after, money, seen } = await payOneRupee();
    expect(res.status).toBe(200);
    expect(seen).toEqual([{ event: 'payment.captured', outcome: 'refused-amount' }]);
    expect(after.status).toBe('payment-pending');
    expect(money).toEqual(UNPAID);
    const forged = signedWebhook('not-the-secret', 'payment.captured', { ...entity, amount: b.body.amounts.total.amount });
    const rejected = await http('POST', '/payments/sandbox/webhooks', { rawBody: forged.body, headers: forged.headers });
    expect(rejected.status).toBe(400);
    expect(rejected.body.code).toBe('payment/invalid-webhook');
    expect(await outcomes(entity.order_id)).toEqual(seen);
    expect((await booking(b.body.id)).status).toBe('payment-pending');
  });

  it('answers a signed webhook for an order it does not know 400 and records nothing', async () => {
    const unknown = signedWebhook(secret, 'payment.captured', { id: 'pay_NoSuchOrderPay', order_id: 'order_NoSuchOrder01', amount: 100, currency: 'INR', status: 'captured', method: 'upi' });
    const res = await http('POST', '/payments/sandbox/webhooks', { rawBody: unknown.body, headers: unknown.headers });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.body.code).toBe('payment/invalid-webhook');
    expect(await outcomes('order_NoSuchOrder01')).toEqual([]);
    expect((await api.db.query(`select 1 from payments where id = 'pay_NoSuchOrderPay'`)).rows).toEqual([]);
  });

  it('CONTROL: with the amount guard taken out of tk_apply_payments, the 1 rupee confirms the whole order', async () => {
    const { after, money } = await withoutPaymentGuard(api.db, 'amount', payOneRupee);
    expect(after.status).toBe('confirmed');
    expect(money).not.toEqual(UNPAID);
  });
});
