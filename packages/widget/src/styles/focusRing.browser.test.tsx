import type { EventSummary } from '@ticketkit/contract';
import { render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { TicketkitProvider } from '../context/TicketkitProvider.tsx';
import { categories, events } from '../fixtures/catalog.ts';
import { createFakeSdk } from '../fixtures/fakeSdk.ts';
import { CategoryNav } from '../screens/CategoryNav/CategoryNav.tsx';
import { EventList } from '../screens/EventList/EventList.tsx';
import { QuickFilters } from '../screens/EventList/QuickFilters.tsx';
import { until } from '../testing/dom.ts';
import { adoptStyles } from './sheets.ts';

// Real Chromium with the widget's own stylesheet and real key presses: whether a focused element
// matches :focus-visible is the browser's call, which jsdom does not make. The provider's SDK is the
// in-memory fake: the screens under test are presentational.
beforeAll(() => adoptStyles(document));
afterEach(() => document.body.replaceChildren());

const ring = (el: Element) => {
  const style = getComputedStyle(el);
  return `${style.outlineStyle} ${style.outlineWidth}`;
};

/**
 * The ring a person sees for the focused element: its own outline, or its card's when the element is
 * a card's link (the card is the target), and whether a scrolling box around it cuts the ring off on
 * a side where the element itself is inside that box. (An element partly scrolled out of its row is
 * cut there with its ring: that is scrolling, not the ring.)
 */
function seenRing(focused: Element): string {
  const drawn = ring(focused) === 'none 3px' ? (focused.closest('.tk-card') ?? focused) : focused;
  const style = getComputedStyle(drawn);
  if (style.outlineStyle === 'none') return 'none';
  const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
  const box = drawn.getBoundingClientRect();
  for (let clip = drawn.parentElement; clip; clip = clip.parentElement) {
    const clipStyle = getComputedStyle(clip);
    if (clipStyle.overflowX === 'visible' && clipStyle.overflowY === 'visible') continue;
    const r = clip.getBoundingClientRect();
    const edge = { left: r.left + clip.clientLeft, top: r.top + clip.clientTop, right: r.left + clip.clientLeft + clip.clientWidth, bottom: r.top + clip.clientTop + clip.clientHeight };
    const cut = [
      box.left >= edge.left && box.left - reach < edge.left - 0.5 ? 'left' : '',
      box.top >= edge.top && box.top - reach < edge.top - 0.5 ? 'top' : '',
      box.right <= edge.right && box.right + reach > edge.right + 0.5 ? 'right' : '',
      box.bottom <= edge.bottom && box.bottom + reach > edge.bottom + 0.5 ? 'bottom' : '',
    ].filter(Boolean);
    if (cut.length) return `${style.outlineStyle} ${style.outlineWidth}, cut off at the ${cut.join(', ')} by ${clip.className || clip.tagName}`;
  }
  return `${style.outlineStyle} ${style.outlineWidth}`;
}

/** Twelve events: enough for the featured row and the grid below it. */
const many: EventSummary[] = Array.from({ length: 12 }, (_, i) => ({ ...events[i % events.length]!, id: `ev_f${i}`, title: `${events[i % events.length]!.title} ${i + 1}` }));

function inProvider(ui: React.ReactNode) {
  return render(
    <TicketkitProvider sdk={createFakeSdk()} locale="en-IN">
      {ui}
    </TicketkitProvider>,
  );
}

describe('given the home page list: category chips, quick filters, a featured row and the grid', () => {
  it('shows the focus ring on every stop a keyboard user tabs to', async () => {
    const { container } = inProvider(
      <EventList
        headingLevel={1}
        featured
        cityName="Nagpur"
        state={{ status: 'success', items: many, hasMore: true }}
        eventHref={(e) => `/events/${e.slug}`}
        filters={
          <>
            <CategoryNav categories={categories} value={undefined} hrefFor={(slug) => `/${slug ?? ''}`} onChange={() => {}} />
            <QuickFilters value={{}} hrefFor={() => '/?when=today'} onChange={() => {}} />
          </>
        }
      />,
    );
    await until(() => container.querySelectorAll('.tk-card-link').length === many.length, 'every card');
    const stops: string[] = [];
    for (let i = 0; i < 40; i++) {
      await userEvent.tab();
      const focused = document.activeElement;
      if (!focused || focused === document.body || !container.contains(focused)) break;
      // The browser scrolls a focused element into view in its next frame.
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      stops.push(`${focused.textContent}: ${seenRing(focused)}`);
    }
    expect(stops.length).toBeGreaterThan(categories.length + 5 + many.length);
    expect(stops.filter((stop) => !stop.endsWith('solid 3px'))).toEqual([]);
  });
});

describe('given a group whose items are reached by the arrow keys (roving tabindex)', () => {
  it('shows the ring on the item the arrow key moved to, though it is out of the tab order', async () => {
    const { container } = inProvider(
      <div role="radiogroup" aria-label="Seats">
        {['Front', 'Middle', 'Back'].map((name, i) => (
          <button
            key={name}
            type="button"
            role="radio"
            aria-checked={i === 0}
            tabIndex={i === 0 ? 0 : -1}
            onKeyDown={(key) => {
              if (key.key === 'ArrowRight') (key.currentTarget.nextElementSibling as HTMLElement | null)?.focus();
            }}
          >
            {name}
          </button>
        ))}
      </div>,
    );
    const [front, middle] = await until(() => {
      const radios = container.querySelectorAll<HTMLElement>('[role="radio"]');
      return radios.length === 3 && [...radios];
    }, 'the group');
    await userEvent.tab();
    expect(document.activeElement).toBe(front);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(middle);
    expect(middle!.getAttribute('tabindex')).toBe('-1');
    expect(ring(middle!)).toBe('solid 3px');
  });
});

describe('given a screen that moves focus to its heading when a key press opens it', () => {
  it('draws no ring on the heading: it is where reading starts, not a control', async () => {
    const { container } = inProvider(
      <>
        <button
          type="button"
          onClick={(click) => {
            const heading = click.currentTarget.nextElementSibling as HTMLElement;
            heading.focus();
          }}
        >
          Continue
        </button>
        <h2 tabIndex={-1}>Your details</h2>
      </>,
    );
    const button = await until(() => container.querySelector<HTMLElement>('button'), 'the button');
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    expect(ring(button)).toBe('solid 3px');
    await userEvent.keyboard('{Enter}');
    const heading = container.querySelector('h2')!;
    expect(document.activeElement).toBe(heading);
    expect(heading.matches(':focus-visible')).toBe(true);
    expect(getComputedStyle(heading).outlineStyle).toBe('none');
  });
});
