// <ticketkit-login> in real Chromium on a phone-sized page, with both renderers (projects `browser`
// and `browser-preact`). The SDK is the in-memory fake: this checks layout, not sign-in.
import 'react-dom/client';
import '../../elements/screens/login.tsx';
import { page } from 'vitest/browser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defineTicketkitElements } from '../../elements/defineElements.ts';
import { loadScreen } from '../../elements/loadScreen.ts';
import { createFakeSdk } from '../../fixtures/fakeSdk.ts';
import { until } from '../../testing/dom.ts';

beforeAll(async () => {
  defineTicketkitElements({ load: loadScreen, sdk: Promise.resolve(createFakeSdk({ signedIn: false })) });
  await page.viewport(390, 844);
});
afterAll(() => page.viewport(414, 896));
afterEach(() => document.body.replaceChildren());

describe.each(['sign-in', 'sign-up'])('given <ticketkit-login mode="%s"> on a 390 px wide phone', (mode) => {
  it('shows every way of signing in without any sideways scrolling', async () => {
    const el = document.createElement('ticketkit-login');
    el.setAttribute('mode', mode);
    document.body.append(el);
    const ways = await until(() => el.shadowRoot?.querySelector<HTMLElement>('[role="group"]'), 'the ways of signing in');
    const root = document.documentElement;
    expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    expect(ways.scrollWidth).toBeLessThanOrEqual(ways.clientWidth);
    const buttons = [...ways.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual(['Email and password', 'Email me a sign-in link', 'Phone number']);
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(root.clientWidth);
    }
  });

  it('marks the chosen way so it looks unlike the others', async () => {
    const el = document.createElement('ticketkit-login');
    el.setAttribute('mode', mode);
    document.body.append(el);
    const ways = await until(() => el.shadowRoot?.querySelector<HTMLElement>('[role="group"]'), 'the ways of signing in');
    const [chosen, other] = [ways.querySelector('[aria-pressed="true"]')!, ways.querySelector('[aria-pressed="false"]')!];
    expect(getComputedStyle(chosen).backgroundColor).not.toBe(getComputedStyle(other).backgroundColor);
  });
});
