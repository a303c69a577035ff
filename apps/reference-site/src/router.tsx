import { useEffect } from 'react';
import { BrowserRouter, MemoryRouter, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { Layout } from './layout/Layout.tsx';
import { allRoutes } from './routeTable.ts';
import { Screen } from './screens.tsx';
import { setNavigator } from './ticketkit.ts';

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: allRoutes.map((entry) => ({ path: entry.path, element: <Screen key={entry.page} entry={entry} /> })),
    },
  ];
}

const routes = buildRoutes();

/** The route table's screen for the current address; SDK navigation (inactivity sign-out → /login) goes through it. */
function SiteRoutes() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((path) => void navigate(path));
  }, [navigate]);
  return useRoutes(routes);
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
