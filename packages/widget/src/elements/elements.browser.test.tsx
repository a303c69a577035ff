// Imported up front so Vite pre-bundles every dependency of the lazily loaded screens before
// the first test; discovering them mid-run reloads the page and duplicates React.
import 'react-dom/client';
import 'qrcode-generator';
import './screens/events.tsx';
import './screens/booking.tsx';
import './screens/cityPicker.tsx';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeSdk, type FakeSdk } from '../fixtures/fakeSdk.ts';
import type { TicketkitEventName } from '../events.ts';
import { defineTicketkitElements } from './defineElements.ts';
import { checkoutFrame, paidIn, sandboxSays } from '../testing/sandboxCheckout.ts';
import { loadScreen } from './loadScreen.ts';
import { nextEvent, place, until } from '../testing/dom.ts';

// Real Chromium, real custom elements, shadow DOM and React; the SDK is the in-memory fake
// (no API runs inside a component test; the SDK has its own integration tests).
let sdk: FakeSdk;
const loads: string[] = [];

beforeAll(() => {
  sdk = createFakeSdk();
  defineTicketkitElements({ load: (s) => (loads.push(s), loadScreen(s)), sdk: Promise.resolve(sdk) });
});

afterEach(() => {
  document.body.replaceChildren();
  document.head.querySelectorAll('style[data-test]').forEach((s) => s.remove());
  vi.restoreAllMocks();
});

const shadow = (el: HTMLElement) => el.shadowRoot!;
const text = (el: HTMLElement) => shadow(el).textContent ?? '';

describe('given the elements are defined', () => {
  it('defines each element once; defining again is a no-op', () => {
    const Events = customElements.get('ticketkit-events');
    expect(Events).toBeDefined();
    expect(customElements.get('ticketkit-booking')).toBeDefined();
    expect(customElements.get('ticketkit-city-picker')).toBeDefined();
    expect(() => defineTicketkitElements({ load: loadScreen, sdk: Promise.resolve(sdk) })).not.toThrow();
    expect(customElements.get('ticketkit-events')).toBe(Events);
  });
});

describe('given <ticketkit-events city="nagpur">', () => {
  it('renders the event list in an open shadow root styled by an adopted sheet, and says it is ready', async () => {
    const ready = nextEvent('ticketkit:ready');
    const el = place('<ticketkit-events city="nagpur"></ticketkit-events>');
    const event = await ready;
    expect(event.detail).toEqual({ version: 1, element: 'ticketkit-events' });
    expect(event.composed).toBe(true);
    expect(event.target).toBe(el);
    await until(() => text(el).includes('Sufi Night'), 'event cards');
    expect(shadow(el).querySelector('h2')!.textContent).toBe('Events in Nagpur');
    expect(shadow(el).adoptedStyleSheets.length).toBe(1);
    expect(shadow(el).querySelector('style')).toBeNull();
    expect(loads).toContain('events');
  });

  it('follows attribute changes, and removing an attribute falls back to the shared city', async () => {
    const el = place('<ticketkit-events city="nagpur"></ticketkit-events>');
    await until(() => shadow(el).querySelector('h2')?.textContent === 'Events in Nagpur', 'nagpur heading');
    el.setAttribute('city', 'pune');
    await until(() => shadow(el).querySelector('h2')?.textContent === 'Events in Pune', 'pune heading');
    el.setAttribute('category', 'comedy');
    await until(() => shadow(el).querySelector('h2')?.textContent === 'Comedy in Pune', 'category heading');
    el.removeAttribute('category');
    el.removeAttribute('city');
    await until(() => shadow(el).querySelector('h2')?.textContent === 'Events in Nagpur', 'fallback heading');
  });

  it('shares one SDK with <ticketkit-city-picker>: picking a city updates the list', async () => {
    const picker = place('<ticketkit-city-picker></ticketkit-city-picker>');
    const list = place('<ticketkit-events></ticketkit-events>');
    const input = await until(() => shadow(picker).querySelector<HTMLInputElement>('[role=combobox]'), 'combobox');
    await until(() => shadow(list).querySelector('h2')?.textContent === 'Events in Nagpur', 'initial list');
    input.focus();
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    const mumbai = await until(() => [...shadow(picker).querySelectorAll<HTMLElement>('[role=option]')].find((o) => o.textContent?.startsWith('Mumbai')), 'Mumbai option');
    mumbai.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
    await until(() => shadow(list).querySelector('h2')?.textContent === 'Events in Mumbai', 'list follows the picker');
    sdk.city.getState().setCity('nagpur');
  });

  it('survives removal and re-insertion by a single-page app', async () => {
    const el = place('<ticketkit-events city="nagpur"></ticketkit-events>');
    await until(() => text(el).includes('Sufi Night'), 'first render');
    const parent = el.parentElement!;
    el.remove();
    await until(() => shadow(el).childElementCount === 0, 'unmount on removal');
    parent.append(el);
    await until(() => text(el).includes('Sufi Night'), 'render after re-insertion');
  });
});

