import { render } from '@testing-library/react';
import type { SearchResults } from '@ticketkit/contract';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TicketkitProvider } from '../../context/TicketkitProvider.tsx';
import { categories, cities, events } from '../../fixtures/catalog.ts';
import { createFakeSdk } from '../../fixtures/fakeSdk.ts';
import { adoptStyles } from '../../styles/sheets.ts';
import { Search } from './Search.tsx';

// Real Chromium layout with the widget's own stylesheet: every group of results must be on the
// page, not hidden below a scroll inside the results box. The SDK is the in-memory fake (the
// presentational screen never calls it).
beforeAll(() => {
  adoptStyles(document);
});
afterEach(() => document.body.replaceChildren());

/** As many events as the API answers at most, then categories and cities. */
const results: SearchResults = {
  q: 'a',
  events: Array.from({ length: 10 }, (_, i) => ({ ...events[i % events.length]!, id: `ev_${100 + i}` })),
  categories: categories.slice(0, 2),
  cities: cities.slice(0, 2),
};

describe.each([390, 1366])('given the full results of a search in a %ipx-wide page', (width) => {
  it('shows every group and every option without a scroll inside the results box', () => {
    const { getByRole, getAllByRole } = render(
      <div style={{ width: `${width}px` }}>
        <TicketkitProvider sdk={createFakeSdk()}>
          <Search query="a" state={{ status: 'success', results }} onQueryChange={() => {}} onSelect={() => {}} />
        </TicketkitProvider>
      </div>,
    );
    const listbox = getByRole('listbox');
    const box = listbox.getBoundingClientRect();
    for (const name of ['Events', 'Categories', 'Cities']) {
      const label = getByRole('group', { name }).firstElementChild!.getBoundingClientRect();
      expect(label.height, name).toBeGreaterThan(0);
      expect(label.bottom, `${name} ends inside the results box`).toBeLessThanOrEqual(box.bottom);
    }
    const last = getAllByRole('option').at(-1)!.getBoundingClientRect();
    expect(last.bottom).toBeLessThanOrEqual(box.bottom);
    expect(listbox.scrollHeight).toBeLessThanOrEqual(listbox.clientHeight + 1);
  });
});
