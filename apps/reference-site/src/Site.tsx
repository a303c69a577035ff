import type { Ticketkit } from '@ticketkit/sdk';
import { TicketkitProvider, type ServerSnapshot } from '@ticketkit/widget';
import { StrictMode } from 'react';
import { SiteRouter } from './router.tsx';

/**
 * The whole site: the one SDK instance, given to every screen through the provider. When it
 * hydrates a prerendered page, `serverSnapshot` is what that page was drawn for (prerendered.ts).
 */
export function Site({ sdk, serverSnapshot }: { sdk: Ticketkit; serverSnapshot?: ServerSnapshot }) {
  return (
    <StrictMode>
      <TicketkitProvider sdk={sdk} locale="en-IN" serverSnapshot={serverSnapshot}>
        <SiteRouter />
      </TicketkitProvider>
    </StrictMode>
  );
}