describe('given a visitor choosing an event in <ticketkit-events>', () => {
  it('tells the host page which event, so it can open the booking', async () => {
    const el = place('<ticketkit-events city="nagpur"></ticketkit-events>');
    const button = await until(() => shadow(el).querySelector<HTMLButtonElement>('article button'), 'a book button');
    const selected = nextEvent('ticketkit:event-selected');
    button.click();
    expect((await selected).detail).toEqual({ version: 1, eventId: 'evt_1', slug: 'sufi-night', title: 'Sufi Night with the Nizami Brothers' });
  });
});

describe('given <ticketkit-events event-href> for a partner with a page per event', () => {
  // The address is a hash so following it keeps this test's page.
  const html = '<ticketkit-events city="nagpur" event-href="#events/{city}/{slug}/{id}"></ticketkit-events>';
  const link = async (el: HTMLElement) => until(() => shadow(el).querySelector<HTMLAnchorElement>('article a[href]'), 'a card link');
  /** Clicks as the browser would, and reports whether anything in the page cancelled the click. */
  function click(target: HTMLElement, init: MouseEventInit = {}): boolean {
    const event = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, button: 0, ...init });
    let prevented = false;
    // Last in line: read the outcome, then stop the browser opening a tab during the test.
    const last = (e: Event) => ((prevented = e.defaultPrevented), e.preventDefault());
    document.addEventListener('click', last, { once: true });
    target.dispatchEvent(event);
    document.removeEventListener('click', last);
    return prevented;
  }
  afterEach(() => history.replaceState(null, '', location.pathname + location.search));

  it('makes each card a real link to the event page, with the fields filled in', async () => {
    const el = place(html);
    const a = await link(el);
    expect(a.getAttribute('href')).toBe('#events/nagpur/sufi-night/evt_1');
    expect(a.textContent).toBe('Sufi Night with the Nizami Brothers');
    expect(shadow(el).querySelector('article button')).toBeNull();
  });

  it('leaves ctrl, meta, shift and middle clicks to the browser and tells the page nothing', async () => {
    const el = place(html);
    const a = await link(el);
    const selected = vi.fn();
    document.addEventListener('ticketkit:event-selected', selected);
    try {
      for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }] satisfies MouseEventInit[]) {
        expect(click(a, init), JSON.stringify(init)).toBe(false);
      }
      expect(selected).not.toHaveBeenCalled();
    } finally {
      document.removeEventListener('ticketkit:event-selected', selected);
    }
  });

  it('on a plain click tells the page which event, then follows the link in place', async () => {
    const el = place(html);
    const a = await link(el);
    const selected = nextEvent('ticketkit:event-selected');
    a.click();
    expect((await selected).detail).toEqual({ version: 1, eventId: 'evt_1', slug: 'sufi-night', title: 'Sufi Night with the Nizami Brothers' });
    await until(() => location.hash === '#events/nagpur/sufi-night/evt_1', 'the event page address');
  });

  it('does not follow the link when the page cancels ticketkit:event-selected to open the booking itself', async () => {
    const el = place(html);
    const a = await link(el);
    const cancel = (e: Event) => e.preventDefault();
    document.addEventListener('ticketkit:event-selected', cancel, { once: true });
    a.click();
    await new Promise((r) => setTimeout(r, 50));
    expect(location.hash).toBe('');
  });
});

