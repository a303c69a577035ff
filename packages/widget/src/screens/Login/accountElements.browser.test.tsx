// The account elements in real Chromium: real custom elements, shadow DOM and React, defined by the
// shared element infrastructure. The SDK is the in-memory fake (no API runs inside a component test;
// the login screen runs against the real Auth emulator in LoginContainer.browser.test.tsx).
// Imported up front so Vite pre-bundles what the lazily loaded chunks need before the first test.
import 'react-dom/client';
import 'qrcode-generator';
import '../../elements/screens/login.tsx';
import '../../elements/screens/ticket.tsx';
import '../../elements/screens/myTickets.tsx';
import '../../elements/screens/corporateDashboard.tsx';
import '../../elements/screens/search.tsx';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineTicketkitElements } from '../../elements/defineElements.ts';
import { loadScreen } from '../../elements/loadScreen.ts';
import { employee, upcomingBookings } from '../../fixtures/account.ts';
import { asha, createFakeSdk, type FakeSdk } from '../../fixtures/fakeSdk.ts';
import { nextEvent, until } from '../../testing/dom.ts';

let sdk: FakeSdk;

beforeAll(() => {
  sdk = createFakeSdk({ signedIn: false, employee: { ...employee, uid: asha.uid } });
  defineTicketkitElements({ load: loadScreen, sdk: Promise.resolve(sdk) });
});

afterEach(() => {
  document.body.replaceChildren();
  sdk.session.setState({ status: 'signed-out', user: null });
  vi.restoreAllMocks();
});

function place(tag: string, attrs: Record<string, string> = {}): HTMLElement {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

const text = (el: HTMLElement) => el.shadowRoot?.textContent ?? '';

describe('given the account elements are defined', () => {
  it('defines every one of them', () => {
    for (const name of ['ticketkit-login', 'ticketkit-my-tickets', 'ticketkit-ticket', 'ticketkit-rewards', 'ticketkit-list-event', 'ticketkit-search', 'ticketkit-corporate-dashboard']) {
      expect(customElements.get(name), name).toBeDefined();
    }
  });
});

describe('given <ticketkit-login source="yourtickets">', () => {
  it('signs in and tells the host page, with events that leave the shadow root', async () => {
    const signedIn = nextEvent('ticketkit:signed-in');
    const navigate = nextEvent('ticketkit:navigate');
    const el = place('ticketkit-login', { source: 'yourtickets' });
    const google = await until(() => el.shadowRoot?.querySelector<HTMLButtonElement>('button[data-provider="google"]'), 'the Google button');
    google.click();
    const [a, b] = await Promise.all([signedIn, navigate]);
    expect(a.detail).toEqual({ version: 1, uid: asha.uid, source: '/yourtickets' });
    expect(a.composed && a.bubbles).toBe(true);
    expect(a.target).toBe(el);
    expect(b.detail).toEqual({ version: 1, to: '/yourtickets' });
  });

  it('explains a bad mode inside the element and on the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reported = nextEvent('ticketkit:error');
    const el = place('ticketkit-login', { mode: 'register' });
    const event = await reported;
    expect(event.detail.code).toBe('element/invalid-attribute');
    await until(() => text(el).includes('must be "sign-in" or "sign-up"'), 'the explained error');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('ticketkit/element/invalid-attribute'));
  });
});

describe('given <ticketkit-ticket>', () => {
  it('shows the booking with its QR code for a signed-in person', async () => {
    sdk.session.setState({ status: 'signed-in', user: asha });
    const b = upcomingBookings[0]!;
    const el = place('ticketkit-ticket', { 'booking-id': b.id });
    await until(() => el.shadowRoot?.querySelector('svg[role="img"]'), 'the QR code');
    expect(text(el)).toContain(b.event.title);
    expect(el.shadowRoot!.adoptedStyleSheets.length).toBe(1);
    expect(el.shadowRoot!.querySelector('style')).toBeNull();
  });

  it('without booking-id says what is missing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = place('ticketkit-ticket');
    await until(() => text(el).includes('needs a booking-id attribute'), 'the missing-attribute message');
    expect(el.shadowRoot!.querySelector('[role="alert"]')).not.toBeNull();
  });
});

describe('given <ticketkit-corporate-dashboard company>', () => {
  it('shows the dashboard for the stored employee of that company', async () => {
    sdk.session.setState({ status: 'signed-in', user: asha });
    const el = place('ticketkit-corporate-dashboard', { company: 'acme' });
    await until(() => text(el).includes('3 of 4 tickets left'), 'the entitlement');
  });

  it('refuses a company that is not a slug', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = place('ticketkit-corporate-dashboard', { company: 'Acme Inc' });
    await until(() => text(el).includes('is not a company slug'), 'the invalid-attribute message');
  });
});

describe('given <ticketkit-search q>', () => {
  it('starts from the query in the attribute, shows its results, and follows a change of it', async () => {
    const el = place('ticketkit-search', { q: 'mumbai' });
    const box = await until(() => el.shadowRoot?.querySelector<HTMLInputElement>('input[role="combobox"]'), 'the search box');
    expect(box.value).toBe('mumbai');
    const options = () => [...el.shadowRoot!.querySelectorAll('[role="option"]')].map((o) => o.textContent ?? '');
    await until(() => options().some((o) => o.startsWith('Mumbai')), 'the Mumbai result');
    el.setAttribute('q', 'pune');
    await until(() => box.value === 'pune', 'the new query in the box');
    await until(() => options().some((o) => o.startsWith('Pune')), 'the Pune result');
  });

  it('refuses a query longer than the API takes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = place('ticketkit-search', { q: 'x'.repeat(101) });
    await until(() => text(el).includes('is longer than 100 characters'), 'the invalid-attribute message');
  });
});
