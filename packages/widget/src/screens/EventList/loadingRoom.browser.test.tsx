import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TicketkitProvider } from '../../context/TicketkitProvider.tsx';
import { categories, events } from '../../fixtures/catalog.ts';
import { createFakeSdk, type FakeSdk } from '../../fixtures/fakeSdk.ts';
import { adoptStyles } from '../../styles/sheets.ts';
import { CategoryNav } from '../CategoryNav/CategoryNav.tsx';
import { CityPickerContainer } from '../CityPicker/CityPickerContainer.tsx';
import { EventList } from './EventList.tsx';
import { EventListContainer } from './EventListContainer.tsx';

// Real Chromium layout with the widget's own stylesheet: a loading state must take the room of
// what replaces it, or the page around it jumps (layout shift). The SDK is the in-memory fake;
// `never` keeps a request loading.
const never = () => new Promise<never>(() => {});

beforeAll(() => {
  adoptStyles(document);
});
afterEach(() => document.body.replaceChildren());

/** Renders at the width of a phone's content column and returns the box of `selector`. */
function heightOf(ui: ReactElement, selector: string, sdk: FakeSdk = createFakeSdk()): number {
  const { container, unmount } = render(
    <div style={{ width: '380px' }}>
      <TicketkitProvider sdk={sdk}>{ui}</TicketkitProvider>
    </div>,
  );
  const element = container.querySelector(selector);
  if (!element) throw new Error(`nothing matches ${selector}`);
  const height = element.getBoundingClientRect().height;
  unmount();
  return height;
}

describe('given a phone-wide column', () => {
  it('draws a loading event card exactly as tall as the card that replaces it', () => {
    const card = heightOf(<EventList state={{ status: 'success', items: [events[3]!], hasMore: false }} cityName="Nagpur" onSelect={() => {}} />, 'article.tk-card');
    const skeleton = heightOf(<EventList state={{ status: 'loading' }} cityName="Nagpur" />, '.tk-card-skeleton');
    expect(card).toBeGreaterThan(80);
    expect(Math.abs(skeleton - card)).toBeLessThan(1);
  });

  it('draws each event as a short row, poster beside its text, every row one height, so twenty are a few screens', () => {
    const long = { ...events[0]!, id: 'ev_long', title: 'A title long enough to need two lines and then some more words than fit in them', venueName: 'A venue whose name is far too long for one line of a phone' };
    const { container, unmount } = render(
      <div style={{ width: '380px' }}>
        <TicketkitProvider sdk={createFakeSdk()}>
          <EventList state={{ status: 'success', items: [...events, long], hasMore: false }} cityName="Nagpur" onSelect={() => {}} />
        </TicketkitProvider>
      </div>,
    );
    const cards = [...container.querySelectorAll('article.tk-card')];
    const heights = cards.map((c) => c.getBoundingClientRect().height);
    const poster = cards[0]!.querySelector('img')!.getBoundingClientRect();
    const title = cards[0]!.querySelector('h3')!.getBoundingClientRect();
    unmount();
    expect(poster.right).toBeLessThanOrEqual(title.left);
    expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(1);
    expect(heights[0]).toBeLessThan(150);
  });
});

describe('given a desktop-wide grid', () => {
  it('draws every card one height whatever its title, venue or badge, and each is one link', () => {
    const long = { ...events[0]!, id: 'ev_long', title: 'A title long enough to need two lines and then some more words than fit in them', venueName: 'A venue whose name is far too long for one line of a card' };
    const { container, unmount } = render(
      <div style={{ width: '1000px' }}>
        <TicketkitProvider sdk={createFakeSdk()}>
          <EventList state={{ status: 'success', items: [...events, long], hasMore: false }} cityName="Nagpur" eventHref={(e) => `/e/${e.id}`} />
        </TicketkitProvider>
      </div>,
    );
    const cards = [...container.querySelectorAll('article.tk-card')];
    const heights = cards.map((c) => c.getBoundingClientRect().height);
    // A click anywhere on the card (here: its poster's middle) lands on the card's link.
    const box = cards[0]!.querySelector('img')!.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const links = cards.map((c) => c.querySelectorAll('a').length);
    unmount();
    expect(cards.length).toBe(events.length + 1);
    expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(1);
    expect(hit?.closest('a')?.getAttribute('href')).toBe(`/e/${events[0]!.id}`);
    expect(links.every((n) => n === 1)).toBe(true);
  });

  it('keeps the city picker the same height while the cities load and after', async () => {
    const loading = heightOf(<CityPickerContainer />, '.tk-root > *', createFakeSdk({ api: { listCities: never } }));
    const { container, findByRole, unmount } = render(
      <div style={{ width: '380px' }}>
        <TicketkitProvider sdk={createFakeSdk()}>
          <CityPickerContainer />
        </TicketkitProvider>
      </div>,
    );
    await findByRole('combobox');
    const loaded = container.querySelector('.tk-root > *')!.getBoundingClientRect().height;
    unmount();
    expect(loaded).toBeGreaterThan(60);
    expect(loading).toBe(loaded);
  });

  it('holds room for the whole category bar before the categories arrive, on one row', async () => {
    const slot = heightOf(<EventListContainer showCategories />, '.tk-category-slot', createFakeSdk({ api: { listCategories: never, listEvents: never } }));
    const bar = heightOf(<CategoryNav categories={categories} value={undefined} onChange={() => {}} />, 'nav');
    const button = heightOf(<CategoryNav categories={categories} value={undefined} onChange={() => {}} />, 'nav button');
    expect(bar).toBeLessThanOrEqual(slot);
    // Long names ("Food & Drink") stay on one line: the bar scrolls sideways instead of growing.
    expect(bar).toBeLessThan(button * 1.5);
  });
});

describe('given the cities have not arrived yet', () => {
  it('names the list after the city slug read as a name, not the raw slug', () => {
    const { container, unmount } = render(
      <TicketkitProvider sdk={createFakeSdk({ api: { listCities: never, listEvents: never } })}>
        <EventListContainer city="new-delhi" />
      </TicketkitProvider>,
    );
    expect(container.querySelector('h2')!.textContent).toBe('Events in New Delhi');
    unmount();
  });
});

describe('given events that take a while to load', () => {
  it('shows still loading cards for the first second, and pulses them after it', () => {
    const { container, unmount } = render(
      <TicketkitProvider sdk={createFakeSdk()}>
        <EventList state={{ status: 'loading' }} cityName="Nagpur" />
      </TicketkitProvider>,
    );
    const skeletons = [...container.querySelectorAll('.tk-skeleton')];
    expect(skeletons.length).toBeGreaterThan(0);
    for (const skeleton of skeletons) {
      const [pulse] = skeleton.getAnimations();
      expect(pulse?.effect?.getComputedTiming()).toMatchObject({ delay: 1000, iterations: Infinity });
      // Still in its delay: fully opaque, not part-way through a pulse.
      expect(getComputedStyle(skeleton).opacity).toBe('1');
    }
    unmount();
  });
});