describe('given the page configured a locale (data-locale) and an element without one', () => {
  it('uses the page locale; the element attribute still wins', async () => {
    const config = sdk.config;
    sdk.config = { ...config, locale: 'hi-IN' };
    try {
      const picker = place('<ticketkit-city-picker></ticketkit-city-picker>');
      const english = place('<ticketkit-city-picker locale="en-IN"></ticketkit-city-picker>');
      await until(() => shadow(picker).querySelector('label')?.textContent === 'शहर', 'Hindi label');
      await until(() => shadow(english).querySelector('label')?.textContent === 'City', 'English label');
    } finally {
      sdk.config = config;
    }
  });
});

describe('given <ticketkit-events category> naming no category', () => {
  it('says there is no such category and which there are, and tells the page owner', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = nextEvent('ticketkit:error');
    const el = place('<ticketkit-events city="nagpur" category="nonexistent"></ticketkit-events>');
    await until(() => shadow(el).querySelector('h2')?.textContent === 'There is no “nonexistent” category', 'the unknown-category heading');
    expect(text(el)).toContain('Events are listed under: Music');
    expect(text(el)).not.toContain('No events here yet');
    expect((await error).detail).toMatchObject({ version: 1, code: 'element/invalid-attribute' });
    expect(logged.mock.calls.some(([m]) => String(m).startsWith('ticketkit/element/invalid-attribute: <ticketkit-events category>'))).toBe(true);
    el.setAttribute('category', 'music');
    await until(() => shadow(el).querySelector('h2')?.textContent === 'Music in Nagpur', 'the list once the category is fixed');
  });
});

describe('given a misconfigured element', () => {
  it.each([
    ['<ticketkit-events city="New Delhi"></ticketkit-events>', 'element/invalid-attribute', '<ticketkit-events city>'],
    ['<ticketkit-events appearance="{dark}"></ticketkit-events>', 'element/invalid-attribute', 'appearance is not valid JSON'],
    ['<ticketkit-booking></ticketkit-booking>', 'element/missing-attribute', 'needs a event-id attribute'],
  ])('%s explains the problem inside the element, logs its code and emits ticketkit:error', async (html, code, message) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = nextEvent('ticketkit:error');
    const el = place(html);
    const alert = await until(() => shadow(el).querySelector('[role=alert]'), 'error state');
    expect(alert.textContent).toContain('This ticket widget is not set up correctly');
    expect(alert.textContent).toContain(message);
    expect(alert.textContent).toContain(code);
    expect((await error).detail).toMatchObject({ version: 1, code });
    expect(logged.mock.calls.some(([m]) => String(m).startsWith(`ticketkit/${code}`))).toBe(true);
  });

  it('recovers when the attribute is fixed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = place('<ticketkit-events city="Nagpur!"></ticketkit-events>');
    await until(() => shadow(el).querySelector('[role=alert]'), 'error state');
    el.setAttribute('city', 'nagpur');
    await until(() => text(el).includes('Sufi Night'), 'list after fix');
  });
});

describe('given <ticketkit-booking sign-in="inline"> and an SDK without auth', () => {
  it('shows a message instead of a blank box when a screen throws, and reports it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const session = sdk.session.getState();
    sdk.session.setState({ status: 'signed-out', user: null });
    // An SDK without auth (a page that passed a partial object): the inline login throws.
    const auth = sdk.auth;
    delete (sdk as Partial<FakeSdk>).auth;
    try {
      const error = nextEvent('ticketkit:error');
      const el = place('<ticketkit-booking event-id="evt_1" sign-in="inline"></ticketkit-booking>');
      const click = async (label: RegExp) =>
        (await until(() => [...shadow(el).querySelectorAll<HTMLElement>('button')].find((b) => label.test(b.textContent ?? '') || label.test(b.getAttribute('aria-label') ?? '')), String(label))).click();
      await click(/^Book tickets$/);
      await click(/^Nagpur/);
      await click(/6:00 pm at Deshpande Hall/i);
      await click(/^Add one Silver ticket$/);
      await click(/^Continue to booking$/);
      // The SDK has no auth, so the inline login throws: the boundary must catch it.
      const alert = await until(() => shadow(el).querySelector('[role=alert]'), 'error message');
      expect(alert.textContent).toContain('ran into a problem');
      const events: string[] = [(await error).detail.code];
      expect(events).toContain('render-failed');
      expect(logged.mock.calls.some(([m]) => String(m).startsWith('ticketkit/render-failed'))).toBe(true);
    } finally {
      sdk.auth = auth;
      sdk.session.setState(session);
    }
  });
});

