import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { startApi } from '../../server.ts';
import { databaseTemplate } from '../../testing/api.ts';
import { startRazorpayStandIn } from '../../testing/razorpay-stand-in.ts';
import { createPaymentProvider } from '../create.ts';
import { ProviderRefused, ProviderUnavailable, WebhookRejected, type PaymentProvider } from '../provider.ts';

// Razorpay cannot be reached from here: the adapter talks over real HTTP to a local stand-in that
// speaks Razorpay's documented wire format (src/testing/razorpay-stand-in.ts).
const SECRETS = { keyId: 'rzp_test_StandInKey01', keySecret: 'stand-in-key-secret', webhookSecret: 'stand-in-webhook-secret' };
const env = (apiUrl: string, extra: Record<string, string> = {}) => ({
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: SECRETS.keyId,
  RAZORPAY_KEY_SECRET: SECRETS.keySecret,
  RAZORPAY_WEBHOOK_SECRET: SECRETS.webhookSecret,
  RAZORPAY_API_URL: apiUrl,
  ...extra,
});

let standIn: Awaited<ReturnType<typeof startRazorpayStandIn>>;
let razorpay: PaymentProvider;
beforeAll(async () => {
  standIn = await startRazorpayStandIn(SECRETS);
  const config = readConfig(env(standIn.url, { RAZORPAY_TIMEOUT_MS: '300' }));
  razorpay = createPaymentProvider(config, { query: () => Promise.reject(new Error('the Razorpay adapter keeps no books')), exec: () => Promise.reject(new Error('none')) });
});
afterAll(() => standIn.close());

