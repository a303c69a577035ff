/**
 * The pages' static HTML, rendered at build time from the same components the browser renders
 * first (vite-plugins/prerender.ts writes it into the built HTML). It paints before any script has
 * run, and the browser's first render draws the same boxes in the same places over it, so nothing
 * moves: the header with the city picker's loading state, and for the home page its heading,
 * the category bar's room and event cards still loading.
 */
import { FullPageLoader, TicketkitProvider } from '@ticketkit/widget';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Layout } from './layout/Layout.tsx';
import { buildRoutes } from './router.tsx';
import { preloadPage } from './screens.tsx';
import { tk } from './ticketkit.ts';

function render(children: ReactNode): string {
  return renderToString(
    <StrictMode>
      <TicketkitProvider sdk={tk} locale="en-IN">
        {children}
      </TicketkitProvider>
    </StrictMode>,
  );
}

/** The home page as it first renders: everything but what comes from the API. */
export async function renderHome(): Promise<string> {
  await preloadPage('home');
  return render(<RouterProvider router={createMemoryRouter(buildRoutes(), { initialEntries: ['/'] })} />);
}

/** Any other address: the site's header and footer around the loader, until the page's code is here. */
export function renderShell(): string {
  const routes = [{ element: <Layout />, children: [{ path: '*', element: <FullPageLoader /> }] }];
  return render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />);
}
