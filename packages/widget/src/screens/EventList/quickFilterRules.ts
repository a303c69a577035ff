import type { EventListQuery } from '@ticketkit/contract';

/** The home page's quick filters: one choice of days and one of price, each optional. */
export const WHEN_FILTERS = ['today', 'tomorrow', 'weekend'] as const satisfies readonly NonNullable<EventListQuery['when']>[];
export const PRICE_FILTERS = ['free', 'under-500'] as const;
export type WhenFilter = (typeof WHEN_FILTERS)[number];
export type PriceFilter = (typeof PRICE_FILTERS)[number];
export interface QuickFilter {
  when?: WhenFilter | undefined;
  price?: PriceFilter | undefined;
}

/** The highest lowest price (paise) each price filter lets through: "under ₹500" is ₹499.99. */
const MAX_PRICE: Record<PriceFilter, number> = { free: 0, 'under-500': 49_999 };

/**
 * The filter a page address names (`?when=today&price=free`); an unknown value is no filter, so
 * an old or mistyped link still lists events.
 */
export function readQuickFilter(search: string | URLSearchParams): QuickFilter {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const when = params.get('when');
  const price = params.get('price');
  return {
    ...(WHEN_FILTERS.includes(when as WhenFilter) ? { when: when as WhenFilter } : {}),
    ...(PRICE_FILTERS.includes(price as PriceFilter) ? { price: price as PriceFilter } : {}),
  };
}

/** The address's query for a filter: `?when=today&price=free`, or `''` for none. */
export function quickFilterSearch(filter: QuickFilter): string {
  const params = new URLSearchParams();
  if (filter.when) params.set('when', filter.when);
  if (filter.price) params.set('price', filter.price);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The same filter with one choice switched: chosen again, it is taken off. */
export function toggleQuickFilter(filter: QuickFilter, change: QuickFilter): QuickFilter {
  return {
    when: change.when ? (filter.when === change.when ? undefined : change.when) : filter.when,
    price: change.price ? (filter.price === change.price ? undefined : change.price) : filter.price,
  };
}

/** The events list query for a filter: the days by name (the API reads them in the city's zone), the price in paise. */
export function quickFilterQuery(filter: QuickFilter): Pick<EventListQuery, 'when' | 'maxPrice'> {
  return { ...(filter.when ? { when: filter.when } : {}), ...(filter.price ? { maxPrice: MAX_PRICE[filter.price] } : {}) };
}
