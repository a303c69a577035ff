/**
 * The pages' static HTML, rendered at build time from the same components the browser renders
 * first (vite-plugins/prerender.ts writes it into the built HTML). It paints before any script has
 * run. The home page's is exactly what React first draws, so the browser hydrates it (main.tsx): the
 * header with the city picker's loading state, its heading, the category bar's room and event cards
 * still loading. Every other address gets the shell, which the page's own render replaces.
 */
import { FullPageLoader } from '@ticketkit/widget';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { Layout } from './layout/Layout.tsx';
import { SiteRouterAt } from './router.tsx';
import { preloadPage } from './screens.tsx';
import { drawnFor, type PrerenderedFor } from './prerendered.ts';
import { SiteProviders } from './Site.tsx';
import { createSiteTicketkit } from './ticketkit.ts';

/** The build's own SDK: no visitor, so the default city and nobody signed in. */
const site = createSiteTicketkit();

function render(children: ReactNode): string {
  return renderToString(
    <StrictMode>
      <SiteProviders site={site} serverSnapshot={drawnFor(homeRenderedFor())}>
        {children}
      </SiteProviders>
    </StrictMode>,
  );
}

/** The home page as it first renders: everything but what comes from the API. */
export async function renderHome(): Promise<string> {
  await preloadPage('home');
  return render(<SiteRouterAt path="/" />);
}

/** Any other address: the site's header and footer around the loader, until the page's code is here. */
export function renderShell(): string {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Layout>
        <FullPageLoader />
      </Layout>
    </MemoryRouter>,
  );
}

/**
 * The address of the home page's first list of events (the default city's), as the SDK itself
 * builds it: the page asks the browser to fetch it with the HTML, before the script that asks for
 * it has arrived. A visitor who chose another city asks for theirs; this one then goes unused.
 */
export function firstEventsRequest(): Promise<string> {
  return new Promise((resolve) => {
    const { sdk: recorder } = createSiteTicketkit({
      storagePrefix: 'prerender:',
      fetch: (input) => {
        resolve(input instanceof Request ? input.url : String(input));
        return new Promise<never>(() => {});
      },
    });
    void recorder.api.listEvents({ city: site.sdk.city.getState().city });
  });
}

/** What the home page was drawn for, which the browser's first render must draw the same. */
export function homeRenderedFor(): PrerenderedFor {
  return { city: site.sdk.city.getState().city };
}
