// Imported up front so Vite pre-bundles the renderer before the first test; discovering it
// mid-run reloads the page.
import 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeSdk, type FakeSdk } from '../fixtures/fakeSdk.ts';
import { defineTicketkitElements, type ScreenModule } from './defineElements.ts';
import { elementScreen } from './mountScreen.tsx';
import { place, until } from '../testing/dom.ts';
import type { ScreenName } from './registry.ts';

// Real Chromium, real custom elements, shadow DOM and renderer; the SDK is the in-memory fake. The
// screens' code is stood in for, as the loader sees it: one never arrives, one fails to arrive,
// one throws while rendering (as a broken screen would).
function Broken(): never {
  throw new Error('broken screen');
}
const SCREENS: Partial<Record<ScreenName, () => Promise<ScreenModule>>> = {
  events: () => new Promise(() => {}),
  'city-picker': () => Promise.reject(new Error('offline')),
  rewards: async () => ({ mount: elementScreen(() => <Broken />) }),
};
let sdk: FakeSdk;
let pageLocale: string | undefined;

beforeAll(() => {
  sdk = createFakeSdk();
  defineTicketkitElements({ load: (screen) => SCREENS[screen]!(), sdk: Promise.resolve(sdk), locale: () => pageLocale });
});
afterEach(() => {
  document.body.replaceChildren();
  pageLocale = undefined;
  vi.restoreAllMocks();
});

const shadow = (el: HTMLElement) => el.shadowRoot!;

describe.each([
  ['locale="hi-IN" on the element', ' locale="hi-IN"', undefined],
  ['a page configured in Hindi (data-locale)', '', 'hi-IN'],
])('given %s', (_, attribute, page) => {
  it('its loading placeholder is labelled in Hindi', () => {
    pageLocale = page;
    const el = place(`<ticketkit-events${attribute}></ticketkit-events>`);
    expect(shadow(el).querySelector('[role=status]')!.getAttribute('aria-label')).toBe('लोड हो रहा है');
  });

  it('says in Hindi that its code could not load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    pageLocale = page;
    const el = place(`<ticketkit-city-picker${attribute}></ticketkit-city-picker>`);
    const alert = await until(() => shadow(el).querySelector('[role=alert]'), 'the load failure');
    expect(alert.textContent).toBe('यह टिकट विजेट लोड नहीं हो सका। अपना कनेक्शन जाँचें और पेज फिर से लोड करें।');
  });

  it('says in Hindi that it ran into a problem when its screen throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = sdk.config;
    sdk.config = { ...config, locale: page ?? null };
    try {
      const el = place(`<ticketkit-rewards${attribute}></ticketkit-rewards>`);
      const alert = await until(() => shadow(el).querySelector('[role=alert]'), 'the render failure');
      expect(alert.textContent).toBe('इस टिकट विजेट में कोई समस्या आ गई। फिर से कोशिश करने के लिए पेज दोबारा लोड करें।');
    } finally {
      sdk.config = config;
    }
  });

  it('says in Hindi that it is not set up correctly', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = sdk.config;
    sdk.config = { ...config, locale: page ?? null };
    try {
      const el = place(`<ticketkit-rewards${attribute} appearance='{"theme":"pink"}'></ticketkit-rewards>`);
      const heading = await until(() => shadow(el).querySelector('[role=alert] h2'), 'the misconfigured state');
      expect(heading.textContent).toBe('यह टिकट विजेट सही तरह से सेट नहीं है');
    } finally {
      sdk.config = config;
    }
  });
});

describe('given an element with no locale on a page without one', () => {
  it('keeps the loader’s words in English', () => {
    const el = place('<ticketkit-events></ticketkit-events>');
    expect(shadow(el).querySelector('[role=status]')!.getAttribute('aria-label')).toBe('Loading');
  });
});
