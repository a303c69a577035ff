import type { BookingPayment } from '@ticketkit/contract';
import type { CheckoutOutcome } from './paymentState.ts';
import { openRazorpayCheckout } from './razorpayCheckout.ts';
import { openSandboxCheckout } from './sandboxCheckout.ts';

export interface CheckoutOptions {
  /** Where the sandbox's dialog goes (inside the widget's shadow root, so its styles apply). */
  container: Element;
  /** The dialog's words, in the screen's language. */
  labels: { title: string; close: string; frame: string };
  /** The attendee, so the provider's form starts filled in. */
  prefill: { name: string; email: string; contact: string };
  /** Called once: the checkout is then closed. */
  onOutcome(outcome: CheckoutOutcome): void;
}

export interface CheckoutHandle {
  /** Closes the checkout without an outcome (the step went away). */
  close(): void;
}

/** Opens the payment's checkout: Razorpay's when the order has a key id, else the sandbox's page. */
export function openCheckout(payment: BookingPayment, options: CheckoutOptions): CheckoutHandle {
  if (payment.keyId) return openRazorpayCheckout({ ...payment, keyId: payment.keyId }, options);
  if (payment.checkoutUrl) return openSandboxCheckout(payment.checkoutUrl, options);
  options.onOutcome({ type: 'failed', reason: null });
  return { close() {} };
}
