import type { CheckoutHandle, CheckoutOptions } from './openCheckout.ts';
import type { CheckoutOutcome } from './paymentState.ts';

/** What the sandbox's checkout page posts to its parent. */
interface SandboxMessage {
  source: 'ticketkit-sandbox';
  type: 'success' | 'failed' | 'dismissed' | 'pending';
  razorpay_order_id?: unknown;
  razorpay_payment_id?: unknown;
  razorpay_signature?: unknown;
  error?: { description?: unknown };
}

/** The sandbox page's message as an outcome, or null when it is not one. */
export function sandboxOutcome(data: unknown): CheckoutOutcome | null {
  const m = data as Partial<SandboxMessage> | null;
  if (!m || typeof m !== 'object' || m.source !== 'ticketkit-sandbox') return null;
  switch (m.type) {
    case 'success':
      if (typeof m.razorpay_order_id !== 'string' || typeof m.razorpay_payment_id !== 'string' || typeof m.razorpay_signature !== 'string') return null;
      return { type: 'success', orderId: m.razorpay_order_id, paymentId: m.razorpay_payment_id, signature: m.razorpay_signature };
    case 'failed':
      return { type: 'failed', reason: typeof m.error?.description === 'string' && m.error.description.trim() ? m.error.description.slice(0, 300) : null };
    case 'dismissed':
      return { type: 'dismissed' };
    case 'pending':
      return { type: 'pending' };
    default:
      return null;
  }
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  return el;
}

/**
 * The sandbox's checkout page in a modal dialog: a titled frame, a Close button, Escape or Close to
 * abandon. Only messages from that frame's window and the checkout's own origin count; focus goes
 * back where it was when the dialog closes.
 */
export function openSandboxCheckout(checkoutUrl: string, { container, labels, onOutcome }: CheckoutOptions): CheckoutHandle {
  const origin = new URL(checkoutUrl, location.href).origin;
  const root = container.getRootNode() as Document | ShadowRoot;
  const returnFocus = root.activeElement as HTMLElement | null;
  const dialog = element('dialog', 'tk-checkout');
  const titleId = `tk-checkout-${Math.random().toString(36).slice(2)}`;
  dialog.setAttribute('aria-labelledby', titleId);
  const bar = element('div', 'tk-checkout-bar');
  const title = element('h3', 'tk-checkout-title');
  title.id = titleId;
  title.textContent = labels.title;
  const close = element('button', 'tk-button');
  close.type = 'button';
  close.dataset.variant = 'secondary';
  close.textContent = labels.close;
  const frame = element('iframe', 'tk-checkout-frame');
  frame.title = labels.frame;
  frame.src = checkoutUrl;
  bar.append(title, close);
  dialog.append(bar, frame);

  let done = false;
  function finish(outcome: CheckoutOutcome | null) {
    if (done) return;
    done = true;
    window.removeEventListener('message', onMessage);
    if (dialog.open && typeof dialog.close === 'function') dialog.close();
    dialog.remove();
    returnFocus?.focus();
    if (outcome) onOutcome(outcome);
  }
  function onMessage(event: MessageEvent) {
    if (event.source !== frame.contentWindow || event.origin !== origin) return;
    const outcome = sandboxOutcome(event.data);
    if (outcome) finish(outcome);
  }
  window.addEventListener('message', onMessage);
  close.addEventListener('click', () => finish({ type: 'dismissed' }));
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    finish({ type: 'dismissed' });
  });
  container.append(dialog);
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
  close.focus();
  return { close: () => finish(null) };
}
