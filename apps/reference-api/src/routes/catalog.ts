import type { CategoryList, CityList, EventPage, SearchResults } from '@ticketkit/contract';
import { findEventDetail, findEventSummaries } from '../domain/catalog.ts';
import { daysOf } from '../domain/days.ts';
import { decodeCursor, encodeCursor, likePattern } from '../domain/format.ts';
import { bind } from '../http/bind.ts';
import { ApiError } from '../http/problem.ts';
import type { RouteContext } from './context.ts';

const DEFAULT_CITY = 'nagpur';

export function catalogRoutes({ app, db, bindOptions }: RouteContext): void {
  bind(app, 'health', bindOptions, async ({ c }) => {
    await db.query('select 1');
    return c.json({ status: 'ok', database: db.kind });
  });

  bind(app, 'listCities', bindOptions, async ({ c }) => {
    const { rows } = await db.query<{ slug: string; name: string; state: string; time_zone: string }>(
      'select slug, name, state, time_zone from cities order by position',
    );
    const body: CityList = {
      items: rows.map((r) => ({ slug: r.slug, name: r.name, state: r.state, timeZone: r.time_zone })),
      defaultCity: rows.some((r) => r.slug === DEFAULT_CITY) ? DEFAULT_CITY : (rows[0]?.slug ?? DEFAULT_CITY),
    };
    return c.json(body);
  });

  bind(app, 'listCategories', bindOptions, async ({ c }) => {
    const { rows } = await db.query<{ slug: string; name: string; description: string }>(
      'select slug, name, description from categories order by position',
    );
    const body: CategoryList = { items: rows };
    return c.json(body);
  });

  bind(app, 'listEvents', bindOptions, async ({ c, query, urls }) => {
    const offset = decodeCursor(query.cursor);
    if (offset === null) throw new ApiError('validation/invalid-query', 'The cursor is not one this API gave out.', { errors: [{ path: 'cursor', message: 'unknown cursor' }] });
    const limit = query.limit ?? 20;
    let { from, to } = query;
    if (query.when) {
      const city = query.city ? await db.query<{ time_zone: string }>('select time_zone from cities where slug = $1', [query.city]) : null;
      const days = daysOf(query.when, Date.now(), city?.rows[0]?.time_zone ?? 'Asia/Kolkata');
      from = from && from > days.from ? from : days.from;
      to = to && to < days.to ? to : days.to;
    }
    const items = await findEventSummaries(
      db,
      { city: query.city, category: query.category, q: query.q ? likePattern(query.q) : undefined, from, to, maxPrice: query.maxPrice, companySlug: null, limit: limit + 1, offset },
      urls,
    );
    const page = items.slice(0, limit).map(({ priceTo: _p, capacity: _c, ...summary }) => summary);
    const body: EventPage = { items: page, nextCursor: items.length > limit ? encodeCursor(offset + limit) : null };
    return c.json(body);
  });

  bind(app, 'getEvent', bindOptions, async ({ c, params, urls }) => {
    const detail = await findEventDetail(db, params.eventId!, null, urls);
    if (!detail) throw new ApiError('not-found', `There is no event ${params.eventId}.`);
    return c.json(detail);
  });

  bind(app, 'search', bindOptions, async ({ c, query, urls }) => {
    const pattern = likePattern(query.q);
    const categories = await db.query<{ slug: string; name: string; description: string }>(
      'select slug, name, description from categories where name ilike $1 or slug ilike $1 order by position',
      [pattern],
    );
    const cities = await db.query<{ slug: string; name: string; state: string; time_zone: string }>(
      'select slug, name, state, time_zone from cities where name ilike $1 or state ilike $1 order by position',
      [pattern],
    );
    // A query that names a city asks for what is on there, whichever city the visitor has selected.
    const named = cities.rows.find((r) => r.name.toLocaleLowerCase() === query.q.toLocaleLowerCase() || r.slug === query.q.toLocaleLowerCase());
    const filter = named ? { city: named.slug } : { q: pattern, city: query.city };
    const events = await findEventSummaries(db, { ...filter, companySlug: null, limit: 10, offset: 0 }, urls);
    const body: SearchResults = {
      q: query.q,
      events: events.map(({ priceTo: _p, capacity: _c, ...summary }) => summary),
      categories: categories.rows,
      cities: cities.rows.map((r) => ({ slug: r.slug, name: r.name, state: r.state, timeZone: r.time_zone })),
    };
    return c.json(body);
  });
}
