import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { allRoutes } from './routeTable.ts';
import { pageRoutes, routesFor, SiteRouterAt } from './router.tsx';
import { SiteProviders } from './Site.tsx';
import { createSiteTicketkit } from './ticketkit.ts';

/** The page a route table gives an address (the leaf route's path is unique per page entry). */
const leaf = (routes: RouteObject[], url: string) => matchRoutes(routes, url)?.at(-1)?.route.path;
/** What the site matches an address against: the page routes that can match its first segment. */
const siteLeaf = (url: string) => leaf(routesFor(url), url);

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
    const whole = pageRoutes();
    for (const url of addresses) expect(siteLeaf(url), url).toBe(leaf(whole, url));
  });

  it('agrees with the whole table on any address made of the table’s words', () => {
    const words = [...new Set(allRoutes.flatMap((r) => r.path.split('/').filter((w) => w && !w.startsWith(':') && w !== '*')))];
    const segment = fc.oneof(fc.constantFrom(...words), fc.stringMatching(/^[a-z0-9_-]{1,6}$/));
    const whole = pageRoutes();
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), (segments) => {
        const url = `/${segments.join('/')}`;
        expect(siteLeaf(url)).toBe(leaf(whole, url));
      }),
      { numRuns: 500 },
    );
  });

  it('gives the home page far fewer routes to rank than the whole table', () => {
    expect(routesFor('/').map((r) => r.path)).toEqual(['/', '/:event_city/:event_name/:id', '/:event_name/select-city', '*']);
    expect(routesFor('/')).toBe(routesFor('/'));
  });

  it('keeps one list for every address whose first segment is not one of the table’s (cities, event names)', () => {
    expect(routesFor('/nagpur/carnatic-classical-concert-025/ev_025')).toBe(routesFor('/pune/standup-night/ev_003'));
    expect(routesFor('/nagpur/x/1').map((r) => r.path)).toEqual(['/:event_city/:event_name/:id', '/:event_name/select-city', '*']);
    expect(routesFor('/search')).not.toBe(routesFor('/nagpur/x/1'));
  });
});

describe('given the home page, which is drawn without matching', () => {
  it('keeps the same header when the visitor goes to another page and back', async () => {
    vi.stubGlobal('fetch', () => new Promise<never>(() => {}));
    const user = userEvent.setup();
    render(
      <SiteProviders site={createSiteTicketkit()}>
        <SiteRouterAt path="/" />
      </SiteProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Events in Nagpur' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    await user.click(screen.getByRole('link', { name: 'Search' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('banner')).toBe(header);
    await user.click(screen.getByRole('link', { name: 'Ticketkit home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Events in Nagpur' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBe(header);
    vi.unstubAllGlobals();
  });
});

describe('given the SDK asks the site to go somewhere (inactivity sign-out)', () => {
  it('goes there through the router: the page changes and the header stays', async () => {
    vi.stubGlobal('fetch', () => new Promise<never>(() => {}));
    const site = createSiteTicketkit();
    render(
      <SiteProviders site={site}>
        <SiteRouterAt path="/" />
      </SiteProviders>,
    );
    const header = await screen.findByRole('banner');
    act(() => site.sdk.config.onNavigate('/search'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBe(header);
    site.sdk.destroy();
    vi.unstubAllGlobals();
  });
});
