import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { openPglite, type Database, type Queryable } from '../../db/database.ts';
import { databaseTemplate } from '../../testing/api.ts';
import { startWebhookReceiver, type ReceivedWebhook } from '../../testing/webhook-receiver.ts';
import type { SandboxConfig } from '../config.ts';
import { ProviderRefused, type WebhookEvent } from '../provider.ts';
import { SUBSCRIBED_EVENTS, WEBHOOK_EVENTS } from '../razorpay-wire.ts';
import { findPayment } from './books.ts';
import { httpDeliver, type DeliveryPlan } from './deliveries.ts';
import { createSandboxProvider, SANDBOX_WEBHOOK_PATH, type SandboxProvider } from './provider.ts';

let db: Database;
const timings = { SANDBOX_PENDING_CAPTURE_MS: '150', SANDBOX_REFUND_PROCESS_MS: '100', SANDBOX_WEBHOOK_RETRY_MS: '30' };
/** Subscribed to every event the API reads, so each one the sandbox can send is seen here. */
const config = readConfig({ ...timings, SANDBOX_WEBHOOK_EVENTS: WEBHOOK_EVENTS.join(',') }).payments as SandboxConfig;
const providers: SandboxProvider[] = [];
const receivers: Array<{ close(): Promise<void> }> = [];

beforeAll(async () => {
  db = await openPglite('memory://', { loadDataDir: await databaseTemplate() });
});
afterAll(() => db.close());
afterEach(async () => {
  for (const p of providers.splice(0)) p.close();
  for (const r of receivers.splice(0)) await r.close();
});

/** A sandbox delivering over real HTTP to a loopback receiver standing in for the API's webhook route. */
async function sandbox(options: { statuses?: number[]; deliveryPlan?: DeliveryPlan; on?: Queryable; config?: SandboxConfig } = {}) {
  const receiver = await startWebhookReceiver(options.statuses);
  receivers.push(receiver);
  const provider = createSandboxProvider({ db: options.on ?? db, config: options.config ?? config, deliver: httpDeliver, deliveryPlan: options.deliveryPlan });
  providers.push(provider);
  /** What the API would make of each delivery: verified with the same parser as Razorpay's. */
  const parsed = (list: ReceivedWebhook[] = receiver.received): WebhookEvent[] =>
    list.map((r) => provider.parseWebhook(r.body, new Headers(r.headers as Record<string, string>)));
  return { provider, receiver, parsed, origin: receiver.origin };
}

const newOrder = (provider: SandboxProvider, amount = 150_000) => provider.createOrder({ amount, currency: 'INR', receipt: 'bk_test' });

describe('sandbox provider: orders and checkout', () => {
  it('creates orders with Razorpay-shaped ids and opens them on its own checkout page', async () => {
    const { provider } = await sandbox();
    const order = await newOrder(provider);
    expect(order).toMatchObject({ id: expect.stringMatching(/^order_[0-9A-Za-z]{14}$/), amount: 150_000, currency: 'INR', receipt: 'bk_test', status: 'created' });
    expect(provider.checkout(order.id, 'http://127.0.0.1:1234')).toEqual({ keyId: null, checkoutUrl: `http://127.0.0.1:1234/v1/sandbox/checkout/${order.id}` });
    await expect(provider.createOrder({ amount: 99, currency: 'INR', receipt: 'x' })).rejects.toThrow(ProviderRefused);
  });
});

