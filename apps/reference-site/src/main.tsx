import { TicketkitProvider } from '@ticketkit/widget';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { SiteRouter } from './router.tsx';
import { allRoutes } from './routeTable.ts';
import { preloadPage } from './screens.tsx';
import { tk } from './ticketkit.ts';
// A stylesheet link, not a constructable sheet: the page's static HTML (vite-plugins/prerender.ts)
// is styled before any script runs. Still no <style> element: the site runs under `style-src 'self'`.
// The widget's rules come after the site's, as they did when adopted.
import './site.css';
import '@ticketkit/widget/styles.css';

async function start(root: HTMLElement) {
  // The first page's code loads while its static HTML is on screen, so the first render draws the
  // page itself over that HTML, never a loader in between.
  // The home page without matching the whole route table (which compiles every route's pattern).
  const page = window.location.pathname === '/' ? 'home' : matchRoutes(allRoutes, window.location)?.at(-1)?.route.page;
  if (page) await preloadPage(page);
  const reactRoot = createRoot(root);
  // With React a transition renders in slices, so the page stays responsive while it draws;
  // preact/compat, the site's renderer, renders it at once (8–15 ms of CPU for the home page in
  // Lighthouse traces on the 2-core CI machine, its functions compiled ahead by the compile hint).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <TicketkitProvider sdk={tk} locale="en-IN">
          <SiteRouter />
        </TicketkitProvider>
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
if (root) void start(root);
