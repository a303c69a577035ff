// The event page's Book button in real Chromium, inside <ticketkit-booking>'s shadow root as the
// embed ships it, with both renderers (projects `browser` and `browser-preact`). The SDK is the
// in-memory fake (no API runs inside a component test): this checks layout, not booking.
import 'react-dom/client';
import '../../elements/screens/booking.tsx';
import { page } from 'vitest/browser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defineTicketkitElements } from '../../elements/defineElements.ts';
import { loadScreen } from '../../elements/loadScreen.ts';
import { createFakeSdk } from '../../fixtures/fakeSdk.ts';
import { place, until } from '../../testing/dom.ts';

beforeAll(() => defineTicketkitElements({ load: loadScreen, sdk: Promise.resolve(createFakeSdk()) }));
afterAll(() => page.viewport(414, 896));
afterEach(() => {
  document.body.replaceChildren();
  window.scrollTo(0, 0);
});

/** The event page on a host page with content before and after it, so the page scrolls past it. */
async function eventPage() {
  document.body.style.margin = '0';
  place('<div style="height: 300px">Before the widget</div>');
  const el = place('<ticketkit-booking event-id="evt_1"></ticketkit-booking>');
  place('<div style="height: 1200px">After the widget</div>');
  const book = await until(
    () => [...(el.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Book tickets'),
    'the Book button',
  );
  const section = (name: string) => [...el.shadowRoot!.querySelectorAll('h3')].find((h) => h.textContent === name)!;
  return { el, book, section };
}

const inView = (box: DOMRect) => box.top >= 0 && box.bottom <= window.innerHeight;

describe('the event page on a 390 px phone', () => {
  beforeAll(() => page.viewport(390, 844));

  it('keeps Book on screen from the hero to the last section, at the bottom while more of the event is below', async () => {
    const { el, book, section } = await eventPage();
    const article = el.shadowRoot!.querySelector('article')!;
    for (const [name, target] of [['the hero', article], ...['About', 'Venues', 'Terms'].map((n) => [n, section(n)] as const)] as const) {
      target.scrollIntoView({ block: 'start' });
      const box = book.getBoundingClientRect();
      expect(inView(box), `Book on screen with ${name} at the top`).toBe(true);
      if (article.getBoundingClientRect().bottom > window.innerHeight + 8) {
        // Within the bar's own padding of the screen's edge.
        expect(window.innerHeight - box.bottom, `Book at the bottom with ${name} at the top`).toBeLessThan(24);
      }
    }
  });

  it('leaves the host page alone once the event has scrolled away, and Book then rests after the last section', async () => {
    const { el, book, section } = await eventPage();
    window.scrollTo(0, el.getBoundingClientRect().bottom + window.scrollY + 100);
    expect(book.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    expect(book.getBoundingClientRect().top).toBeGreaterThan(section('Terms').getBoundingClientRect().bottom);
  });
});

describe('the event page on a 1366 px screen', () => {
  beforeAll(() => page.viewport(1366, 768));

  it('puts Book beside the sections, in view while they scroll by', async () => {
    const { book, section } = await eventPage();
    section('Venues').scrollIntoView({ block: 'start' });
    const box = book.getBoundingClientRect();
    expect(inView(box)).toBe(true);
    expect(box.left).toBeGreaterThan(section('Venues').getBoundingClientRect().right);
  });
});