describe('sandbox provider: paying', () => {
  it('a success captures, answers a checkout result that verifies, and delivers signed payment.captured and order.paid to the webhook URL', async () => {
    const { provider, receiver, parsed, origin } = await sandbox();
    const order = await newOrder(provider);
    const result = await provider.pay(order.id, { method: 'upi', outcome: 'succeed', origin });
    if (result.type !== 'success') throw new Error(`expected success, got ${result.type}`);
    expect(provider.verifyCheckout({ orderId: order.id, paymentId: result.razorpay_payment_id, signature: result.razorpay_signature })).toBe(true);
    expect(provider.verifyCheckout({ orderId: order.id, paymentId: result.razorpay_payment_id, signature: result.razorpay_signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')) })).toBe(false);
    await provider.idle();
    expect(receiver.received.map((r) => r.headers['content-type'])).toEqual(['application/json', 'application/json']);
    const events = parsed();
    expect(events.map((e) => e.event).sort()).toEqual(['order.paid', 'payment.captured']);
    for (const e of events) expect(e).toMatchObject({ kind: 'payment', payment: { id: result.razorpay_payment_id, orderId: order.id, amount: 150_000, status: 'captured', method: 'upi' } });
    expect(new Set(events.map((e) => e.eventId)).size).toBe(2);
    expect(await provider.fetchPayment(result.razorpay_payment_id)).toMatchObject({ status: 'captured', amountRefunded: 0 });
    expect(await provider.findOrder(order.id)).toMatchObject({ status: 'paid', amount_paid: 150_000 });
    // A paid order takes no second payment (a second tab): the checkout says so.
    expect(await provider.pay(order.id, { method: 'card', outcome: 'succeed', origin })).toMatchObject({ type: 'failed', error: { reason: 'order_already_paid' } });
    expect(await provider.fetchOrderPayments(order.id)).toHaveLength(1);
  });

  it('a failure records a failed payment and sends payment.failed; a retry on the same order then succeeds', async () => {
    const { provider, parsed, origin } = await sandbox();
    const order = await newOrder(provider);
    const failed = await provider.pay(order.id, { method: 'card', outcome: 'fail', origin });
    expect(failed).toMatchObject({ type: 'failed', error: { description: expect.stringMatching(/card was declined/), metadata: { order_id: order.id } } });
    expect(await provider.pay(order.id, { method: 'card', outcome: 'succeed', origin })).toMatchObject({ type: 'success' });
    await provider.idle();
    const events = parsed();
    expect(events.find((e) => e.event === 'payment.failed')).toMatchObject({ payment: { status: 'failed', errorDescription: expect.stringMatching(/declined/) } });
    expect((await provider.fetchOrderPayments(order.id)).map((p) => p.status)).toEqual(['failed', 'captured']);
  });

  it('payments asked for at once are recorded together, yet an order takes them in turn: one capture, never two', async () => {
    const { provider, origin } = await sandbox();
    const [first, second] = [await newOrder(provider), await newOrder(provider)];
    const results = await Promise.all([
      provider.pay(first.id, { method: 'card', outcome: 'fail', origin }),
      provider.pay(first.id, { method: 'upi', outcome: 'succeed', origin }),
      provider.pay(first.id, { method: 'upi', outcome: 'succeed', origin }),
      provider.pay(second.id, { method: 'upi', outcome: 'succeed', origin }),
    ]);
    expect(results.map((r) => r.type)).toEqual(['failed', 'success', 'failed', 'success']);
    expect(results[2]).toMatchObject({ error: { reason: 'order_already_paid' } });
    expect((await provider.fetchOrderPayments(first.id)).map((p) => p.status)).toEqual(['failed', 'captured']);
    expect(await provider.findOrder(first.id)).toMatchObject({ status: 'paid', attempts: 2, amount_paid: 150_000 });
    expect((await provider.fetchOrderPayments(second.id)).map((p) => p.status)).toEqual(['captured']);
    await provider.idle();
  });

  it('abandoning records nothing; pending authorizes now and captures after the configured delay', async () => {
    const { provider, parsed, origin } = await sandbox();
    const order = await newOrder(provider);
    expect(await provider.pay(order.id, { method: 'upi', outcome: 'abandon', origin })).toEqual({ source: 'ticketkit-sandbox', type: 'dismissed' });
    expect(await provider.fetchOrderPayments(order.id)).toEqual([]);
    const pending = await provider.pay(order.id, { method: 'upi', outcome: 'pending', origin });
    if (pending.type !== 'pending') throw new Error(`expected pending, got ${pending.type}`);
    expect(await provider.fetchPayment(pending.razorpay_payment_id)).toMatchObject({ status: 'authorized' });
    await provider.idle();
    expect(await provider.fetchPayment(pending.razorpay_payment_id)).toMatchObject({ status: 'captured' });
    expect(parsed().map((e) => e.event)).toEqual(['payment.authorized', 'payment.captured', 'order.paid']);
  });
});

describe('sandbox provider: a payment and the webhooks it owes, recorded together', () => {
  const holdAll: DeliveryPlan = () => [{ hold: true }];

  it('each outcome takes one statement: the payment and its owed webhooks, written before it', async () => {
    let statements = 0;
    const counted: Queryable = { query: (sql, params) => ((statements += 1), db.query(sql, params)), exec: (sql) => db.exec(sql) };
    const { provider, origin } = await sandbox({ on: counted, deliveryPlan: holdAll });
    const owed: number[] = [];
    for (const outcome of ['succeed', 'fail', 'pending'] as const) {
      const order = await newOrder(provider);
      statements = 0;
      await provider.pay(order.id, { method: 'upi', outcome, origin });
      expect(statements, outcome).toBe(1);
      // Held, so nothing was sent: each payment owes its webhooks all the same.
      owed.push(await provider.releaseHeld({ orderId: order.id }));
      await provider.idle();
    }
    expect(owed).toEqual([2, 1, 1]);
  });

  it('writes the bodies from what the books then hold: the payment and the order as fetched', async () => {
    const { provider, receiver, origin } = await sandbox();
    const order = await newOrder(provider);
    const paid = await provider.pay(order.id, { method: 'card', outcome: 'succeed', origin });
    if (paid.type !== 'success') throw new Error(`expected success, got ${paid.type}`);
    await provider.idle();
    const bodies = Object.fromEntries(receiver.received.map((r) => [JSON.parse(r.body).event as string, JSON.parse(r.body)]));
    const { webhookUrl: _url, ...payment } = (await findPayment(db, paid.razorpay_payment_id))!;
    expect(bodies['payment.captured'].payload.payment.entity).toEqual(payment);
    expect(bodies['order.paid'].payload).toEqual({ payment: { entity: payment }, order: { entity: await provider.findOrder(order.id) } });
  });

  it('an order another process took an attempt on since this one saw it: written again from the order as it is', async () => {
    const { provider, receiver, origin } = await sandbox();
    const order = await newOrder(provider);
    const other = createSandboxProvider({ db, config, deliver: httpDeliver });
    providers.push(other);
    expect(await other.pay(order.id, { method: 'card', outcome: 'fail', origin })).toMatchObject({ type: 'failed' });
    expect(await provider.pay(order.id, { method: 'upi', outcome: 'succeed', origin })).toMatchObject({ type: 'success' });
    await Promise.all([provider.idle(), other.idle()]);
    const orderPaid = receiver.received.map((r) => JSON.parse(r.body)).find((b) => b.event === 'order.paid');
    expect(orderPaid.payload.order.entity).toEqual(await provider.findOrder(order.id));
    expect(orderPaid.payload.order.entity).toMatchObject({ status: 'paid', attempts: 2 });
    // And a process that never saw the order reads it, then pays in the same one statement.
    const unseen = await newOrder(other);
    expect(await provider.pay(unseen.id, { method: 'upi', outcome: 'succeed', origin })).toMatchObject({ type: 'success' });
    await expect(provider.pay('order_unknown0000000', { method: 'upi', outcome: 'succeed', origin })).rejects.toThrow(ProviderRefused);
    await provider.idle();
  });

  it('an owed webhook recorded by pay survives a restart before it was sent: the restarted sandbox sends it', async () => {
    // Its own database: a restart takes over everything due in the books.
    const own = await openPglite('memory://', { loadDataDir: await databaseTemplate() });
    try {
      const { provider, parsed, origin } = await sandbox({ on: own, deliveryPlan: () => [{ delayMs: 3_600_000 }] });
      const paid = await provider.pay((await newOrder(provider)).id, { method: 'upi', outcome: 'succeed', origin });
      if (paid.type !== 'success') throw new Error(`expected success, got ${paid.type}`);
      provider.close();
      // The stopped process's delay and lease run out.
      await own.query(`update sandbox_webhook_deliveries set due_at = now() where status = 'scheduled'`);
      const restarted = createSandboxProvider({ db: own, config, deliver: httpDeliver });
      providers.push(restarted);
      await restarted.start();
      await restarted.idle();
      expect(parsed().map((e) => [e.event, e.kind === 'payment' ? e.payment.id : null]).sort()).toEqual([
        ['order.paid', paid.razorpay_payment_id],
        ['payment.captured', paid.razorpay_payment_id],
      ]);
    } finally {
      await own.close();
    }
  });
});

describe('sandbox provider: the webhook\'s subscription', () => {
  it('sends only the events its webhook is subscribed to: by default the ones that move a payment or a refund', async () => {
    const { provider, parsed, origin } = await sandbox({ config: readConfig(timings).payments as SandboxConfig });
    const order = await newOrder(provider);
    const paid = await provider.pay(order.id, { method: 'upi', outcome: 'succeed', origin });
    if (paid.type !== 'success') throw new Error(`expected success, got ${paid.type}`);
    await provider.refund(paid.razorpay_payment_id, 50_000, 'rf_sub');
    const failing = await newOrder(provider);
    await provider.pay(failing.id, { method: 'card', outcome: 'fail', origin });
    await provider.idle();
    expect(parsed().map((e) => e.event).sort()).toEqual(['payment.captured', 'payment.failed', 'refund.processed']);
    expect(SUBSCRIBED_EVENTS).not.toContain('order.paid');
    const onlyFailures = readConfig({ ...timings, SANDBOX_WEBHOOK_EVENTS: 'payment.failed' }).payments as SandboxConfig;
    const narrow = await sandbox({ config: onlyFailures });
    const another = await newOrder(narrow.provider);
    await narrow.provider.pay(another.id, { method: 'upi', outcome: 'fail', origin: narrow.origin });
    await narrow.provider.pay(another.id, { method: 'upi', outcome: 'succeed', origin: narrow.origin });
    await narrow.provider.idle();
    expect(narrow.parsed().map((e) => e.event)).toEqual(['payment.failed']);
  });
});

describe('sandbox provider: deliveries', () => {
  it('retries a delivery the endpoint failed, with back-off, under the same event id', async () => {
    const { provider, receiver, parsed, origin } = await sandbox({ statuses: [500, 503] });
    const order = await newOrder(provider);
    await provider.pay(order.id, { method: 'card', outcome: 'fail', origin });
    await expect.poll(() => receiver.received.length).toBe(3);
    const events = parsed();
    expect(events.map((e) => e.event)).toEqual(['payment.failed', 'payment.failed', 'payment.failed']);
    expect(new Set(events.map((e) => e.eventId)).size).toBe(1);
    expect(receiver.received.every((r) => r.body === receiver.received[0]!.body)).toBe(true);
  });

  it('follows a delivery plan: duplicated, late and out of order, and held until released', async () => {
    const plan: DeliveryPlan = (w) => (w.event === 'payment.captured' ? [{ delayMs: 120 }, { delayMs: 160 }] : w.event === 'order.paid' ? [{}] : [{ hold: true }]);
    const { provider, receiver, parsed, origin } = await sandbox({ deliveryPlan: plan });
    const order = await newOrder(provider);
    await provider.pay(order.id, { method: 'upi', outcome: 'succeed', origin });
    await provider.idle();
    const events = parsed();
    expect(events.map((e) => e.event)).toEqual(['order.paid', 'payment.captured', 'payment.captured']);
    expect(events[1]!.eventId).toBe(events[2]!.eventId);

    const failing = await newOrder(provider);
    await provider.pay(failing.id, { method: 'upi', outcome: 'fail', origin });
    await provider.idle();
    expect(receiver.received).toHaveLength(3);
    expect(await provider.releaseHeld({ orderId: failing.id })).toBe(1);
    await provider.idle();
    expect(parsed().at(-1)).toMatchObject({ event: 'payment.failed', payment: { orderId: failing.id } });
  });

  it('delivers to publicUrl when it is set, else to the origin the checkout was served from', async () => {
    const { provider, receiver, origin } = await sandbox();
    const order = await newOrder(provider);
    const elsewhere = createSandboxProvider({ db, config, publicUrl: origin, deliver: httpDeliver });
    providers.push(elsewhere);
    await elsewhere.pay(order.id, { method: 'upi', outcome: 'fail', origin: 'http://127.0.0.1:9' });
    await elsewhere.idle();
    expect(receiver.received).toHaveLength(1);
    expect(SANDBOX_WEBHOOK_PATH).toBe('/v1/payments/sandbox/webhooks');
  });
});

describe('sandbox provider: refunds', () => {
  it('records a pending refund once per receipt, then processes it with refund.processed', async () => {
    const { provider, parsed, origin } = await sandbox();
    const order = await newOrder(provider);
    const paid = await provider.pay(order.id, { method: 'card', outcome: 'succeed', origin });
    if (paid.type !== 'success') throw new Error('expected success');
    const paymentId = paid.razorpay_payment_id;
    const refund = await provider.refund(paymentId, 50_000, 'rf_1');
    expect(refund).toMatchObject({ id: expect.stringMatching(/^rfnd_/), paymentId, amount: 50_000, status: 'pending', receipt: 'rf_1' });
    expect(await provider.refund(paymentId, 50_000, 'rf_1')).toEqual(refund);
    expect(await provider.fetchPayment(paymentId)).toMatchObject({ status: 'captured', amountRefunded: 50_000 });
    await expect(provider.refund(paymentId, 100_001, 'rf_2')).rejects.toThrow(/greater than amount captured/);
    await provider.idle();
    expect(await provider.fetchRefund(refund.id)).toMatchObject({ status: 'processed' });
    const refundEvents = parsed().filter((e) => e.kind === 'refund');
    expect(refundEvents.map((e) => e.event)).toEqual(['refund.created', 'refund.processed']);
    expect(refundEvents[1]).toMatchObject({ refund: { id: refund.id, status: 'processed', receipt: 'rf_1' } });
    await provider.refund(paymentId, 100_000, 'rf_3');
    expect(await provider.fetchPayment(paymentId)).toMatchObject({ status: 'refunded', amountRefunded: 150_000 });
  });

  it('refuses to refund a payment that was never captured, and ids it does not know', async () => {
    const { provider, origin } = await sandbox();
    const order = await newOrder(provider);
    const failed = await provider.pay(order.id, { method: 'card', outcome: 'fail', origin });
    if (failed.type !== 'failed') throw new Error('expected failed');
    await expect(provider.refund(failed.error.metadata.payment_id, 1000, 'rf_x')).rejects.toThrow(/not been captured/);
    await expect(provider.fetchPayment('pay_unknown')).rejects.toThrow(ProviderRefused);
    await expect(provider.fetchRefund('rfnd_unknown')).rejects.toThrow(ProviderRefused);
    await expect(provider.fetchOrderPayments('order_unknown')).rejects.toThrow(ProviderRefused);
    await provider.idle();
  });

  it('a restarted sandbox picks up the captures and refunds the stopped one left', async () => {
    // Its own database: a restart takes over everything pending in the books, other tests' work included.
    const own = await openPglite('memory://', { loadDataDir: await databaseTemplate() });
    try {
      const { provider, parsed, origin } = await sandbox({ on: own });
      const order = await newOrder(provider);
      const paid = await provider.pay(order.id, { method: 'card', outcome: 'succeed', origin });
      if (paid.type !== 'success') throw new Error('expected success');
      await provider.idle();
      const pending = await provider.pay((await newOrder(provider)).id, { method: 'upi', outcome: 'pending', origin });
      if (pending.type !== 'pending') throw new Error('expected pending');
      const refund = await provider.refund(paid.razorpay_payment_id, 1000, 'rf_restart');
      provider.close();
      const restarted = createSandboxProvider({ db: own, config, deliver: httpDeliver });
      providers.push(restarted);
      await restarted.start();
      await restarted.idle();
      expect(await restarted.fetchPayment(pending.razorpay_payment_id)).toMatchObject({ status: 'captured' });
      expect(await restarted.fetchRefund(refund.id)).toMatchObject({ status: 'processed' });
      expect(parsed().map((e) => e.event)).toEqual(expect.arrayContaining(['payment.captured', 'order.paid', 'refund.processed']));
    } finally {
      await own.close();
    }
  });
});
