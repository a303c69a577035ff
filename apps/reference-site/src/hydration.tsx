import type { StoreApi, Ticketkit } from '@ticketkit/sdk';
import { createContext, useContext, useEffect } from 'react';
import type { PrerenderedFor } from './prerendered.ts';

/** A store that reads `first` until `release()`, then its own state, telling its subscribers. */
function holdAt<T>(store: StoreApi<T>, first: T): { store: StoreApi<T>; release(): void } {
  let holding = true;
  const listeners = new Set<(state: T, previous: T) => void>();
  return {
    store: {
      ...store,
      getState: () => (holding ? first : store.getState()),
      subscribe(listener) {
        listeners.add(listener);
        const off = store.subscribe((state, previous) => {
          if (!holding) listener(state, previous);
        });
        return () => {
          listeners.delete(listener);
          off();
        };
      },
    },
    release() {
      if (!holding) return;
      holding = false;
      for (const listener of listeners) listener(store.getState(), first);
    },
  };
}

/**
 * The page's static HTML was drawn at build time for a visitor the build knows nothing about: the
 * prerender's city, nobody signed in. React keeps that HTML only if its first render draws exactly
 * the same, so until hydration is done this view of the SDK reads the city and the session as the
 * build did; then it reads them as they are, and what differs for this visitor (their city, their
 * name in the header) draws as an ordinary update. Everything else is the SDK itself.
 */
export function asPrerendered(sdk: Ticketkit, prerendered: PrerenderedFor): { sdk: Ticketkit; release(): void } {
  const city = holdAt(sdk.city, { ...sdk.city.getState(), city: prerendered.city });
  const session = holdAt(sdk.session, { ...sdk.session.getState(), status: 'signed-out', user: null });
  return {
    sdk: { ...sdk, city: city.store, session: session.store },
    release() {
      city.release();
      session.release();
    },
  };
}

/** Ends the prerendered view of the SDK; nothing to end when the page was not hydrated. */
export const HydrationDone = createContext<() => void>(() => {});

/**
 * Placed beside the page inside the innermost Suspense boundary: React hydrates a boundary's content
 * in a pass of its own, after the boundaries around it, so this effect runs once the whole page is
 * hydrated (a root-level effect would run before the page inside the boundaries is).
 */
export function WhenHydrated() {
  const done = useContext(HydrationDone);
  useEffect(done, [done]);
  return null;
}
