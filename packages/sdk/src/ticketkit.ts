import type { StoreApi } from 'zustand/vanilla';
import { createApiClient, type TicketkitClient } from './apiClient.ts';
import { createAuth, REDIRECT_PENDING_KEY } from './auth.ts';
import type { TicketkitAuth } from './authTypes.ts';
import { resolveConfig, type ResolvedTicketkitConfig, type TicketkitConfig } from './config.ts';
import type { FirebaseLoader } from './firebaseLoader.ts';
import { createGuards, loginPath, sourceFor, type TicketkitGuards } from './guards.ts';
import { createInactivityMonitor, type ActivityChannel } from './inactivity.ts';
import { createStorage, type KeyValueStorage } from './storage.ts';
import { createCityStore, createCorporateStore, createSessionStore, readStoredUser, type CityState, type CorporateState, type SessionState } from './stores.ts';

/** One Ticketkit: the auth session, the stores and the {host} client, shared by every widget on a page. */
export interface Ticketkit {
  config: ResolvedTicketkitConfig;
  /** The typed {host} client; routes that need a user carry the session's bearer ID token. */
  api: TicketkitClient;
  session: StoreApi<SessionState>;
  city: StoreApi<CityState>;
  corporate: StoreApi<CorporateState>;
  auth: TicketkitAuth;
  /** JSON storage under `config.storagePrefix` (falls back to memory when storage throws). */
  storage: KeyValueStorage;
  guards: TicketkitGuards;
  /** Stops the inactivity timer and listeners, unsubscribes from Firebase, releases the Firebase app. */
  destroy(): void;
}

/** Seams for tests and unusual hosts; partners never need them. */
export interface TicketkitInternals {
  /** Replaces the lazy `firebase/auth` loader. */
  loadFirebase?: FirebaseLoader;
  /** The backing store (default `localStorage`). */
  storageBackend?: Storage;
  /** The inactivity monitor's cross-tab channel. */
  activityChannel?: ActivityChannel;
  /** Where activity events are heard (default `window`). */
  activityTarget?: EventTarget;
  /** Runs `task` when the page is idle (default `requestIdleCallback`, else a short timeout). */
  whenIdle?: (task: () => void) => void;
}

/** The sign-in page after an inactivity sign-out: back to this page (not to the login page itself). */
function inactivityLoginPath(): string {
  const here = typeof location === 'undefined' ? null : location;
  const source = !here || here.pathname === '/login' || here.pathname === '/signup' ? '' : sourceFor(here);
  return loginPath(source, 'inactivity');
}

function defaultWhenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 1);
}

/**
 * Creates a Ticketkit from a config, validated first (one TicketkitConfigError listing every problem).
 * `firebase/auth` is not loaded here: a visitor without a stored session who only browses never
 * downloads it. A stored `userData` shows as signed in at once; Firebase then loads when the page is
 * idle and reconciles (a session Firebase no longer has becomes signed-out, `onSignedOut('expired')`).
 * While signed in, `inactivityTimeoutMs` without activity signs out, sets `hasVisited` to false and
 * calls `onNavigate('/login?source=<the page>&reason=inactivity')`, so the login page can say why and
 * return the person to where they were.
 */
export function createTicketkit(input: TicketkitConfig, internals: TicketkitInternals = {}): Ticketkit {
  const config = resolveConfig(input);
  const storage = createStorage(config.storagePrefix, internals.storageBackend);
  const session = createSessionStore(storage);
  const city = createCityStore(storage);
  const corporate = createCorporateStore(storage);

  let api: TicketkitClient | null = null;
  const controller = createAuth({
    config,
    storage,
    session,
    corporate,
    getApi: () => api!,
    load: internals.loadFirebase ?? ((c) => import('./firebaseLoader.ts').then((m) => m.loadFirebase(c))),
  });
  api = createApiClient({
    host: config.host,
    getIdToken: (force) => controller.auth.getIdToken(force),
    timeoutMs: config.requestTimeoutMs,
    retries: config.requestRetries,
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });

  const monitor = createInactivityMonitor({
    timeoutMs: config.inactivityTimeoutMs,
    name: `${config.storagePrefix}activity`,
    ...(internals.activityChannel ? { channel: internals.activityChannel } : {}),
    ...(internals.activityTarget ? { target: internals.activityTarget } : {}),
    onTimeout() {
      // Read before signing out: a guarded page may move away once the session ends.
      const to = inactivityLoginPath();
      void controller.signOut('inactivity');
      try {
        config.onNavigate(to);
      } catch (error) {
        console.error('Ticketkit: onNavigate failed', error);
      }
    },
  });
  const follow = (state: SessionState) => {
    if (state.status === 'signed-in') monitor.start();
    else monitor.stop();
  };
  follow(session.getState());
  const unsubscribe = session.subscribe(follow);

  let destroyed = false;
  if (storage.get(REDIRECT_PENDING_KEY)) {
    // Back from a redirect sign-in: unknown until Firebase has finished it.
    if (session.getState().status === 'signed-out') session.setState({ status: 'unknown' });
    void controller.auth.preload().then(
      () => undefined,
      () => session.getState().status === 'unknown' && session.setState({ status: 'signed-out' }),
    );
  } else if (readStoredUser(storage)) {
    (internals.whenIdle ?? defaultWhenIdle)(() => {
      if (!destroyed) void controller.auth.preload().catch(() => undefined);
    });
  }

  return {
    config,
    api,
    session,
    city,
    corporate,
    auth: controller.auth,
    storage,
    guards: createGuards(storage),
    destroy() {
      destroyed = true;
      unsubscribe();
      monitor.stop();
      controller.destroy();
    },
  };
}
