/**
 * What the sandbox checkout page tells the page that opened it, with
 * `window.parent.postMessage(message, parentOrigin)`, and what `POST /v1/sandbox/orders/{orderId}/pay`
 * answers with the same body. Every message has `source: 'ticketkit-sandbox'`; the widget ignores
 * any other message and any message not from the API's origin.
 *
 * - `success`: the payment was captured; the three `razorpay_*` fields are exactly what Razorpay
 *   Checkout's `handler` receives, to be sent as the booking's payment result
 *   (`razorpay_signature` = hex HMAC-SHA256 of `razorpay_order_id|razorpay_payment_id`).
 * - `pending`: a UPI payment is authorized but not yet captured; the booking confirms when its
 *   `payment.captured` webhook lands (show the waiting screen, keep polling the booking).
 * - `failed`: the attempt failed; `error` is shaped like Razorpay's `payment.failed` response
 *   (`description` is fit to show a person). Pay may be tried again on the same order.
 * - `dismissed`: the person closed the checkout without paying (Razorpay's `modal.ondismiss`).
 */
export type SandboxCheckoutMessage =
  | { source: 'ticketkit-sandbox'; type: 'success'; razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }
  | { source: 'ticketkit-sandbox'; type: 'pending'; razorpay_order_id: string; razorpay_payment_id: string }
  | {
      source: 'ticketkit-sandbox';
      type: 'failed';
      error: { code: string; description: string; source: string; step: string; reason: string; metadata: { order_id: string; payment_id: string } };
    }
  | { source: 'ticketkit-sandbox'; type: 'dismissed' };

export const SANDBOX_MESSAGE_SOURCE = 'ticketkit-sandbox';

/** The choices the sandbox checkout offers. */
export const SANDBOX_METHODS = ['upi', 'card'] as const;
export type SandboxMethod = (typeof SANDBOX_METHODS)[number];
export const SANDBOX_OUTCOMES = ['succeed', 'fail', 'pending', 'abandon'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];
