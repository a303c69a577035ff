// Imported up front so Vite pre-bundles the screen's dependencies before the first test;
// discovering them mid-run reloads the page.
import 'react-dom/client';
import './screens/events.tsx';
import './screens/search.tsx';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakeSdk } from '../fixtures/fakeSdk.ts';
import { defineTicketkitElements } from './defineElements.ts';
import { loadScreen } from './loadScreen.ts';
import { place, until } from '../testing/dom.ts';
import { PARTS } from '../ui/parts.ts';

// Real Chromium, real custom elements and the page's own stylesheet; the SDK is the in-memory fake
// (no API runs inside a component test).
beforeAll(() => defineTicketkitElements({ load: loadScreen, sdk: Promise.resolve(createFakeSdk()) }));
afterEach(() => {
  document.body.replaceChildren();
  document.querySelectorAll('style[data-test]').forEach((s) => s.remove());
});

function pageStyle(css: string) {
  const style = document.createElement('style');
  style.dataset.test = '';
  style.textContent = css;
  document.head.append(style);
}
const partsIn = (el: Element) => new Set([...el.shadowRoot!.querySelectorAll('[part]')].flatMap((node) => [...node.part]));

describe('given a page that restyles the elements through ::part', () => {
  it('reaches the cards, headings and buttons of <ticketkit-events>, and only under the documented names', async () => {
    pageStyle(`
      ticketkit-events::part(card) { border-top-left-radius: 17px; }
      ticketkit-events::part(heading) { letter-spacing: 3px; }
      ticketkit-events::part(button-secondary) { text-transform: uppercase; }
    `);
    const el = place('<ticketkit-events city="nagpur"></ticketkit-events>');
    const card = await until(() => el.shadowRoot!.querySelector<HTMLElement>('.tk-card:not(.tk-card-skeleton)'), 'an event card');
    expect(getComputedStyle(card).borderTopLeftRadius).toBe('17px');
    expect(getComputedStyle(el.shadowRoot!.querySelector('h2')!).letterSpacing).toBe('3px');
    // A card is one link (its title's), so the list's secondary button is Load more.
    const button = await until(() => [...el.shadowRoot!.querySelectorAll<HTMLElement>('button.tk-button')].find((b) => b.textContent === 'Load more events'), 'the Load more button');
    expect([...button.part]).toEqual(['button', 'button-secondary']);
    expect(getComputedStyle(button).textTransform).toBe('uppercase');
    expect([...partsIn(el)].filter((p) => !(p in PARTS))).toEqual([]);
  });

  it('reaches the input and label of <ticketkit-search>', async () => {
    pageStyle(`
      ticketkit-search::part(input) { outline-offset: 7px; }
      ticketkit-search::part(label) { word-spacing: 5px; }
    `);
    const el = place('<ticketkit-search></ticketkit-search>');
    const input = await until(() => el.shadowRoot!.querySelector<HTMLElement>('input.tk-input'), 'the search box');
    expect(getComputedStyle(input).outlineOffset).toBe('7px');
    expect(getComputedStyle(el.shadowRoot!.querySelector('label')!).wordSpacing).toBe('5px');
    expect([...partsIn(el)].filter((p) => !(p in PARTS))).toEqual([]);
  });
});
