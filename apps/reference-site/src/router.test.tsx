import fc from 'fast-check';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { allRoutes } from './routeTable.ts';
import { buildRoutes, routesFor } from './router.tsx';

/** The page a route table gives an address (the leaf route's path is unique per page entry). */
const leaf = (routes: RouteObject[], url: string) => matchRoutes(routes, url)?.at(-1)?.route.path;

// Every route's own pattern with its parameters filled, in several spellings, and a few that match nothing.
const addresses = [
  ...allRoutes.map((r) => r.path.replace(/:\w+/g, 'x1').replace('*', 'no/such/page')),
  ...allRoutes.map((r) => r.path.replace(/:\w+/g, 'Ab-9').toUpperCase()),
  ...allRoutes.map((r) => `${r.path.replace(/:\w+/g, 'v')}/`),
  '/',
  '//search',
  '/%63ategory/music',
  '/%E0%A4%A/x',
  '/corporate',
  '/corporate/acme',
  '/yourtickets/bk_1/extra',
];

describe('given the routes an address can match', () => {
  it('matches every address to the page the whole table gives it', () => {
    // react-router warns about the malformed one (and matches it to nothing, both ways).
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const whole = buildRoutes();
    for (const url of addresses) expect(leaf(routesFor(url), url), url).toBe(leaf(whole, url));
  });

  it('agrees with the whole table on any address made of the table’s words', () => {
    const words = [...new Set(allRoutes.flatMap((r) => r.path.split('/').filter((w) => w && !w.startsWith(':') && w !== '*')))];
    const segment = fc.oneof(fc.constantFrom(...words), fc.stringMatching(/^[a-z0-9_-]{1,6}$/));
    const whole = buildRoutes();
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), (segments) => {
        const url = `/${segments.join('/')}`;
        expect(leaf(routesFor(url), url)).toBe(leaf(whole, url));
      }),
      { numRuns: 500 },
    );
  });

  it('gives the home page far fewer routes to rank than the whole table', () => {
    const children = routesFor('/')[0]?.children ?? [];
    expect(children.map((r) => r.path)).toEqual(['/', '/:event_city/:event_name/:id', '/:event_name/select-city', '*']);
    expect(routesFor('/')).toBe(routesFor('/'));
  });
});