describe('given theming', () => {
  it('applies appearance variables and theme inside the shadow root', async () => {
    const el = place(`<ticketkit-events city="nagpur" appearance='{"theme":"dark","variables":{"colorPrimary":"rgb(200, 0, 100)"}}'></ticketkit-events>`);
    const button = await until(() => shadow(el).querySelector<HTMLElement>('.tk-button[data-variant=secondary]'), 'a button');
    expect(el.getAttribute('data-theme')).toBe('dark');
    const root = shadow(el).querySelector<HTMLElement>('.tk-root')!;
    expect(getComputedStyle(root).getPropertyValue('--ticketkit-color-primary').trim()).toBe('rgb(200, 0, 100)');
    // Dark tokens reach the components.
    expect(getComputedStyle(root).backgroundColor).toBe('rgb(21, 20, 26)');
    expect(button).toBeTruthy();
  });

  it('takes --ticketkit-* custom properties set by the host page on the element', async () => {
    const style = document.createElement('style');
    style.dataset.test = '';
    style.textContent = 'ticketkit-events { --ticketkit-color-primary: rgb(1, 2, 3); --ticketkit-radius: 0px; }';
    document.head.append(style);
    const el = place('<ticketkit-events city="nagpur"></ticketkit-events>');
    const card = await until(() => shadow(el).querySelector<HTMLElement>('.tk-card'), 'a card');
    expect(getComputedStyle(card).borderTopLeftRadius).toBe('0px');
    expect(getComputedStyle(shadow(el).querySelector<HTMLElement>('.tk-root')!).getPropertyValue('--ticketkit-color-primary').trim()).toBe('rgb(1, 2, 3)');
  });
});

describe('given <ticketkit-booking event-id> and a signed-in user', () => {
  it('runs the flow and tells the host page about the hold, the payment and the booking', async () => {
    const seen: { type: string; detail: unknown }[] = [];
    const names: TicketkitEventName[] = ['ticketkit:hold-created', 'ticketkit:payment-started', 'ticketkit:booking-confirmed'];
    const listener = (e: Event) => seen.push({ type: e.type, detail: (e as CustomEvent).detail });
    names.forEach((n) => document.addEventListener(n, listener));
    const el = place('<ticketkit-booking event-id="evt_1" city="nagpur"></ticketkit-booking>');
    const click = async (find: () => HTMLElement | null | undefined, what: string) => (await until(find, what)).click();
    const button = (label: RegExp) => () => [...shadow(el).querySelectorAll<HTMLElement>('button')].find((b) => label.test(b.textContent ?? '') || label.test(b.getAttribute('aria-label') ?? ''));
    await click(button(/^Book tickets$/), 'book');
    await click(button(/^Nagpur/), 'city');
    await click(button(/6:00 pm at Deshpande Hall/i), 'session');
    await click(button(/^Add one Silver ticket$/), 'add');
    await click(button(/^Continue to booking$/), 'continue');
    await click(button(/^Confirm and pay/), 'confirm');
    await click(button(/^Pay ₹/), 'pay');
    await until(() => checkoutFrame(shadow(el)), 'the checkout dialog');
    expect(seen.map((s) => s.type)).toEqual(['ticketkit:hold-created', 'ticketkit:payment-started']);
    sandboxSays(paidIn('order_bkg_1'), shadow(el));
    await until(() => text(el).includes('You’re going!'), 'confirmation');
    names.forEach((n) => document.removeEventListener(n, listener));
    expect(seen.map((s) => s.type)).toEqual(['ticketkit:hold-created', 'ticketkit:payment-started', 'ticketkit:booking-confirmed']);
    expect(seen[0]!.detail).toMatchObject({ version: 1, eventId: 'evt_1', sessionId: 'ses_1' });
    expect(seen[1]!.detail).toEqual({ version: 1, bookingId: 'bkg_1', orderId: 'order_bkg_1', amount: 205592 });
    expect(seen[2]!.detail).toEqual({ version: 1, bookingId: 'bkg_1', amount: 205592, currency: 'INR' });
    expect(shadow(el).querySelector('svg[role=img]')).not.toBeNull();
  });
});
