import { quickFilterSearch, type CardClick, type EventListContainerProps, type QuickFilter, type SearchItem } from '@ticketkit/widget';
import { pathForState } from './flowRoutes.ts';

type EventSummary = Parameters<NonNullable<EventListContainerProps['eventHref']>>[0];

/** An event's canonical page on the site, `/{event_city}/{event_name}/{id}`, in the city being browsed. */
export function eventPath(event: Pick<EventSummary, 'id' | 'slug'>, city: string): string {
  return pathForState({ step: 'event', eventId: event.id, city, quantities: {} }, event.slug);
}

/** A category's page; all categories is the home page. */
export function categoryPath(slug: string | undefined): string {
  return slug ? `/category/${encodeURIComponent(slug)}` : '/';
}

/** A category's page (or the home page) with quick filters in its query: `/category/music?when=weekend`. */
export function filterPath(category: string | undefined, filter: QuickFilter): string {
  return categoryPath(category) + quickFilterSearch(filter);
}

/**
 * Where a search result goes on the site: an event to its canonical page in the city being
 * searched (as its card links), a category to its page, a city (chosen in place) to the home page.
 */
export function searchResultHref(city: string) {
  return (result: SearchItem): string => (result.kind === 'event' ? eventPath(result.item, city) : result.kind === 'category' ? categoryPath(result.item.slug) : '/');
}

/**
 * The event list's links for the site's router: each card and category is a real link, and a plain
 * click changes page in place (modifier and middle clicks are left to the browser). Moving to
 * another category keeps the quick filters chosen.
 */
export function eventListLinks(city: string, navigate: (to: string) => void, filter: QuickFilter = {}) {
  return {
    eventHref: (event: EventSummary) => eventPath(event, city),
    categoryHref: (slug: string | undefined) => filterPath(slug, filter),
    onCategoryChange: (slug: string | undefined) => navigate(filterPath(slug, filter)),
    onSelect: (event: EventSummary, click?: CardClick) => {
      click?.preventDefault();
      navigate(eventPath(event, city));
    },
  };
}
