// Imported up front so Vite pre-bundles the screen's dependencies before the first test;
// discovering them mid-run reloads the page.
import 'react-dom/client';
import './screens/events.tsx';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeSdk } from '../fixtures/fakeSdk.ts';
import { defineTicketkitElements } from './defineElements.ts';
import { loadScreen } from './loadScreen.ts';
import { place, until } from '../testing/dom.ts';
import type { Appearance } from '../styles/appearance.ts';
import type { TicketkitEventMap } from './elementTypes.ts';

// Real Chromium and real custom elements; the SDK is the in-memory fake (no API runs inside a
// component test). This file also runs in the browser-preact project, where `react` is preact/compat:
// the same JSX is then bound by preact, as in the embed.
beforeAll(() => defineTicketkitElements({ load: loadScreen, sdk: Promise.resolve(createFakeSdk()) }));
let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.replaceChildren();
});

const DARK: Appearance = { theme: 'dark', variables: { colorPrimary: 'rgb(200, 0, 100)' } };
const shadow = (el: Element) => el.shadowRoot!;
const primary = (el: Element) => {
  const tkRoot = shadow(el).querySelector<HTMLElement>('.tk-root');
  return tkRoot ? getComputedStyle(tkRoot).getPropertyValue('--ticketkit-color-primary').trim() : '';
};

function render(node: ReactNode): HTMLElement {
  const box = document.createElement('div');
  document.body.append(box);
  root = createRoot(box);
  flushSync(() => root!.render(node));
  return box.firstElementChild as HTMLElement;
}

describe('given an object set as an element property', () => {
  it('does what the JSON attribute does: themes the screen, reads back the object, and reports a wrong one', async () => {
    const el = place('<ticketkit-events city="nagpur"></ticketkit-events>');
    const events = el as HTMLElementTagNameMap['ticketkit-events'];
    events.appearance = DARK;
    expect(el.getAttribute('appearance')).toBe(JSON.stringify(DARK));
    expect(events.appearance).toEqual(DARK);
    await until(() => primary(el) === 'rgb(200, 0, 100)', 'the primary colour from the object');
    await until(() => el.getAttribute('data-theme') === 'dark', 'the dark theme from the object');

    const errors: string[] = [];
    el.addEventListener('ticketkit:error', (e) => errors.push(e.detail.message));
    events.appearance = { theme: 'sepia' } as unknown as Appearance;
    await until(() => errors.length > 0, 'the error for a wrong theme');
    expect(errors[0]).toContain('appearance.theme must be one of');

    events.appearance = undefined;
    expect(el.hasAttribute('appearance')).toBe(false);
  });

  it('keeps an object a page script set before the element was upgraded', async () => {
    const template = document.createElement('template');
    template.innerHTML = '<ticketkit-events city="nagpur"></ticketkit-events>';
    const el = document.adoptNode(template.content.firstElementChild!) as HTMLElementTagNameMap['ticketkit-events'];
    el.appearance = DARK;
    document.body.append(el);
    expect(el.getAttribute('appearance')).toBe(JSON.stringify(DARK));
    await until(() => primary(el) === 'rgb(200, 0, 100)', 'the primary colour from the early object');
  });
});

describe('given the element in JSX (React 19, or preact/compat in the embed)', () => {
  it('binds an appearance object as the property, follows a new one, and hands ticketkit:* events to onticketkit:* handlers', async () => {
    const ready: TicketkitEventMap['ticketkit:ready'][] = [];
    // As a partner writes it: the element, an object for appearance and a namespaced event handler.
    const page = (appearance: Appearance) => <ticketkit-events city="nagpur" appearance={appearance} onticketkit:ready={(e) => ready.push(e)} />;
    const el = render(page(DARK));
    expect(el.getAttribute('appearance')).toBe(JSON.stringify(DARK));
    await until(() => primary(el) === 'rgb(200, 0, 100)', 'the primary colour from JSX');
    await until(() => ready.length > 0, 'ticketkit:ready through the handler');
    expect(ready[0]!.detail.element).toBe('ticketkit-events');

    flushSync(() => root!.render(page({ variables: { colorPrimary: 'rgb(0, 90, 10)' } })));
    await until(() => primary(el) === 'rgb(0, 90, 10)', 'the new primary colour');
    // The theme follows in an effect, which preact runs after the next frame.
    await until(() => el.getAttribute('data-theme') === 'light', 'the default theme again');

    // The app removing the element unmounts its screen without React warning about a root
    // unmounted inside another root's render.
    const errors: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')));
    try {
      flushSync(() => root!.render(null));
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      spy.mockRestore();
    }
    expect(errors).toEqual([]);
    expect(el.isConnected).toBe(false);
  });
});
