import type { EventSummary } from '@ticketkit/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { events } from '../../fixtures/catalog.ts';
import { createFakeSdk } from '../../fixtures/fakeSdk.ts';
import { renderWithSdk } from '../../testing/renderWithSdk.tsx';
import { TicketkitProvider } from '../../context/TicketkitProvider.tsx';
import { EventList } from './EventList.tsx';
import { EventListContainer } from './EventListContainer.tsx';
import { FIRST_CARDS } from './useRevealedCount.ts';

/** A full page of 20 events, each with its own id and title. */
const page: EventSummary[] = Array.from({ length: 20 }, (_, i) => ({ ...events[i % events.length]!, id: `ev_p${i}`, slug: `event-${i}`, title: `Event number ${i + 1}` }));

describe('given a page of 20 events that arrives after the list is on screen', () => {
  it('draws the first cards in the task the events arrive in and the others in later tasks', async () => {
    let answer!: (value: { items: EventSummary[]; nextCursor: null }) => void;
    const listEvents = vi.fn(() => new Promise<{ items: EventSummary[]; nextCursor: null }>((resolve) => (answer = resolve)));
    renderWithSdk(<EventListContainer onSelect={() => {}} />, { sdk: createFakeSdk({ api: { listEvents } }) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading events');
    answer({ items: page, nextCursor: null });
    // The answer's own task (its promise callbacks and the render they schedule): only the first cards.
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0), { interval: 0 });
    expect(screen.getAllByRole('article')).toHaveLength(FIRST_CARDS);
    // Every card arrives, in the order of the page.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20), { timeout: 10_000 });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(page.map((e) => e.title));
  });

  it('draws Load more only once every card of the page is drawn, so it never sits in the first screen and then jumps down', async () => {
    let answer!: (value: { items: EventSummary[]; nextCursor: string }) => void;
    const listEvents = vi.fn(() => new Promise<{ items: EventSummary[]; nextCursor: string }>((resolve) => (answer = resolve)));
    renderWithSdk(<EventListContainer onSelect={() => {}} />, { sdk: createFakeSdk({ api: { listEvents } }) });
    answer({ items: page, nextCursor: 'next' });
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0), { interval: 0 });
    expect(screen.getAllByRole('article')).toHaveLength(FIRST_CARDS);
    expect(screen.queryByRole('button', { name: 'Load more events' })).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20), { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Load more events' })).toBeVisible();
  });

  it('draws each card once: a batch does not draw the cards before it again', async () => {
    // Each drawing of a card reads its venue once.
    let draws = 0;
    const counted = page.map((e) => {
      const copy = { ...e };
      Object.defineProperty(copy, 'venueName', { get: () => (draws++, e.venueName), enumerable: true });
      return copy;
    });
    const listEvents = vi.fn().mockResolvedValue({ items: counted, nextCursor: null });
    renderWithSdk(<EventListContainer onSelect={() => {}} />, { sdk: createFakeSdk({ api: { listEvents } }) });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20), { timeout: 10_000 });
    expect(draws).toBe(20);
  });

  it('leaves every card reachable from the keyboard, the last one included', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const listEvents = vi.fn().mockResolvedValue({ items: page, nextCursor: null });
    renderWithSdk(<EventListContainer onSelect={onSelect} />, { sdk: createFakeSdk({ api: { listEvents } }) });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20), { timeout: 10_000 });
    const books = screen.getAllByRole('button', { name: /^Event number/ });
    expect(books).toHaveLength(20);
    const reached: string[] = [];
    for (let i = 0; i < 60 && reached.length < 20; i++) {
      await user.tab();
      const focused = document.activeElement;
      if (focused instanceof HTMLButtonElement && books.includes(focused)) reached.push(focused.textContent ?? '');
    }
    expect(reached).toHaveLength(20);
    expect(reached.at(-1)).toContain('Event number 20');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(page[19]);
  });
});

describe('given a list rendered with its events already there (server rendering, hydration)', () => {
  it('draws every card in its first render, as the server did', () => {
    render(
      <TicketkitProvider>
        <EventList state={{ status: 'success', items: page, hasMore: false }} cityName="Nagpur" />
      </TicketkitProvider>,
    );
    expect(screen.getAllByRole('article')).toHaveLength(20);
  });
});
