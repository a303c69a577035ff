import type { BookingPayment } from '@ticketkit/contract';
import type { CheckoutHandle, CheckoutOptions } from './openCheckout.ts';

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/** The part of Razorpay Standard Checkout's browser API the widget uses. */
interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', handler: (response: { error?: { description?: string } }) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let loading: Promise<RazorpayConstructor> | null = null;

/** Loads Razorpay's Checkout script once, the first time someone pays through it. */
export function loadRazorpay(src = RAZORPAY_CHECKOUT_SCRIPT): Promise<RazorpayConstructor> {
  const existing = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => {
      const loaded = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('Razorpay Checkout did not define Razorpay'));
    });
    script.addEventListener('error', () => reject(new Error('Razorpay Checkout did not load')));
    document.head.append(script);
  }).catch((e: unknown) => {
    loading = null; // the next Pay tries again
    throw e;
  });
  return loading;
}

/** Razorpay Standard Checkout for the booking's order; its modal is Razorpay's own. */
export function openRazorpayCheckout(payment: BookingPayment & { keyId: string }, { prefill, onOutcome }: CheckoutOptions): CheckoutHandle {
  let done = false;
  let instance: RazorpayInstance | null = null;
  const finish = (outcome: Parameters<CheckoutOptions['onOutcome']>[0] | null) => {
    if (done) return;
    done = true;
    if (outcome) onOutcome(outcome);
  };
  loadRazorpay().then(
    (Razorpay) => {
      if (done) return;
      instance = new Razorpay({
        key: payment.keyId,
        order_id: payment.orderId,
        amount: payment.amount.amount,
        currency: payment.amount.currency,
        prefill,
        handler: (r: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }) =>
          finish({ type: 'success', orderId: r.razorpay_order_id, paymentId: r.razorpay_payment_id, signature: r.razorpay_signature }),
        modal: { ondismiss: () => finish({ type: 'dismissed' }) },
      });
      instance.on('payment.failed', (r) => {
        finish({ type: 'failed', reason: typeof r.error?.description === 'string' ? r.error.description : null });
        instance?.close();
      });
      instance.open();
    },
    () => finish({ type: 'failed', reason: null }),
  );
  return {
    close() {
      if (done) return;
      done = true;
      instance?.close();
    },
  };
}
