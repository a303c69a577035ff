import { createTicketkit, type Ticketkit, type TicketkitConfig } from '@ticketkit/sdk';
import { useTicketkit } from '@ticketkit/widget';
import { env } from './env.ts';

/** Where the SDK asks the site to go (inactivity sign-out sends people to /login). Set by the router. */
let navigate: (path: string) => void = (path) => window.location.assign(path);
export function setNavigator(fn: (path: string) => void) {
  navigate = fn;
}

/**
 * The site's Ticketkit instance, made once by the page's root (main.tsx; the build's prerender makes
 * its own) and read by every screen through `useTicketkit()`. The first-party site keeps the spec's
 * storage keys exactly (`userData`, `CorporateEmp`, `hasVisited`), so its prefix is empty.
 */
export function createSiteTicketkit(overrides: Partial<TicketkitConfig> = {}): Ticketkit {
  return createTicketkit({
    host: env.apiUrl,
    firebase: env.firebase,
    ...(env.authEmulatorUrl ? { authEmulatorUrl: env.authEmulatorUrl } : {}),
    storagePrefix: '',
    onNavigate: (path) => navigate(path),
    ...overrides,
  });
}

/**
 * `useTicketkit()` for the site's pages that need more of the SDK than the widget's type names
 * (auth, guards, corporate, search): the provider holds the whole instance the root made.
 */
export function useSiteTicketkit(): Ticketkit {
  return useTicketkit() as Ticketkit;
}
