// Imported up front so Vite pre-bundles the screen's dependencies before the first test;
// discovering them mid-run reloads the page.
import 'react-dom/client';
import './screens/events.tsx';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeSdk } from '../fixtures/fakeSdk.ts';
import { defineTicketkitElements } from './defineElements.ts';
import { loadScreen } from './loadScreen.ts';
import { place, until } from '../testing/dom.ts';

// Real Chromium, real custom elements and React (preact/compat in browser-preact); the SDK is the
// in-memory fake (no API runs inside a component test). A synchronous move disconnects and
// connects the element in one task: its screen must come back whole, with nothing thrown.
beforeAll(() => defineTicketkitElements({ load: loadScreen, sdk: Promise.resolve(createFakeSdk()) }));
let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.replaceChildren();
});

const text = (el: Element) => el.shadowRoot!.textContent ?? '';
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

/** Runs `act`, then collects what the page reported as errors: console errors and uncaught ones. */
async function problemsDuring(act: () => void): Promise<string[]> {
  const problems: string[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void problems.push(args.map(String).join(' ')));
  const onError = (e: ErrorEvent) => {
    problems.push(String(e.error ?? e.message));
    e.preventDefault();
  };
  window.addEventListener('error', onError);
  try {
    act();
    await settle();
  } finally {
    window.removeEventListener('error', onError);
    spy.mockRestore();
  }
  return problems;
}

describe('given a rendered <ticketkit-events>', () => {
  it('shows its screen after being moved synchronously to another parent, and again after a second move', async () => {
    const el = place('<ticketkit-events city="nagpur"></ticketkit-events>');
    await until(() => text(el).includes('Sufi Night'), 'event cards');
    const other = document.createElement('section');
    document.body.append(other);

    const problems = await problemsDuring(() => other.append(el));
    expect(problems).toEqual([]);
    await until(() => text(el).includes('Sufi Night'), 'event cards after the move');
    expect(el.shadowRoot!.querySelectorAll('h2')).toHaveLength(1);

    expect(await problemsDuring(() => document.body.prepend(el))).toEqual([]);
    await until(() => text(el).includes('Sufi Night'), 'event cards after a second move');
    expect(el.shadowRoot!.querySelectorAll('h2')).toHaveLength(1);
  });

  it('shows both screens after React reorders keyed elements', async () => {
    const box = document.createElement('div');
    document.body.append(box);
    root = createRoot(box);
    const page = (cities: string[]) => (
      <>
        {cities.map((city) => (
          <ticketkit-events key={city} city={city} />
        ))}
      </>
    );
    flushSync(() => root!.render(page(['nagpur', 'pune'])));
    const [nagpur, pune] = [...box.children];
    await until(() => text(nagpur!).includes('Events in Nagpur') && text(pune!).includes('Events in Pune'), 'both lists');

    expect(await problemsDuring(() => flushSync(() => root!.render(page(['pune', 'nagpur']))))).toEqual([]);
    expect([...box.children]).toEqual([pune, nagpur]);
    await until(() => text(nagpur!).includes('Events in Nagpur') && text(pune!).includes('Events in Pune'), 'both lists after the reorder');
  });
});
