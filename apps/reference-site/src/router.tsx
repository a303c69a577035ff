import { useEffect } from 'react';
import { BrowserRouter, MemoryRouter, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { Layout } from './layout/Layout.tsx';
import { allRoutes, type RouteEntry } from './routeTable.ts';
import { Screen } from './screens.tsx';
import { setNavigator } from './ticketkit.ts';

export function buildRoutes(entries: readonly RouteEntry[] = allRoutes): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: entries.map((entry) => ({ path: entry.path, element: <Screen key={entry.page} entry={entry} /> })),
    },
  ];
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

const routesByFirstSegment = new Map<string, RouteObject[]>();
/**
 * The routes an address can match: those whose first segment is the address's (case-insensitively,
 * as react-router compares) or could be anything. react-router flattens, ranks and compiles every
 * route it is given on every match; given the whole table, matching `/` was a tenth of the home
 * page's first render on a throttled phone. Leaving out routes that cannot match changes no result.
 */
export function routesFor(pathname: string): RouteObject[] {
  const segment = firstSegment(pathname);
  let routes = routesByFirstSegment.get(segment);
  if (!routes) {
    routes = buildRoutes(allRoutes.filter((entry) => matchesAnyFirstSegment(entry.path) || firstSegment(entry.path) === segment));
    routesByFirstSegment.set(segment, routes);
  }
  return routes;
}

/** The route table's screen for the current address; SDK navigation (inactivity sign-out → /login) goes through it. */
function SiteRoutes() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((path) => void navigate(path));
  }, [navigate]);
  return useRoutes(routesFor(useLocation().pathname));
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
