import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { configProblems as problemsOf, PRODUCTION_ENV } from '../testing/production.ts';

const { PAYMENT_PROVIDER: _p, RAZORPAY_KEY_ID: _k, RAZORPAY_KEY_SECRET: _s, RAZORPAY_WEBHOOK_SECRET: _w, RAZORPAY_API_URL: _u, ...PROD_WITHOUT_PAYMENTS } = PRODUCTION_ENV;
const RAZORPAY = { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_1DP5mmOlF5G5ag', RAZORPAY_KEY_SECRET: 'k', RAZORPAY_WEBHOOK_SECRET: 'w' };

describe('readConfig: the payment provider', () => {
  it('is the sandbox by default, with its own secrets and timings', () => {
    expect(readConfig({}).payments).toMatchObject({ provider: 'sandbox', keySecret: expect.any(String), webhookSecret: expect.any(String), pendingCaptureMs: 5000 });
    expect(readConfig({ SANDBOX_PENDING_CAPTURE_MS: '50', SANDBOX_REFUND_PROCESS_MS: '0' }).payments).toMatchObject({ pendingCaptureMs: 50, refundProcessMs: 0 });
  });

  it('subscribes the sandbox\'s webhook to the events that move a payment or a refund, or to those SANDBOX_WEBHOOK_EVENTS names', () => {
    expect(readConfig({}).payments).toMatchObject({ webhookEvents: ['payment.authorized', 'payment.captured', 'payment.failed', 'refund.processed', 'refund.failed'] });
    expect(readConfig({ SANDBOX_WEBHOOK_EVENTS: ' payment.captured, order.paid ' }).payments).toMatchObject({ webhookEvents: ['payment.captured', 'order.paid'] });
    expect(problemsOf({ SANDBOX_WEBHOOK_EVENTS: 'payment.captured,payment.dispute' }).join('\n')).toMatch(/SANDBOX_WEBHOOK_EVENTS names events the API does not read \(payment.dispute\)/);
  });

  it('is Razorpay with its key id, key secret and webhook secret, against api.razorpay.com unless told otherwise', () => {
    expect(readConfig(RAZORPAY).payments).toEqual({
      provider: 'razorpay',
      keyId: 'rzp_test_1DP5mmOlF5G5ag',
      keySecret: 'k',
      webhookSecret: 'w',
      apiUrl: 'https://api.razorpay.com',
      timeoutMs: 10_000,
    });
    expect(readConfig({ ...RAZORPAY, RAZORPAY_API_URL: 'http://127.0.0.1:4010/' }).payments).toMatchObject({ apiUrl: 'http://127.0.0.1:4010' });
  });

  it('names every Razorpay setting that is missing, and a key id that is not one', () => {
    expect(problemsOf({ PAYMENT_PROVIDER: 'razorpay' }).join('\n')).toMatch(/RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET/);
    expect(problemsOf({ ...RAZORPAY, RAZORPAY_WEBHOOK_SECRET: '' }).join('\n')).toMatch(/needs RAZORPAY_WEBHOOK_SECRET/);
    expect(problemsOf({ ...RAZORPAY, RAZORPAY_KEY_ID: 'pk_live_123' }).join('\n')).toMatch(/RAZORPAY_KEY_ID=pk_live_123 is not a Razorpay key id/);
    expect(problemsOf({ ...RAZORPAY, RAZORPAY_TIMEOUT_MS: 'soon' }).join('\n')).toMatch(/RAZORPAY_TIMEOUT_MS=soon/);
  });

  it('refuses a provider it does not know', () => {
    expect(problemsOf({ PAYMENT_PROVIDER: 'stripe' }).join('\n')).toMatch(/PAYMENT_PROVIDER=stripe must be sandbox .* or razorpay/);
  });

  it.each([
    ['NODE_ENV=production (the default provider)', { ...PROD_WITHOUT_PAYMENTS }, /NODE_ENV=production/],
    ['NODE_ENV=production (asked for)', { ...PROD_WITHOUT_PAYMENTS, PAYMENT_PROVIDER: 'sandbox' }, /NODE_ENV=production/],
    ['a real Firebase project', { FIREBASE_PROJECT_ID: 'ticketkit-prod' }, /FIREBASE_PROJECT_ID=ticketkit-prod/],
    ['API_PUBLIC_URL on https', { API_PUBLIC_URL: 'https://api.ticketkit.example' }, /API_PUBLIC_URL=https/],
  ])('refuses the sandbox beside a sign of production: %s', (_, env, named) => {
    const problems = problemsOf(env).join('\n');
    expect(problems).toMatch(/sandbox \(test mode/);
    expect(problems).toMatch(named);
    expect(problems).toMatch(/Set PAYMENT_PROVIDER=razorpay/);
  });

  it('starts in production with Razorpay configured', () => {
    expect(problemsOf({ ...PROD_WITHOUT_PAYMENTS, ...RAZORPAY })).toEqual([]);
  });
});
