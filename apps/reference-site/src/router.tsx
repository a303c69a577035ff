import { createBrowserRouter, type RouteObject } from 'react-router';
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

export function createSiteRouter() {
  const router = createBrowserRouter(buildRoutes());
  // The SDK asks for navigation (inactivity sign-out → /login); do it inside the app, no reload.
  setNavigator((path) => void router.navigate(path));
  return router;
}
