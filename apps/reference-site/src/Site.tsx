import { TicketkitProvider, type Appearance, type ServerSnapshot } from '@ticketkit/widget';
import { StrictMode, type ReactNode } from 'react';
import { useSiteLocale } from './language/siteLanguage.ts';
import { SiteRouter } from './router.tsx';
import { SiteTicketkitProvider, type SiteTicketkit } from './ticketkit.ts';

/** The site follows the reader's system: light or dark (`prefers-color-scheme`), with no switch of its own. */
const SITE_APPEARANCE: Appearance = { theme: 'auto' };

/**
 * The one SDK instance for everything below: the site's own parts (useSiteTicketkit) and the
 * widget's screens (TicketkitProvider). When it hydrates a prerendered page, `serverSnapshot` is what
 * that page was drawn for (prerendered.ts). The language is the site's (the header's switch): the
 * widget's screens and the site's own words (siteMessages) follow it together.
 */
export function SiteProviders({ site, serverSnapshot, children }: { site: SiteTicketkit; serverSnapshot?: ServerSnapshot; children: ReactNode }) {
  const locale = useSiteLocale();
  return (
    <SiteTicketkitProvider value={site}>
      <TicketkitProvider sdk={site.sdk} locale={locale} serverSnapshot={serverSnapshot} appearance={SITE_APPEARANCE}>
        {children}
      </TicketkitProvider>
    </SiteTicketkitProvider>
  );
}

/** The whole site. */
export function Site({ site, serverSnapshot }: { site: SiteTicketkit; serverSnapshot?: ServerSnapshot }) {
  return (
    <StrictMode>
      <SiteProviders site={site} serverSnapshot={serverSnapshot}>
        <SiteRouter />
      </SiteProviders>
    </StrictMode>
  );
}
