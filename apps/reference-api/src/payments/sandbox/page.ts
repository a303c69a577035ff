import { formatRupees } from '../../money.ts';
import { escapeXml as escape } from '../../images/svg.ts';
import type { RazorpayOrder } from '../razorpay-wire.ts';
import { SANDBOX_METHODS, SANDBOX_OUTCOMES, type SandboxMethod, type SandboxOutcome } from './checkout-result.ts';

export const SANDBOX_ASSETS = { script: '/v1/sandbox/checkout.js', styles: '/v1/sandbox/checkout.css' } as const;
export const sandboxPayPath = (orderId: string) => `/v1/sandbox/orders/${encodeURIComponent(orderId)}/pay`;

const METHOD: Record<SandboxMethod, { title: string; hint: string }> = {
  upi: { title: 'UPI', hint: 'Test VPA success@razorpay. Nothing is sent to any UPI app.' },
  card: { title: 'Card', hint: 'Test card 4111 1111 1111 1111. No card is charged.' },
};
const OUTCOME: Record<SandboxOutcome, string> = {
  succeed: 'Succeed',
  fail: 'Fail',
  pending: 'Pending, then succeed',
  abandon: 'Abandon',
};

const shell = (title: string, body: string) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">'
  + `<title>${escape(title)}</title><link rel="stylesheet" href="${SANDBOX_ASSETS.styles}"><script src="${SANDBOX_ASSETS.script}" defer></script></head>`
  + `<body>${body}</body></html>`;

const TEST_MODE = '<p class="test-mode" role="note">TEST MODE: Ticketkit sandbox. No real money moves.</p>';

/** The sandbox's checkout page for an order: test mode, the amount, and each method's four outcomes. */
export function checkoutPage(order: RazorpayOrder): string {
  const amount = formatRupees(order.amount);
  const facts = `<dl><dt>Order</dt><dd>${escape(order.id)}</dd><dt>Reference</dt><dd>${escape(order.receipt ?? '')}</dd></dl>`;
  if (order.status === 'paid') {
    return shell('Sandbox checkout (test mode)', `<main aria-labelledby="title">${TEST_MODE}<h1 id="title">${escape(amount)} paid</h1>${facts}<p>This order is already paid.</p></main>`);
  }
  // Disabled until checkout.js (deferred) enables them: a choice made before it runs would be lost.
  const sections = SANDBOX_METHODS.map((method) => {
    const buttons = SANDBOX_OUTCOMES.map((outcome) => `<button type="button" data-method="${method}" data-outcome="${outcome}" disabled>${OUTCOME[outcome]}</button>`).join('');
    return `<section aria-labelledby="m-${method}"><h2 id="m-${method}">${METHOD[method].title}</h2><p class="hint">${METHOD[method].hint}</p>`
      + `<div class="choices" role="group" aria-labelledby="m-${method}">${buttons}</div></section>`;
  }).join('');
  return shell(
    `Pay ${amount} (sandbox, test mode)`,
    `<main aria-labelledby="title" data-pay-url="${escape(sandboxPayPath(order.id))}">${TEST_MODE}<h1 id="title">Pay ${escape(amount)}</h1>${facts}`
      + `${sections}<p id="status" role="status" aria-live="polite"></p></main>`,
  );
}

export const notFoundPage = () => shell('Sandbox checkout (test mode)', `<main aria-labelledby="title">${TEST_MODE}<h1 id="title">No such order</h1><p>The sandbox has no order with this id.</p></main>`);
