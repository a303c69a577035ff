import type { Ticketkit } from '@ticketkit/sdk';

/** The caches public/sw.js keeps one account's ticket data in. */
export const TICKET_CACHE_PREFIX = 'tk-tickets-';

/** Deletes every account's kept tickets: nothing of one session outlives it on a shared device. */
export async function forgetKeptTickets(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(TICKET_CACHE_PREFIX)).map((n) => caches.delete(n)));
}

/**
 * The site's service worker keeps opened tickets for the door (public/sw.js), and the kept tickets
 * go when the session ends, however it ends (Sign out, inactivity), and a page that starts signed out deletes them too. Registered once the
 * page has loaded, so it never competes with the first screen; only in a build, where files are
 * hashed (the dev server's modules change under the same address). `import.meta.hot` is what tells
 * the dev server apart: a build for tests has `NODE_ENV=test`, so `import.meta.env.PROD` is false there.
 */
export function keepTicketsOffline(sdk: Ticketkit, apiUrl: string, register = !import.meta.hot): void {
  sdk.session.subscribe((s, before) => {
    if (s.status === 'signed-out' && before.status !== 'signed-out') void forgetKeptTickets();
  });
  if (sdk.session.getState().status === 'signed-out') void forgetKeptTickets();
  if (!register || !('serviceWorker' in navigator)) return;
  const start = async () => {
    const registration = await navigator.serviceWorker.register(`/sw.js?api=${encodeURIComponent(apiUrl)}`);
    const worker = registration.active ?? (await navigator.serviceWorker.ready).active;
    // From the moment the worker is in charge, what the page fetches passes through it; what it
    // fetched before is named here, so that this page and the ticket it shows open offline too. The
    // worker fetches the ticket data again with the account's ID token, which names the account's cache.
    await inCharge();
    const files = performance.getEntriesByType('resource').map((e) => e.name);
    const token = sdk.session.getState().status === 'signed-in' ? await sdk.auth.getIdToken().catch(() => null) : null;
    worker?.postMessage({ pages: [location.pathname], files, ...(token ? { token } : {}) });
  };
  const later = () => void start().catch(() => undefined);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/** Resolves once a service worker controls the page (the worker claims it on activation), or after a few seconds. */
function inCharge(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
    setTimeout(resolve, 5000);
  });
}
