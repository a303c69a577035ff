import type { SearchItem } from '@ticketkit/widget';
import { describe, expect, it } from 'vitest';
import { eventPath, searchResultHref } from './eventLinks.ts';

type Event = Extract<SearchItem, { kind: 'event' }>['item'];
const event = { id: 'evt_42', slug: 'sunburn-arena' } as Event;

describe('a search result on the site', () => {
  it('links an event to its canonical page in the city being searched, as its card does', () => {
    expect(searchResultHref('pune')({ kind: 'event', item: event })).toBe('/pune/sunburn-arena/evt_42');
    expect(searchResultHref('pune')({ kind: 'event', item: event })).toBe(eventPath(event, 'pune'));
  });

  it('links a category to its page and a city to the home page', () => {
    expect(searchResultHref('pune')({ kind: 'category', item: { slug: 'comedy' } } as SearchItem)).toBe('/category/comedy');
    expect(searchResultHref('pune')({ kind: 'city', item: { slug: 'mumbai' } } as SearchItem)).toBe('/');
  });
});
