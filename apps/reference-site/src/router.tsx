import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './layout/Layout.tsx';
import { allRoutes } from './routeTable.ts';
import { Screen } from './screens.tsx';

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: allRoutes.map((entry) => ({ path: entry.path, element: <Screen key={entry.page} entry={entry} /> })),
    },
  ];
}

export function createSiteRouter() {
  return createBrowserRouter(buildRoutes());
}
