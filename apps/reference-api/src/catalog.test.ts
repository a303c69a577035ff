import {
  CategoryListSchema,
  CityListSchema,
  CompanySchema,
  EventCityListSchema,
  EventDetailSchema,
  EventPageSchema,
  SearchResultsSchema,
  SessionListSchema,
  TicketTypeListSchema,
  type EventSummary,
} from '@ticketkit/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysOf } from './domain/days.ts';
import { generateSeed } from './seed/generate.ts';
import type { RunningApi } from './server.ts';
import { client, startTestApi, type Client } from './testing/api.ts';

let api: RunningApi;
let http: Client;

beforeAll(async () => {
  api = await startTestApi();
  http = client(api);
});
afterAll(() => api?.close());

async function allEvents(query = ''): Promise<EventSummary[]> {
  const items: EventSummary[] = [];
  let cursor: string | null = null;
  do {
    const res = await http('GET', `/events?limit=50${query}${cursor ? `&cursor=${cursor}` : ''}`);
    const page = EventPageSchema.parse(res.body);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

describe('given the seed', () => {
  it('is deterministic for a given day', () => {
    const day = new Date('2026-11-22T06:00:00Z');
    expect(generateSeed(day)).toEqual(generateSeed(new Date('2026-11-22T12:00:00Z')));
    expect(generateSeed(day).events).toHaveLength(66);
  });

  it('has at least 8 cities with Nagpur first and default, and 8 categories', async () => {
    const cities = CityListSchema.parse((await http('GET', '/cities')).body);
    expect(cities.items.length).toBeGreaterThanOrEqual(8);
    expect(cities.items[0]!.slug).toBe('nagpur');
    expect(cities.defaultCity).toBe('nagpur');
    expect(CategoryListSchema.parse((await http('GET', '/categories')).body).items).toHaveLength(8);
  });

  it('lists 60 public upcoming events across pages, each with sessions, some nearly sold out', async () => {
    const events = await allEvents();
    expect(events).toHaveLength(60);
    expect(new Set(events.map((e) => e.id)).size).toBe(60);
    for (const e of events) expect(Date.parse(e.startsAt)).toBeGreaterThan(Date.now());
    expect(events.filter((e) => e.availability === 'few-left').length).toBeGreaterThanOrEqual(3);
    expect(events.every((e) => e.priceFrom.amount > 0 && e.priceFrom.currency === 'INR')).toBe(true);
    const nagpur = await allEvents('&city=nagpur');
    expect(nagpur.length).toBeGreaterThanOrEqual(20);
    expect(nagpur.every((e) => e.cities.includes('nagpur'))).toBe(true);
    const comedy = await allEvents('&category=comedy');
    expect(comedy.length).toBeGreaterThan(0);
    expect(comedy.every((e) => e.category === 'comedy')).toBe(true);
  });

  it('filters by text and date range, and rejects a bad cursor or limit with 400 validation/invalid-query', async () => {
    const jazz = await allEvents('&q=jazz');
    expect(jazz.map((e) => e.title)).toContain('Jazz by the Lake');
    const from = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const later = await allEvents(`&from=${encodeURIComponent(from)}`);
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((e) => Date.parse(e.startsAt) >= Date.parse(from))).toBe(true);
    const soon = await allEvents(`&to=${encodeURIComponent(new Date(Date.now() + 3 * 86_400_000).toISOString())}`);
    expect(soon.length).toBeGreaterThan(0);
    expect(soon.length).toBeLessThan(60);
    for (const bad of ['cursor=zzz', 'limit=0', 'limit=500', 'from=yesterday']) {
      const res = await http('GET', `/events?${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation/invalid-query');
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
  });

  it('filters by lowest price (maxPrice, paise, inclusive) and by days (when), and rejects a bad value of either with 400', async () => {
    const all = await allEvents();
    const cheap = await allEvents('&maxPrice=49999');
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.length).toBeLessThan(all.length);
    expect(cheap.every((e) => e.priceFrom.amount <= 49_999)).toBe(true);
    expect(cheap.map((e) => e.id).sort()).toEqual(all.filter((e) => e.priceFrom.amount <= 49_999).map((e) => e.id).sort());
    const free = await allEvents('&maxPrice=0');
    expect(free.every((e) => e.priceFrom.amount === 0)).toBe(true);
    expect(free).toHaveLength(all.filter((e) => e.priceFrom.amount === 0).length);
    // The days by name, in the city's zone: this weekend's sessions only, and a name it does not know is a 400.
    const weekend = daysOf('weekend', Date.now(), 'Asia/Kolkata');
    const onWeekend = await allEvents('&city=nagpur&when=weekend');
    expect(onWeekend.length).toBeGreaterThan(0);
    expect(onWeekend.length).toBeLessThan((await allEvents('&city=nagpur')).length);
    // As instants: startsAt carries the venue's offset (+05:30), the window is in UTC (Z), so their text does not sort alike.
    const within = (at: string) => Date.parse(at) >= Date.parse(weekend.from) && Date.parse(at) <= Date.parse(weekend.to);
    expect(onWeekend.filter((e) => !within(e.startsAt))).toEqual([]);
    for (const bad of ['maxPrice=-1', 'maxPrice=abc', 'maxPrice=1.5', 'maxPrice=1e20', 'when=someday']) {
      const res = await http('GET', `/events?${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation/invalid-query');
      expect(res.body.errors[0].path).toBe(bad.split('=')[0]);
    }
  });
});

describe('given one event, the booking screens read', () => {
  it('detail, cities, sessions and ticket types, all matching the contract', async () => {
    const [first] = await allEvents('&city=nagpur');
    const detail = EventDetailSchema.parse((await http('GET', `/events/${first!.id}`)).body);
    expect(detail.description).not.toMatch(/<[a-z]/i);
    expect(detail.priceRange.max.amount).toBeGreaterThanOrEqual(detail.priceRange.min.amount);
    // The refund policy is known before buying: the default when the event sets none, its own when it does.
    expect(detail.cancellationPolicy).toEqual({ tiers: [{ hoursBefore: 48, refundPercent: 100 }, { hoursBefore: 24, refundPercent: 50 }], feesRefundable: false });
    const own = { tiers: [{ hoursBefore: 72, refundPercent: 80 }], feesRefundable: true };
    await api.db.query('update events set cancellation_policy = $2 where id = $1', [first!.id, JSON.stringify(own)]);
    expect((await http('GET', `/events/${first!.id}`)).body.cancellationPolicy).toEqual(own);
    await api.db.query('update events set cancellation_policy = null where id = $1', [first!.id]);
    const cities = EventCityListSchema.parse((await http('GET', `/events/${first!.id}/cities`)).body);
    expect(cities.items.map((c) => c.slug)).toContain('nagpur');
    const sessions = SessionListSchema.parse((await http('GET', `/events/${first!.id}/sessions?city=nagpur`)).body);
    expect(sessions.items.length).toBeGreaterThan(0);
    expect(sessions.items.every((s) => s.venue.city === 'nagpur')).toBe(true);
    const types = TicketTypeListSchema.parse((await http('GET', `/sessions/${sessions.items[0]!.id}/ticket-types`)).body);
    expect(types.items.length).toBeGreaterThanOrEqual(2);
    for (const t of types.items) {
      expect(t.available).toBeGreaterThanOrEqual(0);
      expect(t.maxPerOrder).toBeLessThanOrEqual(10);
    }
  });

  it('advertises each poster as a WebP at full size and a srcset of the widths it draws, and serves each', async () => {
    const [first] = await allEvents();
    const url = `${api.url}/v1/images/events/${first!.id}.webp`;
    expect(first!.image).toMatchObject({ url, width: 1200, height: 675 });
    expect(first!.image.srcset).toBe(`${url}?w=400 400w, ${url}?w=800 800w, ${url} 1200w`);
    for (const candidate of first!.image.srcset!.split(', ')) {
      const [src, descriptor] = candidate.split(' ');
      const res = await fetch(src!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
      const { format, width, height } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(format).toBe('webp');
      expect(`${width}w`).toBe(descriptor);
      expect(height).toBe(Math.round((width * 675) / 1200));
    }
  });

  it('answers a poster width it does not draw, or an unknown event, with problem+json', async () => {
    const [first] = await allEvents();
    for (const w of ['300', '800.0', 'big', '']) {
      const res = await fetch(`${api.url}/v1/images/events/${first!.id}.webp?w=${w}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(((await res.json()) as { code: string }).code).toBe('validation/invalid-query');
    }
    const missing = await fetch(`${api.url}/v1/images/events/ev_nope.webp?w=400`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { code: string }).code).toBe('not-found');
  });

  it('still serves the poster as an SVG, with nothing in it that could run', async () => {
    const [first] = await allEvents();
    const res = await fetch(`${api.url}/v1/images/events/${first!.id}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await res.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toMatch(/<script|href=/i);
  });

  it('answers 404 problem+json for an unknown event, session or company', async () => {
    for (const path of ['/events/ev_nope', '/events/ev_nope/sessions', '/events/ev_nope/cities', '/sessions/se_nope/ticket-types', '/corporate/companies/initech']) {
      const res = await http('GET', path);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not-found');
    }
  });
});

describe('given search and company branding', () => {
  it('search finds events, categories and cities', async () => {
    const res = SearchResultsSchema.parse((await http('GET', '/search?q=nag')).body);
    expect(res.cities.map((c) => c.slug)).toEqual(['nagpur']);
    const music = SearchResultsSchema.parse((await http('GET', '/search?q=music')).body);
    expect(music.categories.map((c) => c.slug)).toEqual(['music']);
    expect((await http('GET', '/search?q=')).status).toBe(400);
  });

  describe('given a query that names a city other than the selected one', () => {
    it('returns that city and the events held there, shown at their venue in that city', async () => {
      const inPune = await allEvents('&city=pune');
      expect(inPune.length).toBeGreaterThan(0);
      for (const path of ['/search?q=pune&city=nagpur', '/search?q=Pune', '/search?q=%20PUNE%20&city=mumbai']) {
        const res = SearchResultsSchema.parse((await http('GET', path)).body);
        expect(res.cities.map((c) => c.slug)).toEqual(['pune']);
        expect(res.events.map((e) => e.id)).toEqual(inPune.slice(0, res.events.length).map((e) => e.id));
        expect(res.events.length).toBe(Math.min(inPune.length, 10));
        expect(res.events.every((e) => e.cities.includes('pune') && e.venueName.startsWith('Pune '))).toBe(true);
      }
    });
  });

  it('does not match an event on words that merely appear in its description', async () => {
    // Every seeded description ends with the same line about a photo ID; no title mentions it.
    const res = SearchResultsSchema.parse((await http('GET', '/search?q=photo%20ID')).body);
    expect(res.events).toEqual([]);
    const byTitle = SearchResultsSchema.parse((await http('GET', '/search?q=jazz&city=nagpur')).body);
    expect(byTitle.events.every((e) => /jazz/i.test(e.title) && e.cities.includes('nagpur'))).toBe(true);
  });

  it('company branding is public', async () => {
    const acme = CompanySchema.parse((await http('GET', '/corporate/companies/acme')).body);
    expect(acme).toMatchObject({ slug: 'acme', name: 'Acme Technologies' });
    expect((await fetch(acme.logo.url)).status).toBe(200);
  });
});
