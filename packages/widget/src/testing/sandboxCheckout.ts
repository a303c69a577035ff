/**
 * Plays the sandbox checkout page's side in tests: the page inside the checkout dialog's frame posts
 * its outcome to the widget. Under jsdom (no frames load) the message is dispatched as the browser
 * would deliver it, from the frame's window and the checkout's origin; browser tests serve a real
 * page in the frame instead (see Payment/checkout.browser.test.tsx).
 */
export type SandboxMessage =
  | { type: 'success'; razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }
  | { type: 'failed'; error: { description: string } }
  | { type: 'dismissed' }
  | { type: 'pending' };

/** The checkout dialog's frame, in the document or in `root`. */
export function checkoutFrame(root: ParentNode = document): HTMLIFrameElement | null {
  return root.querySelector<HTMLIFrameElement>('dialog.tk-checkout iframe');
}

/** Delivers `message` from the open checkout's frame, as its page would post it. */
export function sandboxSays(message: SandboxMessage, root: ParentNode = document): void {
  const frame = checkoutFrame(root);
  if (!frame) throw new Error('no checkout dialog is open');
  const origin = new URL(frame.src).origin;
  window.dispatchEvent(new MessageEvent('message', { data: { source: 'ticketkit-sandbox', ...message }, origin, source: frame.contentWindow }));
}

/** A successful result for the order the frame shows (the fake provider accepts any signature but BAD_SIGNATURE). */
export function paidIn(orderId: string): SandboxMessage {
  return { type: 'success', razorpay_order_id: orderId, razorpay_payment_id: 'pay_test_1', razorpay_signature: '0'.repeat(64) };
}

/** Pays the order the open checkout shows (the fake's default pages end with the order id). */
export function payOpenCheckout(root: ParentNode = document): void {
  const frame = checkoutFrame(root);
  if (!frame) throw new Error('no checkout dialog is open');
  sandboxSays(paidIn(new URL(frame.src).pathname.split('/').pop()!), root);
}
