// The payment step of <ticketkit-booking> in real Chromium, under the renderer under test: the
// sandbox checkout dialog (top layer, focus, Escape), its frame loading a stand-in checkout page
// (fixtures/sandboxCheckoutPage.ts: a same-origin blob page, no network) whose buttons post the
// agreed messages, and the API answers of the fake SDK (no API runs inside a component test;
// e2e runs the reference API's own sandbox page).
import 'react-dom/client';
import '../../elements/screens/booking.tsx';
import './PaymentContainer.tsx';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { defineTicketkitElements } from '../../elements/defineElements.ts';
import { loadScreen } from '../../elements/loadScreen.ts';
import { createFakeSdk, type FakeSdk } from '../../fixtures/fakeSdk.ts';
import { sandboxCheckoutPage } from '../../fixtures/sandboxCheckoutPage.ts';
import type { TicketkitEventDetails } from '../../events.ts';
import { place, until } from '../../testing/dom.ts';

let sdk: FakeSdk;

beforeAll(() => {
  sdk = createFakeSdk({ payments: { checkoutUrl: sandboxCheckoutPage } });
  defineTicketkitElements({ load: loadScreen, sdk: Promise.resolve(sdk) });
});

afterEach(() => {
  document.body.replaceChildren();
  sessionStorage.clear();
  localStorage.clear();
});

const shadow = (el: HTMLElement) => el.shadowRoot!;
const button = (el: HTMLElement, label: RegExp) => [...shadow(el).querySelectorAll<HTMLButtonElement>('button')].find((b) => label.test(b.textContent ?? '') || label.test(b.getAttribute('aria-label') ?? ''));
const dialog = (el: HTMLElement) => shadow(el).querySelector<HTMLDialogElement>('dialog.tk-checkout');

/** A signed-in visitor from the event to the payment step, with a new booking each time. */
async function toPaymentStep() {
  const el = place('<ticketkit-booking event-id="evt_1" city="nagpur"></ticketkit-booking>');
  for (const label of [/^Book tickets$/, /^Nagpur/, /6:00 pm at Deshpande Hall/i, /^Add one Silver ticket$/, /^Continue to booking$/, /^Confirm and pay /]) {
    (await until(() => button(el, label), String(label))).click();
  }
  const pay = await until(() => button(el, /^Pay ₹2,055\.92$/), 'Pay');
  return { el, pay };
}

/** The checkout page inside the open dialog, once loaded. */
async function checkoutPage(el: HTMLElement) {
  const frame = await until(() => dialog(el)?.querySelector('iframe'), 'the checkout frame');
  return until(() => (frame.contentDocument?.getElementById('pay') ? frame.contentDocument : null), 'the checkout page');
}

const press = (page: Document, label: string) => [...page.querySelectorAll('button')].find((b) => b.textContent === label)!.click();

function record<N extends keyof TicketkitEventDetails>(...names: N[]) {
  const seen: { type: string; detail: unknown }[] = [];
  const listener = (e: Event) => seen.push({ type: e.type, detail: (e as CustomEvent).detail });
  names.forEach((n) => document.addEventListener(n, listener));
  return { seen, stop: () => names.forEach((n) => document.removeEventListener(n, listener)) };
}

