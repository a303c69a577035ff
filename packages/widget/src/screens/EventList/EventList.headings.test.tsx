import type { EventSummary } from '@ticketkit/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { events } from '../../fixtures/catalog.ts';
import { TicketkitProvider } from '../../context/TicketkitProvider.tsx';
import { EventList } from './EventList.tsx';

const page: EventSummary[] = Array.from({ length: 12 }, (_, i) => ({ ...events[i % events.length]!, id: `ev_h${i}`, slug: `event-${i}`, title: `Event number ${i + 1}` }));
const levels = () => screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));

// Screen readers move by heading level: a card's title sits one level under the heading it is listed under.
describe('given the list as a page’s main heading (the site’s home and category pages)', () => {
  it('puts the cards’ titles straight under it when no sections are shown, so no level is skipped', () => {
    render(
      <TicketkitProvider>
        <EventList state={{ status: 'success', items: page, hasMore: false }} cityName="Nagpur" categoryName="Music" headingLevel={1} />
      </TicketkitProvider>,
    );
    expect(levels()).toEqual([1, ...page.map(() => 2)]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(page.map((e) => e.title));
  });

  it('puts them under the featured and all-events headings when those are shown', () => {
    render(
      <TicketkitProvider>
        <EventList state={{ status: 'success', items: page, hasMore: false }} cityName="Nagpur" headingLevel={1} featured />
      </TicketkitProvider>,
    );
    const shown = levels();
    expect(shown.slice(0, 2)).toEqual([1, 2]);
    expect(shown.filter((level) => level === 2)).toHaveLength(2);
    expect(Math.max(...shown)).toBe(3);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(page.map((e) => e.title));
  });
});

describe('given the list under a page’s own heading (the events element)', () => {
  it('keeps the cards’ titles one level under the list’s heading', () => {
    render(
      <TicketkitProvider>
        <EventList state={{ status: 'success', items: page, hasMore: false }} cityName="Nagpur" />
      </TicketkitProvider>,
    );
    expect(levels()).toEqual([2, ...page.map(() => 3)]);
  });
});
