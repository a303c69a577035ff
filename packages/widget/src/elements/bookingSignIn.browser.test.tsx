// <ticketkit-booking>'s sign-in modes in real Chromium: real custom elements, shadow DOM, the
// renderer under test and the lazily loaded login chunk. The SDK is the in-memory account fake
// (no API or Auth emulator runs inside a component test; e2e/partner-demo-booking.e2e.test.ts
// signs in inside the built embed against the real emulator).
// Imported up front so Vite pre-bundles what the lazily loaded chunks need before the first test.
import 'react-dom/client';
import './screens/booking.tsx';
import '../screens/Login/LoginContainer.tsx';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakeSdk, type FakeSdk } from '../fixtures/fakeSdk.ts';
import { defineTicketkitElements } from './defineElements.ts';
import { loadScreen } from './loadScreen.ts';
import { fill, place, until } from '../testing/dom.ts';

let sdk: FakeSdk;

beforeAll(() => {
  sdk = createFakeSdk({ signedIn: false });
  defineTicketkitElements({ load: loadScreen, sdk: Promise.resolve(sdk) });
});

afterEach(() => {
  document.body.replaceChildren();
  sdk.session.setState({ status: 'signed-out', user: null });
});

const shadow = (el: HTMLElement) => el.shadowRoot!;
const byText = (el: HTMLElement, selector: string, label: RegExp) =>
  [...shadow(el).querySelectorAll<HTMLElement>(selector)].find((b) => label.test(b.textContent ?? '') || label.test(b.getAttribute('aria-label') ?? ''));

/** Walks a signed-out visitor from the event to the booking step. */
async function toBookingStep(el: HTMLElement) {
  for (const label of [/^Book tickets$/, /^Nagpur/, /6:00 pm at Deshpande Hall/i, /^Add one Silver ticket$/, /^Continue to booking$/]) {
    (await until(() => byText(el, 'button', label), String(label))).click();
  }
  await until(() => byText(el, 'h3', /^Sign in to book$/), 'the sign-in step');
}

describe('given <ticketkit-booking event-id> with no sign-in attribute and nobody signed in', () => {
  it('signs the visitor in inside the element and continues to the booking with the selection kept', async () => {
    const el = place('<ticketkit-booking event-id="evt_1" city="nagpur"></ticketkit-booking>');
    await toBookingStep(el);

    const form = await until(() => shadow(el).querySelector<HTMLFormElement>('form[aria-label="Email and password"]'), 'the inline email and password form');
    // One screen, one h2: the sign-in's heading sits under the step's "Sign in to book".
    expect([...shadow(el).querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Your booking']);
    expect(shadow(el).querySelector('h4')?.textContent).toBe('Sign in to Ticketkit');
    await fill(form.querySelector<HTMLInputElement>('input[type=email]')!, 'asha@example.com');
    await fill(form.querySelector<HTMLInputElement>('input[type=password]')!, 'correct horse');
    byText(el, 'form[aria-label="Email and password"] button', /^Sign in$/)!.click();

    await until(() => byText(el, 'button', /^Confirm and pay /), 'the booking form after sign-in');
    expect(sdk.authCalls.map((c) => c.method)).toContain('signInWithEmail');
    expect(sdk.authCalls.find((c) => c.method === 'signInWithEmail')?.args.slice(0, 2)).toEqual(['asha@example.com', 'correct horse']);
    expect(shadow(el).textContent).toContain('Silver ×');
  });
});

describe('given <ticketkit-booking sign-in="event"> for a page that runs its own sign-in', () => {
  it('shows no sign-in form and asks the page through ticketkit:sign-in-required', async () => {
    const asked = new Promise<Event>((resolve) => document.addEventListener('ticketkit:sign-in-required', resolve, { once: true }));
    const callsBefore = sdk.authCalls.length;
    const el = place('<ticketkit-booking event-id="evt_1" city="nagpur" sign-in="event"></ticketkit-booking>');
    await toBookingStep(el);
    expect(((await asked) as CustomEvent).detail).toEqual({ version: 1, step: 'booking' });
    const button = await until(() => byText(el, 'button', /^Sign in$/), 'the sign-in button');
    expect(shadow(el).querySelector('form[aria-label="Email and password"]')).toBeNull();

    const again = new Promise<Event>((resolve) => document.addEventListener('ticketkit:sign-in-required', resolve, { once: true }));
    button.click();
    expect((await again).composed).toBe(true);
    expect(sdk.authCalls.slice(callsBefore)).toEqual([]);
  });
});
