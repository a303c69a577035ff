import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from './server.ts';
import { ATTENDEE, client, insertFixture, startTestApi, type Client } from './testing/api.ts';
import { signUp, uniqueEmail, verifiedUser, type TestUser } from './testing/emulator.ts';

let api: RunningApi;
let http: Client;
let employee: TestUser;
let outsider: TestUser;
let corporateId: string;
let otherCorporateId: string;

beforeAll(async () => {
  api = await startTestApi();
  http = client(api);
  [employee, outsider] = await Promise.all([verifiedUser(uniqueEmail('acme.example')), signUp()]);
  const { rows } = await api.db.query<{ id: string; company_slug: string }>(
    `select distinct on (company_slug) id, company_slug from events where company_slug is not null order by company_slug, id`,
  );
  corporateId = rows.find((r) => r.company_slug === 'acme')!.id;
  otherCorporateId = rows.find((r) => r.company_slug === 'globex')!.id;
});
afterAll(() => api?.close());

const get = (url: string) => fetch(url.startsWith('http') ? url : `${api.url}${url}`);

describe('posters of corporate events', () => {
  it('are not served at the URL a guess would try (the event id), nor with a wrong or borrowed key', async () => {
    expect((await http('GET', `/events/${corporateId}`)).status).toBe(404);
    const detail = await http('GET', `/corporate/companies/acme/events/${corporateId}`, { token: employee.idToken });
    const key = /\.([A-Za-z0-9_-]{22})\.webp$/.exec(detail.body.image.url)![1]!;
    const globex = await http('GET', `/corporate/companies/globex/events/${otherCorporateId}`, { token: (await verifiedUser(uniqueEmail('globex.example'))).idToken });
    const otherKey = /\.([A-Za-z0-9_-]{22})\.webp$/.exec(globex.body.image.url)![1]!;
    const wrongKey = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [
      `/v1/images/events/${corporateId}.svg`,
      `/v1/images/events/${corporateId}.webp`,
      `/v1/images/events/${corporateId}.webp?w=400`,
      `/v1/images/events/${corporateId}.${wrongKey}.webp`,
      `/v1/images/events/${corporateId}.${otherKey}.svg`,
      `/v1/images/events/${corporateId}.${key}.${key}.webp`,
      `/v1/images/events/${corporateId}..webp`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      expect(((await res.json()) as { code: string }).code).toBe('not-found');
    }
  });

  it('are served to the company\'s members under the URLs their answers carry, kept by their browser only', async () => {
    const detail = await http('GET', `/corporate/companies/acme/events/${corporateId}`, { token: employee.idToken });
    expect(detail.status).toBe(200);
    const { url, srcset } = detail.body.image as { url: string; srcset: string };
    expect(url).toMatch(new RegExp(`^${api.url}/v1/images/events/${corporateId}\\.[A-Za-z0-9_-]{22}\\.webp$`));
    for (const candidate of [url, ...srcset.split(', ').map((s) => s.split(' ')[0]!)]) {
      const res = await get(candidate);
      expect(res.status, candidate).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('private, max-age=86400');
    }
    const svg = await get(url.replace(/\.webp$/, '.svg'));
    expect(svg.status).toBe(200);
    expect(await svg.text()).toContain(detail.body.title.split(' ')[0]);
    const list = await http('GET', '/corporate/companies/acme/events', { token: employee.idToken });
    expect(list.body.items.every((e: { image: { url: string } }) => /\.[A-Za-z0-9_-]{22}\.webp$/.test(e.image.url))).toBe(true);
    expect((await http('GET', `/corporate/companies/acme/events/${corporateId}`, { token: outsider.idToken })).status).toBe(403);
  });

  it('a company-paid booking carries the keyed poster URL', async () => {
    const f = await insertFixture(api.db, { capacity: 5, companySlug: 'acme' });
    const hold = await http('POST', '/holds', { token: employee.idToken, body: { sessionId: f.sessionId, companySlug: 'acme', items: [{ ticketTypeId: f.ticketTypeId, quantity: 1 }] } });
    expect(hold.status).toBe(201);
    const booking = await http('POST', '/bookings', { token: employee.idToken, body: { holdId: hold.body.id, attendee: ATTENDEE }, headers: { 'Idempotency-Key': 'poster-1' } });
    expect(booking.status).toBe(201);
    expect((await get(booking.body.event.image.url)).status).toBe(200);
    const again = await http('GET', `/bookings/${booking.body.id}`, { token: employee.idToken });
    expect(again.body.event.image.url).toBe(booking.body.event.image.url);
    expect((await get(`/v1/images/events/${f.eventId}.webp`)).status).toBe(404);
  });

  it('public posters stay at their plain, publicly cacheable URL', async () => {
    const page = await http('GET', '/events?city=nagpur&limit=1');
    const url = page.body.items[0].image.url as string;
    expect(url).toBe(`${api.url}/v1/images/events/${page.body.items[0].id}.webp`);
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
  });
});