describe('given a priced booking at the payment step of <ticketkit-booking>', () => {
  it('opens the sandbox checkout as a modal dialog from the keyboard, and Escape abandons it with focus back on Pay and the hold kept', async () => {
    const { el, pay } = await toPaymentStep();
    const releases = () => sdk.calls.filter((c) => c.method === 'releaseHold').length;
    const releasedBefore = releases();
    // Confirm moved focus to the step's heading in the same commit that drew Pay.
    expect(shadow(el).activeElement?.textContent).toBe('Payment');
    pay.focus();
    await userEvent.keyboard('{Enter}');
    // The checkout's code is a chunk loaded on Pay: on a busy 2-core CI that took over 5 s.
    const d = await until(() => (dialog(el)?.open ? dialog(el) : null), 'the open dialog', 15_000);
    expect(d.matches(':modal')).toBe(true);
    expect(d.getAttribute('aria-labelledby')).toBe(d.querySelector('h3')!.id);
    expect(d.querySelector('h3')!.textContent).toBe('Pay ₹2,055.92 (test mode)');
    expect(d.querySelector('iframe')!.title).toBe('Sandbox payment page');
    expect(shadow(el).activeElement?.textContent).toBe('Close');
    await checkoutPage(el);

    await userEvent.keyboard('{Escape}');
    await until(() => !dialog(el), 'the dialog to close');
    expect(shadow(el).activeElement).toBe(button(el, /^Pay ₹2,055\.92$/));
    expect(releases()).toBe(releasedBefore);
    expect(shadow(el).querySelector('[role=alert]')).toBeNull();

    // The Close button abandons it too.
    await userEvent.keyboard('{Enter}');
    await until(() => dialog(el)?.open, 'the dialog again');
    await userEvent.keyboard('{Enter}');
    await until(() => !dialog(el), 'the dialog to close on Close');
    // Longer than the wait for the dialog, so a slow chunk fails with that wait's message.
  }, 30_000);

  it('pays through the checkout page and shows the confirmation, telling the host page once', async () => {
    const events = record('ticketkit:payment-started', 'ticketkit:booking-confirmed');
    const { el, pay } = await toPaymentStep();
    pay.click();
    press(await checkoutPage(el), 'UPI: succeed');
    await until(() => shadow(el).textContent?.includes('You’re going!'), 'the confirmation');
    events.stop();
    expect(events.seen.map((e) => e.type)).toEqual(['ticketkit:payment-started', 'ticketkit:booking-confirmed']);
    const result = sdk.calls.filter((c) => c.method === 'submitPaymentResult').at(-1)!;
    expect(result.args[1]).toEqual({ orderId: (events.seen[0]!.detail as { orderId: string }).orderId, paymentId: 'pay_sandbox_1', signature: '0'.repeat(64) });
  });

  it('shows a failed card with the provider’s reason and Pay again, then waits for a pending UPI payment', async () => {
    const events = record('ticketkit:payment-failed');
    const { el, pay } = await toPaymentStep();
    pay.click();
    press(await checkoutPage(el), 'Card: fail');
    const alert = await until(() => shadow(el).querySelector('[role=alert]'), 'the failure');
    expect(alert.textContent).toContain('The payment provider said: Your bank declined the card.');
    expect(events.seen).toHaveLength(1);
    (await until(() => button(el, /^Pay ₹2,055\.92 again$/), 'Pay again')).click();
    press(await checkoutPage(el), 'UPI: pending, then succeed');
    await until(() => shadow(el).textContent?.includes('Waiting for your payment'), 'the waiting screen');
    expect(shadow(el).querySelector('[role=timer]')).not.toBeNull();
    events.stop();
  });

  it('ignores messages that do not come from the checkout frame and its origin', async () => {
    const { el, pay } = await toPaymentStep();
    pay.click();
    await checkoutPage(el);
    const forged = { source: 'ticketkit-sandbox', type: 'success', razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x', razorpay_signature: '0'.repeat(64) };
    // The page itself, and another frame of the same origin, posting what the checkout would.
    window.postMessage(forged, '*');
    const other = document.createElement('iframe');
    other.src = sandboxCheckoutPage('order_x');
    document.body.append(other);
    await until(() => other.contentDocument?.getElementById('pay'), 'the other frame');
    press(other.contentDocument!, 'UPI: succeed');
    await new Promise((r) => setTimeout(r, 300));
    expect(dialog(el)?.open).toBe(true);
    expect(sdk.calls.filter((c) => c.method === 'submitPaymentResult' && (c.args[1] as { orderId: string }).orderId === 'order_x')).toHaveLength(0);
  });
});