describe('the razorpay adapter against a stand-in speaking Razorpay\'s wire format', () => {
  it('creates an order through the Orders API with Basic auth, and checkout answers the key id for Standard Checkout', async () => {
    const order = await razorpay.createOrder({ amount: 150_000, currency: 'INR', receipt: 'bk_razorpay', notes: { booking: 'bk_razorpay' } });
    expect(order).toEqual({ id: expect.stringMatching(/^order_/), amount: 150_000, currency: 'INR', receipt: 'bk_razorpay', status: 'created' });
    const sent = standIn.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/orders', body: { amount: 150_000, currency: 'INR', receipt: 'bk_razorpay', notes: { booking: 'bk_razorpay' } } });
    expect(sent.headers.authorization).toBe(`Basic ${Buffer.from(`${SECRETS.keyId}:${SECRETS.keySecret}`).toString('base64')}`);
    expect(razorpay.name).toBe('razorpay');
    expect(razorpay.checkout(order.id, 'https://api.example')).toEqual({ keyId: SECRETS.keyId, checkoutUrl: null });
  });

  it('verifies Checkout\'s result, fetches the payment and the order\'s payments', async () => {
    const order = await razorpay.createOrder({ amount: 150_000, currency: 'INR', receipt: 'bk_fetch' });
    const { result } = standIn.payOrder(order.id);
    expect(razorpay.verifyCheckout({ orderId: order.id, paymentId: result.razorpay_payment_id, signature: result.razorpay_signature })).toBe(true);
    expect(razorpay.verifyCheckout({ orderId: 'order_other', paymentId: result.razorpay_payment_id, signature: result.razorpay_signature })).toBe(false);
    const payment = await razorpay.fetchPayment(result.razorpay_payment_id);
    expect(payment).toEqual({ id: result.razorpay_payment_id, orderId: order.id, amount: 150_000, currency: 'INR', status: 'captured', method: 'upi', errorDescription: null, amountRefunded: 0 });
    expect(await razorpay.fetchOrderPayments(order.id)).toEqual([payment]);
  });

  it('refunds through the Refunds API with our receipt, once however often the call is retried, and fetches the refund', async () => {
    const order = await razorpay.createOrder({ amount: 150_000, currency: 'INR', receipt: 'bk_refund' });
    const { result } = standIn.payOrder(order.id, 'card');
    const refund = await razorpay.refund(result.razorpay_payment_id, 75_000, 'rf_0123456789abcdef');
    expect(refund).toEqual({ id: expect.stringMatching(/^rfnd_/), paymentId: result.razorpay_payment_id, amount: 75_000, currency: 'INR', status: 'pending', receipt: 'rf_0123456789abcdef' });
    expect(standIn.requests.at(-1)).toMatchObject({ path: `/v1/payments/${result.razorpay_payment_id}/refund`, body: { amount: 75_000, speed: 'normal', receipt: 'rf_0123456789abcdef' } });
    expect(standIn.requests.at(-1)!.headers['x-refund-idempotency']).toBe('rf_0123456789abcdef');
    expect(await razorpay.refund(result.razorpay_payment_id, 75_000, 'rf_0123456789abcdef')).toEqual(refund);
    expect(await razorpay.fetchPayment(result.razorpay_payment_id)).toMatchObject({ amountRefunded: 75_000 });
    expect(await razorpay.fetchRefund(refund.id)).toEqual(refund);
  });

  it('passes on what Razorpay refuses (a 4xx) as ProviderRefused with its code and description', async () => {
    await expect(razorpay.createOrder({ amount: 50, currency: 'INR', receipt: 'bk_small' })).rejects.toEqual(new ProviderRefused('BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00'));
    await expect(razorpay.fetchPayment('pay_00000000000000')).rejects.toThrow(ProviderRefused);
    const order = await razorpay.createOrder({ amount: 10_000, currency: 'INR', receipt: 'bk_over' });
    const { result } = standIn.payOrder(order.id);
    await expect(razorpay.refund(result.razorpay_payment_id, 10_001, 'rf_over_000001')).rejects.toThrow(/greater than amount captured/);
    const wrongKey = createPaymentProvider(readConfig(env(standIn.url, { RAZORPAY_KEY_SECRET: 'not-the-secret' })), { query: () => Promise.reject(new Error('x')), exec: () => Promise.reject(new Error('x')) });
    await expect(wrongKey.fetchPayment(result.razorpay_payment_id)).rejects.toThrow(/Authentication failed/);
  });

  it('answers ProviderUnavailable on a 5xx, a 429, no answer within the timeout, and no server at all', async () => {
    for (const status of [500, 502, 503, 429]) {
      standIn.trouble.push(status);
      await expect(razorpay.createOrder({ amount: 10_000, currency: 'INR', receipt: 'bk_down' }), String(status)).rejects.toThrow(ProviderUnavailable);
    }
    standIn.trouble.push('hang');
    const started = Date.now();
    await expect(razorpay.fetchOrderPayments('order_any')).rejects.toThrow(ProviderUnavailable);
    expect(Date.now() - started).toBeLessThan(5_000);
    const nobody = createPaymentProvider(readConfig(env('http://127.0.0.1:9')), { query: () => Promise.reject(new Error('x')), exec: () => Promise.reject(new Error('x')) });
    await expect(nobody.fetchRefund('rfnd_any')).rejects.toThrow(ProviderUnavailable);
  });

  it('parses a webhook signed with the webhook secret and rejects one signed with another secret', async () => {
    const order = await razorpay.createOrder({ amount: 150_000, currency: 'INR', receipt: 'bk_hook' });
    const { payment } = standIn.payOrder(order.id);
    const good = standIn.webhook('payment.captured', { payment: { entity: payment } });
    expect(razorpay.parseWebhook(good.body, good.headers)).toMatchObject({ kind: 'payment', event: 'payment.captured', payment: { id: payment.id, orderId: order.id, status: 'captured' } });
    const forged = standIn.webhook('payment.captured', { payment: { entity: payment } }, 'an-attackers-secret');
    expect(() => razorpay.parseWebhook(forged.body, forged.headers)).toThrow(WebhookRejected);
    // The sandbox's secret is not Razorpay's either.
    const sandboxSecret = (readConfig({}).payments as { webhookSecret: string }).webhookSecret;
    const fromSandbox = standIn.webhook('payment.captured', { payment: { entity: payment } }, sandboxSecret);
    expect(() => razorpay.parseWebhook(fromSandbox.body, fromSandbox.headers)).toThrow(WebhookRejected);
  });
});

describe('the API with PAYMENT_PROVIDER=razorpay', () => {
  it('takes payments through Razorpay and serves none of the sandbox\'s payer routes', async () => {
    const api = await startApi(readConfig({ API_PORT: '0', TICKETKIT_DATA_DIR: 'memory://', TICKETKIT_SEED: 'false', ...env(standIn.url) }), { pgliteTemplate: await databaseTemplate() });
    try {
      expect(api.payments.name).toBe('razorpay');
      const order = await api.payments.createOrder({ amount: 10_000, currency: 'INR', receipt: 'bk_api' });
      expect((await fetch(`${api.url}/v1/sandbox/checkout/${order.id}`)).status).toBe(404);
      const pay = await fetch(`${api.url}/v1/sandbox/orders/${order.id}/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"method":"upi","outcome":"succeed"}' });
      expect(pay.status).toBe(404);
      expect((await fetch(`${api.url}/v1/sandbox/checkout.js`)).status).toBe(404);
    } finally {
      await api.close();
    }
  });
});

