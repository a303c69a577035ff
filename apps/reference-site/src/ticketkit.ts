import { createTicketkit, type Ticketkit, type TicketkitConfig } from '@ticketkit/sdk';
import { createContext, useContext } from 'react';
import { env } from './env.ts';

/**
 * Where the SDK asks the site to go (inactivity sign-out sends people to /login). The router
 * follows it while it is mounted; without a router the browser goes there itself.
 */
export interface SiteNavigation {
  go(path: string): void;
  /** Sends every `go` to `navigate` until the returned function is called. */
  follow(navigate: (path: string) => void): () => void;
}

function createNavigation(): SiteNavigation {
  let follower: ((path: string) => void) | null = null;
  return {
    go(path) {
      if (follower) follower(path);
      else window.location.assign(path);
    },
    follow(navigate) {
      follower = navigate;
      return () => {
        if (follower === navigate) follower = null;
      };
    },
  };
}

/** The site's one Ticketkit instance and the navigation its `onNavigate` goes through. */
export interface SiteTicketkit {
  sdk: Ticketkit;
  navigation: SiteNavigation;
}

/**
 * Made once by the page's root (main.tsx; the build's prerender makes its own) and given to every
 * screen by SiteProviders (Site.tsx). The first-party site keeps the spec's storage keys exactly
 * (`userData`, `CorporateEmp`, `hasVisited`), so its prefix is empty.
 */
export function createSiteTicketkit(overrides: Partial<TicketkitConfig> = {}): SiteTicketkit {
  const navigation = createNavigation();
  const sdk = createTicketkit({
    host: env.apiUrl,
    firebase: env.firebase,
    ...(env.authEmulatorUrl ? { authEmulatorUrl: env.authEmulatorUrl } : {}),
    storagePrefix: '',
    onNavigate: (path) => navigation.go(path),
    ...overrides,
  });
  return { sdk, navigation };
}

const SiteTicketkitContext = createContext<SiteTicketkit | null>(null);
export const SiteTicketkitProvider = SiteTicketkitContext.Provider;

function useSite(): SiteTicketkit {
  const site = useContext(SiteTicketkitContext);
  if (!site) throw new Error('ticketkit/no-sdk: the site renders its pages inside <SiteProviders site={createSiteTicketkit()}>');
  return site;
}

/**
 * The whole SDK, for every part of the site (pages, header, guards): the site's pages use more of it
 * than the widget's screens (guards, for one), so the site keeps its own context, typed as the SDK.
 * The widget's screens read the same instance through their own provider.
 */
export function useSiteTicketkit(): Ticketkit {
  return useSite().sdk;
}

export function useSiteNavigation(): SiteNavigation {
  return useSite().navigation;
}
