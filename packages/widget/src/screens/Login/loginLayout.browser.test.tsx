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

/** The ways of signing in of a `<ticketkit-login>` in `locale`, placed in a column `width` px wide. */
async function waysAt(width: number, locale: string) {
  const box = document.createElement('div');
  box.style.width = `${width}px`;
  const el = document.createElement('ticketkit-login');
  el.setAttribute('locale', locale);
  box.append(el);
  document.body.append(box);
  const ways = await until(() => el.shadowRoot?.querySelector<HTMLElement>('[role="group"]'), 'the ways of signing in');
  const buttons = [...ways.querySelectorAll('button')];
  await until(() => buttons.every((b) => b.textContent && !/^login\./.test(b.textContent)) && (locale === 'en-IN' || /[\u0900-\u097F]/.test(buttons[0]!.textContent!)), 'its texts');
  return buttons;
}

/** Whether a button shows all of its label (no text cut off at its edges). */
const whole = (b: HTMLElement) => b.scrollWidth <= b.clientWidth && b.scrollHeight <= b.clientHeight;

describe.each(['en-IN', 'hi-IN'])('given the ways of signing in, in %s', (locale) => {
  it('in the site’s 512 px sign-in column, sits in one row of equal segments, every label whole', async () => {
    await page.viewport(1366, 768);
    const buttons = await waysAt(512, locale);
    const boxes = buttons.map((b) => b.getBoundingClientRect());
    expect(new Set(boxes.map((r) => Math.round(r.top))).size).toBe(1);
    expect(new Set(boxes.map((r) => Math.round(r.width))).size).toBe(1);
    for (const button of buttons) expect(whole(button), button.textContent!).toBe(true);
    await page.viewport(390, 844);
  });

  it('in a 358 px phone column, stacks its segments full width, every label on one line and whole', async () => {
    const buttons = await waysAt(358, locale);
    const boxes = buttons.map((b) => b.getBoundingClientRect());
    for (const [i, button] of buttons.entries()) {
      expect(whole(button), button.textContent!).toBe(true);
      expect(boxes[i]!.width).toBeGreaterThan(300);
      expect(boxes[i]!.height).toBeLessThan(56);
    }
  });
});

