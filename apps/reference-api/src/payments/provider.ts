import type { PaymentProvider as ProviderName } from '@ticketkit/contract';

/**
 * The one interface the API takes payments through. Two implementations: `razorpay` (Razorpay's
 * Orders, Payments and Refunds APIs over HTTPS) and `sandbox` (offline, in this process, test mode).
 * Both speak Razorpay's wire format (razorpay-wire.ts): the same webhook bodies, signatures and
 * checkout result, so everything above this interface is written once.
 *
 * Amounts are paise (integers), currency `INR`.
 */

/** An order: what a checkout pays. One per booking; a retry pays the same order. */
export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
  /** Our reference: the booking id. */
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
}

/** A payment attempt on an order, as the provider reports it. */
export interface ProviderPayment {
  id: string;
  orderId: string;
  amount: number;
  currency: string;
  /** `captured` is money taken; `authorized` is pending capture (auto-capture settles it); `failed` took nothing. */
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  method: string | null;
  /** Why it failed, in the provider's words. */
  errorDescription: string | null;
  /** Paise refunded so far. */
  amountRefunded: number;
}

export interface ProviderRefund {
  id: string;
  paymentId: string;
  amount: number;
  currency: string;
  status: 'pending' | 'processed' | 'failed';
  /** Our reference: the refund's id in our books. */
  receipt: string | null;
}

/** A webhook, verified and parsed. `eventId` is the provider's delivery id: the same event redelivered has the same id. */
export type WebhookEvent =
  | { kind: 'payment'; eventId: string; event: 'payment.authorized' | 'payment.captured' | 'payment.failed' | 'order.paid'; payment: ProviderPayment }
  | { kind: 'refund'; eventId: string; event: 'refund.created' | 'refund.processed' | 'refund.failed'; refund: ProviderRefund }
  /** Signed and well formed, but an event we do not act on. */
  | { kind: 'ignored'; eventId: string; event: string };

/** What the browser needs to open the checkout of an order. */
export interface CheckoutDetails {
  /** Razorpay Checkout's public key id; null for the sandbox. */
  keyId: string | null;
  /** The sandbox's checkout page; null for Razorpay. */
  checkoutUrl: string | null;
}

/** The webhook was not signed by the provider, or is not one of its events: answered 400, nothing changes. */
export class WebhookRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookRejected';
  }
}

/** The provider did not answer or answered with a server error: the caller may retry (answered 502). */
export class ProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailable';
  }
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createOrder(input: { amount: number; currency: string; receipt: string; notes?: Record<string, string> }): Promise<ProviderOrder>;
  /** What the browser needs to open the checkout for this order (`origin`: the API's public origin). */
  checkout(orderId: string, origin: string): CheckoutDetails;
  /** Whether the checkout's result (Razorpay's handler fields) was signed by the provider for this order. */
  verifyCheckout(result: { orderId: string; paymentId: string; signature: string }): boolean;
  /** Verifies the signature over the raw body and parses it; throws WebhookRejected. */
  parseWebhook(rawBody: string, headers: Headers): WebhookEvent;
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  /** Every payment made on an order: what reconciliation and the restart repair compare against. */
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>;
  /** Refunds all or part of a captured payment. `receipt` (our refund id) makes a retried call refund once. */
  refund(paymentId: string, amount: number, receipt: string): Promise<ProviderRefund>;
  fetchRefund(refundId: string): Promise<ProviderRefund>;
}

/** The provider refused the request (an unknown id, a refund above what is left): retrying it changes nothing. */
export class ProviderRefused extends Error {
  constructor(
    /** The provider's error code, e.g. Razorpay's `BAD_REQUEST_ERROR`. */
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderRefused';
  }
}
