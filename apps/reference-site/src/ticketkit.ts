import { createTicketkit } from '@ticketkit/sdk';
import { env } from './env.ts';

/** Where the SDK asks the site to go (inactivity sign-out sends people to /login). Set by the router. */
let navigate: (path: string) => void = (path) => window.location.assign(path);
export function setNavigator(fn: (path: string) => void) {
  navigate = fn;
}

/**
 * The site's one Ticketkit instance. The first-party site keeps the spec's storage keys exactly
 * (`userData`, `CorporateEmp`, `hasVisited`), so its prefix is empty.
 */
export const tk = createTicketkit({
  host: env.apiUrl,
  firebase: env.firebase,
  ...(env.authEmulatorUrl ? { authEmulatorUrl: env.authEmulatorUrl } : {}),
  storagePrefix: '',
  onNavigate: (path) => navigate(path),
});
