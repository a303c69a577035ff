import type { Ticketkit } from '@ticketkit/sdk';
import { TicketkitProvider } from '@ticketkit/widget';
import { StrictMode } from 'react';
import { HydrationDone } from './hydration.tsx';
import { SiteRouter } from './router.tsx';

const nothing = () => {};

/**
 * The whole site: the one SDK instance, given to every screen through the provider. `onHydrated`
 * runs once React has taken over a prerendered page (see hydration.tsx).
 */
export function Site({ sdk, onHydrated = nothing }: { sdk: Ticketkit; onHydrated?: () => void }) {
  return (
    <StrictMode>
      <HydrationDone.Provider value={onHydrated}>
        <TicketkitProvider sdk={sdk} locale="en-IN">
          <SiteRouter />
        </TicketkitProvider>
      </HydrationDone.Provider>
    </StrictMode>
  );
}
