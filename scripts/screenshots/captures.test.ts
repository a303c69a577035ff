import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '../../apps/reference-site/src/routeTable.ts';
import { captureName, captures, type Seed } from './captures.ts';

/** Ids shaped as the API's, for checking addresses without a running API. */
const seed: Seed = {
  slug: 'sunburn-arena',
  sessionId: 'ses_1',
  ticketTypeId: 'tt_1',
  corpSlug: 'acme-offsite',
  corpSessionId: 'ses_2',
  corpTicketTypeId: 'tt_2',
  bookingId: 'bk_1',
  corpBookingId: 'bk_2',
  hostedEventId: 'hev_1',
  pendingListingId: 'hev_2',
  sentBackListingId: 'hev_3',
};

const list = captures(seed);

describe('the screenshot captures', () => {
  it('have an entry for every route of the route table, so a new route cannot be left out', () => {
    const covered = new Set(list.map((c) => c.route));
    expect(allRoutes.map((r) => r.path).filter((p) => !covered.has(p))).toEqual([]);
  });

  it('name only routes the table has, each once', () => {
    const table = new Set(allRoutes.map((r) => r.path));
    expect(list.map((c) => c.route).filter((r) => !table.has(r))).toEqual([]);
    expect(new Set(list.map((c) => c.route)).size).toBe(list.length);
  });

  it('open an address that the router sends to that route (ranked as the site ranks them)', () => {
    const routes = allRoutes.map((r) => ({ path: r.path }));
    const routed = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path;
    expect(list.filter((c) => routed(c.path.split('?')[0]!) !== c.route).map((c) => `${c.path} → ${routed(c.path.split('?')[0]!)}`)).toEqual([]);
  });

  it('sign in whoever a guarded route needs: an employee for corporate routes, a person for the others', () => {
    const guardOf = new Map(allRoutes.map((r) => [r.path, r.guard]));
    const mismatched = list.filter((c) => {
      const guard = guardOf.get(c.route);
      if (guard === 'corporate') return c.as !== 'employee';
      if (guard === 'user') return c.as === 'guest' || c.as === 'employee';
      return c.as !== 'guest';
    });
    expect(mismatched.map((c) => `${c.route} as ${c.as}`)).toEqual([]);
  });

  it('give every route a distinct file name', () => {
    const names = list.map((c) => captureName(c.route));
    expect(names.every((n) => /^[a-z0-9-]+$/i.test(n))).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });
});
