// Razorpay Standard Checkout's wiring in real Chromium. Razorpay's script cannot be fetched here:
// a stand-in script (a blob: URL, no network) defines `Razorpay` with the documented surface
// (constructor options, open, close, on('payment.failed')) and records what it was given.
import { afterEach, describe, expect, it } from 'vitest';
import { paymentPendingBooking } from '../../fixtures/booking.ts';
import type { CheckoutOutcome } from './paymentState.ts';
import { loadRazorpay, openRazorpayCheckout } from './razorpayCheckout.ts';

type Recorded = { options: Record<string, unknown> & { handler(r: unknown): void; modal: { ondismiss(): void } }; failed?: (r: unknown) => void; opened: boolean; closed: boolean };
declare global {
  interface Window {
    Razorpay?: unknown;
    razorpayInstances?: Recorded[];
  }
}

const STAND_IN = `window.razorpayInstances = [];
window.Razorpay = function (options) {
  const rec = { options, opened: false, closed: false };
  window.razorpayInstances.push(rec);
  this.open = () => { rec.opened = true; };
  this.close = () => { rec.closed = true; };
  this.on = (name, fn) => { if (name === 'payment.failed') rec.failed = fn; };
};`;

// The script loads once per page, as in production: each test starts with no instances recorded.
afterEach(() => {
  window.razorpayInstances = [];
});

const payment = { ...paymentPendingBooking.payment!, provider: 'razorpay' as const, keyId: 'rzp_test_key', checkoutUrl: null };
const prefill = { name: 'Asha Rao', email: 'asha@example.com', contact: '+919876543210' };

function open() {
  const outcomes: CheckoutOutcome[] = [];
  openRazorpayCheckout(payment, { container: document.body, labels: { title: '', close: '', frame: '' }, prefill, onOutcome: (o) => outcomes.push(o) });
  return outcomes;
}

describe('given Razorpay Checkout', () => {
  it('loads its script only when asked, once', async () => {
    const src = URL.createObjectURL(new Blob([STAND_IN], { type: 'text/javascript' }));
    expect(document.querySelector(`script[src="${src}"]`)).toBeNull();
    const [a, b] = await Promise.all([loadRazorpay(src), loadRazorpay(src)]);
    expect(a).toBe(b);
    expect(document.querySelectorAll(`script[src="${src}"]`)).toHaveLength(1);
  });

  it('opens the order with the key, amount and attendee, and reports success, failure and dismissal once each', async () => {
    await loadRazorpay(URL.createObjectURL(new Blob([STAND_IN], { type: 'text/javascript' })));
    const paid = open();
    await expect.poll(() => window.razorpayInstances?.[0]?.opened).toBe(true);
    const first = window.razorpayInstances![0]!;
    expect(first.options).toMatchObject({ key: 'rzp_test_key', order_id: 'order_fake_1', amount: 205592, currency: 'INR', prefill });
    first.options.handler({ razorpay_order_id: 'order_fake_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'abc' });
    first.options.modal.ondismiss();
    expect(paid).toEqual([{ type: 'success', orderId: 'order_fake_1', paymentId: 'pay_1', signature: 'abc' }]);

    const failed = open();
    await expect.poll(() => window.razorpayInstances?.[1]?.opened).toBe(true);
    const second = window.razorpayInstances![1]!;
    second.failed!({ error: { description: 'Payment declined by the bank' } });
    expect(failed).toEqual([{ type: 'failed', reason: 'Payment declined by the bank' }]);
    expect(second.closed).toBe(true);

    const dismissed = open();
    await expect.poll(() => window.razorpayInstances?.[2]?.opened).toBe(true);
    window.razorpayInstances![2]!.options.modal.ondismiss();
    expect(dismissed).toEqual([{ type: 'dismissed' }]);
  });
});
