import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { startApi, type RunningApi } from '../../server.ts';
import { databaseTemplate } from '../../testing/api.ts';
import type { SandboxConfig } from '../config.ts';
import { isSandbox } from '../create.ts';
import { httpDeliver } from './deliveries.ts';
import { createSandboxProvider, type SandboxProvider } from './provider.ts';

let api: RunningApi;
let sandbox: SandboxProvider;
beforeAll(async () => {
  api = await startApi(readConfig({ API_PORT: '0', TICKETKIT_DATA_DIR: 'memory://', TICKETKIT_SEED: 'false', SANDBOX_WEBHOOK_RETRY_MS: '3600000' }), {
    pgliteTemplate: await databaseTemplate(),
  });
  if (!isSandbox(api.payments)) throw new Error('the default provider must be the sandbox');
  sandbox = api.payments;
});
afterAll(() => api.close());

const order = () => sandbox.createOrder({ amount: 150_000, currency: 'INR', receipt: 'bk_route' });
const pay = (orderId: string, body: unknown) =>
  fetch(`${api.url}/v1/sandbox/orders/${orderId}/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the sandbox checkout page', () => {
  it('is the URL checkout() gives, marked test mode, with the amount, the order and each method\'s four outcomes', async () => {
    const { id } = await order();
    const { checkoutUrl } = sandbox.checkout(id, api.url);
    const res = await fetch(checkoutUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('TEST MODE');
    expect(html).toContain('Pay ₹1,500.00');
    expect(html).toContain(id);
    for (const method of ['upi', 'card']) {
      for (const outcome of ['succeed', 'fail', 'pending', 'abandon']) expect(html).toContain(`data-method="${method}" data-outcome="${outcome}"`);
    }
  });

  it('runs under a strict CSP: no inline script or style, only its own files, and nothing it could send elsewhere', async () => {
    const { id } = await order();
    const res = await fetch(`${api.url}/v1/sandbox/checkout/${id}`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    const html = await res.text();
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script src="/v1/sandbox/checkout.js" defer>']);
    expect(html).not.toMatch(/<style|style=|\son[a-z]+=/);
    const script = await fetch(`${api.url}/v1/sandbox/checkout.js`);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('postMessage');
    expect((await fetch(`${api.url}/v1/sandbox/checkout.css`)).headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('answers 404 for an order it does not have, and says the order is paid once it is', async () => {
    const missing = await fetch(`${api.url}/v1/sandbox/checkout/order_nope`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('No such order');
    const { id } = await order();
    await pay(id, { method: 'upi', outcome: 'succeed' });
    const paid = await (await fetch(`${api.url}/v1/sandbox/checkout/${id}`)).text();
    expect(paid).toContain('already paid');
    expect(paid).not.toContain('data-outcome');
  });
});

describe('POST /v1/sandbox/orders/{orderId}/pay', () => {
  it('answers the checkout result the page would post, and owes its subscribed webhooks to the API\'s own webhook URL', async () => {
    const { id } = await order();
    const res = await pay(id, { method: 'card', outcome: 'succeed' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { razorpay_payment_id: string; razorpay_signature: string };
    expect(body).toMatchObject({ source: 'ticketkit-sandbox', type: 'success', razorpay_order_id: id, razorpay_payment_id: expect.stringMatching(/^pay_/) });
    expect(sandbox.verifyCheckout({ orderId: id, paymentId: body.razorpay_payment_id, signature: body.razorpay_signature })).toBe(true);
    const { rows } = await api.db.query<{ event: string; url: string }>(
      `select event, url from sandbox_webhook_deliveries where body::json #>> '{payload,payment,entity,order_id}' = $1 order by id`,
      [id],
    );
    expect(rows).toEqual([{ event: 'payment.captured', url: `${api.url}/v1/payments/sandbox/webhooks` }]);
  });

  it('answers failed, pending and dismissed as the page would', async () => {
    const { id } = await order();
    expect(await (await pay(id, { method: 'upi', outcome: 'fail' })).json()).toMatchObject({ type: 'failed', error: { description: expect.any(String) } });
    expect(await (await pay(id, { method: 'upi', outcome: 'abandon' })).json()).toEqual({ source: 'ticketkit-sandbox', type: 'dismissed' });
    expect(await (await pay(id, { method: 'upi', outcome: 'pending' })).json()).toMatchObject({ type: 'pending', razorpay_order_id: id });
  });

  it('refuses a body that is not a method and an outcome (400), and an order it does not have (404)', async () => {
    const { id } = await order();
    for (const body of [{}, { method: 'cash', outcome: 'succeed' }, { method: 'upi', outcome: 'win' }, { method: 'upi', outcome: 'succeed', extra: 1 }]) {
      const res = await pay(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('validation/invalid-body');
    }
    const missing = await pay('order_nope', { method: 'upi', outcome: 'succeed' });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { code: string }).code).toBe('not-found');
  });
});

describe('the delivery plan a test starts the API with', () => {
  it('holds the planned deliveries back until released, then sends them to the API\'s own webhook URL', async () => {
    const config = readConfig({ API_PORT: '0', TICKETKIT_DATA_DIR: 'memory://', TICKETKIT_SEED: 'false', SANDBOX_WEBHOOK_RETRY_MS: '3600000', SANDBOX_WEBHOOK_EVENTS: 'payment.captured,order.paid' });
    const held = await startApi(config, {
      pgliteTemplate: await databaseTemplate(),
      payments: (db) =>
        createSandboxProvider({ db, config: config.payments as SandboxConfig, deliver: httpDeliver, deliveryPlan: (w) => (w.event === 'payment.captured' ? [{ hold: true }] : [{}]) }),
    });
    try {
      if (!isSandbox(held.payments)) throw new Error('the default provider must be the sandbox');
      const { id } = await held.payments.createOrder({ amount: 150_000, currency: 'INR', receipt: 'bk_held' });
      const res = await fetch(`${held.url}/v1/sandbox/orders/${id}/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"method":"upi","outcome":"succeed"}' });
      expect(res.status).toBe(200);
      await held.payments.idle();
      const deliveries = () => held.db.query<{ event: string; status: string; attempts: number }>(`select event, status, attempts from sandbox_webhook_deliveries order by id`).then((r) => r.rows);
      expect(await deliveries()).toEqual([
        { event: 'payment.captured', status: 'held', attempts: 0 },
        { event: 'order.paid', status: expect.not.stringMatching(/held/), attempts: 1 },
      ]);
      expect(await held.payments.releaseHeld({ orderId: id })).toBe(1);
      await expect.poll(async () => (await deliveries())[0]).toMatchObject({ event: 'payment.captured', attempts: 1 });
    } finally {
      await held.close();
    }
  });
});
