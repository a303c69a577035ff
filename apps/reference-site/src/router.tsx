import { useEffect } from 'react';
import { BrowserRouter, MemoryRouter, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { Layout } from './layout/Layout.tsx';
import { allRoutes, type RouteEntry } from './routeTable.ts';
import { Screen } from './screens.tsx';
import { useSiteNavigation } from './ticketkit.ts';

/** Page routes for route-table entries (all of them: what `routesFor` must agree with; tests compare). */
export function pageRoutes(entries: readonly RouteEntry[] = allRoutes): RouteObject[] {
  return entries.map((entry) => ({ path: entry.path, element: <Screen key={entry.page} entry={entry} /> }));
}

function firstSegment(path: string): string {
  const segment = path.split('/').find(Boolean) ?? '';
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}
/** A route whose first segment is a parameter, optional or a splat can match any first segment. */
const matchesAnyFirstSegment = (path: string) => /^[:*]|[?*]/.test(path.split('/').find(Boolean) ?? '');

/** The table's own first segments; an address with any other (a city, an event…) can only match the routes that match any. */
const LITERAL_FIRST_SEGMENTS = new Set(allRoutes.filter((entry) => !matchesAnyFirstSegment(entry.path)).map((entry) => firstSegment(entry.path)));

/** Keyed by a literal first segment, or null for every other: one entry per key, however many addresses are visited. */
const routesByFirstSegment = new Map<string | null, RouteObject[]>();
/**
 * The page routes an address can match: those whose first segment is the address's
 * (case-insensitively, as react-router compares) or could be anything. react-router flattens, ranks
 * and compiles every route it is given on every match; leaving out routes that cannot match
 * changes no result.
 */
export function routesFor(pathname: string): RouteObject[] {
  const segment = firstSegment(pathname);
  const key = LITERAL_FIRST_SEGMENTS.has(segment) ? segment : null;
  let routes = routesByFirstSegment.get(key);
  if (!routes) {
    routes = pageRoutes(allRoutes.filter((entry) => matchesAnyFirstSegment(entry.path) || firstSegment(entry.path) === segment));
    routesByFirstSegment.set(key, routes);
  }
  return routes;
}

const HOME = allRoutes.find((entry) => entry.page === 'home' && entry.path === '/');

function MatchedPage({ pathname }: { pathname: string }) {
  return useRoutes(routesFor(pathname));
}

/** The route table's screen for the current address; SDK navigation (inactivity sign-out → /login) goes through it. */
function SiteRoutes() {
  const navigate = useNavigate();
  const navigation = useSiteNavigation();
  useEffect(() => navigation.follow((path) => void navigate(path)), [navigation, navigate]);
  const { pathname } = useLocation();
  // The home page, the first page of most visits, needs no matching: react-router's matching (its
  // code run for the first time) was a quarter of the home page's first render on a throttled phone.
  return <Layout>{HOME && pathname === '/' ? <Screen key={HOME.page} entry={HOME} /> : <MatchedPage pathname={pathname} />}</Layout>;
}

/**
 * The site's router. Declarative routing (no loaders or actions: each screen loads its own data
 * through the SDK), which leaves react-router's data-router core out of the first script.
 */
export function SiteRouter() {
  return (
    <BrowserRouter>
      <SiteRoutes />
    </BrowserRouter>
  );
}

/** The same routes at a fixed address: the build's prerender and tests. */
export function SiteRouterAt({ path }: { path: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <SiteRoutes />
    </MemoryRouter>
  );
}
