import type { EventListQuery } from '@ticketkit/contract';

/** The home page's quick filters: one choice of days and one of price, each optional. */
export const WHEN_FILTERS = ['today', 'tomorrow', 'weekend'] as const;
export const PRICE_FILTERS = ['free', 'under-500'] as const;
export type WhenFilter = (typeof WHEN_FILTERS)[number];
export type PriceFilter = (typeof PRICE_FILTERS)[number];
export interface QuickFilter {
  when?: WhenFilter | undefined;
  price?: PriceFilter | undefined;
}

/** The highest lowest price (paise) each price filter lets through: "under ₹500" is ₹499.99. */
const MAX_PRICE: Record<PriceFilter, number> = { free: 0, 'under-500': 49_999 };

const DAY_MS = 86_400_000;

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

/** Milliseconds the zone is ahead of UTC at an instant. */
function zoneOffset(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - (ms - (ms % 1000));
}

/** The instant a calendar day (as a UTC date's fields) begins in a zone. */
function startOfDay(dayUtc: number, timeZone: string): number {
  // Twice: the offset at the first guess can differ from the one at midnight across a clock change.
  const guess = dayUtc - zoneOffset(dayUtc, timeZone);
  return dayUtc - zoneOffset(guess, timeZone);
}

/**
 * The events list query for a filter, now, in the city's zone: days as `from`/`to` (from the start
 * of the first day to the end of the last), price as `maxPrice`. "This weekend" is the coming
 * Saturday and Sunday, or what is left of them.
 */
export function quickFilterQuery(filter: QuickFilter, now: number, timeZone: string): Pick<EventListQuery, 'from' | 'to' | 'maxPrice'> {
  const query: Pick<EventListQuery, 'from' | 'to' | 'maxPrice'> = {};
  if (filter.price) query.maxPrice = MAX_PRICE[filter.price];
  if (filter.when) {
    const local = now + zoneOffset(now, timeZone);
    const today = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
    const weekday = new Date(today).getUTCDay();
    const [first, days] = filter.when === 'today' ? [0, 1] : filter.when === 'tomorrow' ? [1, 1] : weekday === 0 ? [0, 1] : [6 - weekday, 2];
    query.from = new Date(startOfDay(today + first * DAY_MS, timeZone)).toISOString();
    query.to = new Date(startOfDay(today + (first + days) * DAY_MS, timeZone) - 1).toISOString();
  }
  return query;
}
