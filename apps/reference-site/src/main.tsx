import { startTransition } from 'react';
import { DEFAULT_LOCALE } from '@ticketkit/widget';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { drawnFor, prerenderedFor } from './prerendered.ts';
import { applyLanguage, siteLocale } from './language/siteLanguage.ts';
import { loadSiteLocale } from './language/siteMessages.ts';
import { allRoutes } from './routeTable.ts';
import { preloadPage } from './screens.tsx';
import { Site } from './Site.tsx';
import { env } from './env.ts';
import { createSiteTicketkit } from './ticketkit.ts';
// A stylesheet link, not a constructable sheet: the page's static HTML (vite-plugins/prerender.ts)
// is styled before any script runs. Still no <style> element: the site runs under `style-src 'self'`.
// The widget's rules come after the site's, as they did when adopted.
import './font.css';
import './site.css';
import '@ticketkit/widget/styles.css';

async function start(root: HTMLElement) {
  const site = createSiteTicketkit();
  const prerendered = prerenderedFor(root);
  // Tickets kept for the door (offline/keepTicketsOffline.ts) load once the page has loaded and the
  // main thread is idle: the first screen (its cards, their posters) never waits behind them.
  const keepOffline = () => void import('./offline/keepTicketsOffline.ts').then((m) => m.keepTicketsOffline(site.sdk, env.apiUrl));
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(keepOffline, { timeout: 5000 }) : setTimeout(keepOffline, 1));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  const locale = siteLocale();
  applyLanguage(locale);
  // The first page's code loads while its static HTML is on screen, so the first render draws the
  // page itself over that HTML, never a loader in between.
  // The home page without matching the whole route table (which compiles every route's pattern).
  const page = window.location.pathname === '/' ? 'home' : matchRoutes(allRoutes, window.location)?.at(-1)?.route.page;
  await Promise.all([page ? preloadPage(page) : undefined, loadSiteLocale(locale)]);
  // The static HTML is in English: another language draws the page anew rather than hydrating it.
  if (prerendered && page === 'home' && locale === DEFAULT_LOCALE) {
    // The home page's HTML is the page as React first draws it: React takes it over as it is.
    hydrateRoot(root, <Site site={site} serverSnapshot={drawnFor(prerendered)} />);
    return;
  }
  // Any other address's HTML is only the shell around a loader: the page is drawn anew. A
  // transition renders in slices, so the page stays responsive while it draws.
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(<Site site={site} />));
}

const root = document.getElementById('root');
if (root) void start(root);
