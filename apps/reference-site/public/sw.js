// The site's service worker: keeps a person's opened tickets for the door, where the network often
// is not. Registered by the site only (src/offline/keepTicketsOffline.ts), never by the embed.
//
// - The app shell (pages and the site's own hashed files) is kept as it is used, so a ticket page
//   opened once opens again offline.
// - The ticket pages' data (GET of a booking, its receipt, the list of bookings) is kept per account,
//   in a cache named after the account the request's ID token belongs to: one account's tickets are
//   never answered to another's request. The page deletes these caches when the session ends.
// - Nothing but GET is ever touched: writes always go to the network as they are.
// - Online, the network always answers first; a kept copy only answers when it cannot.

const SHELL = 'tk-shell-v1';
const TICKETS = 'tk-tickets-';
const api = new URL(self.location.href).searchParams.get('api');
const apiOrigin = api ? new URL(api).origin : null;
/** Where the last page other than home is kept again: home's page carries home's content in its HTML. */
const SHELL_PAGE = '/__shell';
const TICKET_DATA = /^\/v1\/(?:bookings\/[^/]+(?:\/receipt)?|me\/bookings)$/;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith('tk-shell-') && n !== SHELL).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

/** The account an ID token names (its `sub`). Only names a cache: the API verifies the token itself. */
function accountOf(request) {
  const bearer = /^Bearer (.+)$/.exec(request.headers.get('Authorization') || '');
  const payload = bearer && bearer[1].split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims.sub === 'string' && /^[\w-]{1,128}$/.test(claims.sub) ? claims.sub : null;
  } catch {
    return null;
  }
}

/** The network's answer, kept in `cacheName` when it is a success; the kept one when the network fails. */
async function networkFirst(request, cacheName, key = request, fallbackKeys = []) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await keep(cache, key, response);
    return response;
  } catch (error) {
    for (const k of [key, ...fallbackKeys]) {
      const kept = await cache.match(k, { ignoreVary: true });
      if (kept) return kept;
    }
    throw error;
  }
}

async function keep(cache, key, response) {
  await cache.put(key, response.clone());
  const isPage = (response.headers.get('Content-Type') || '').startsWith('text/html');
  if (isPage && typeof key === 'string' && key !== '/') await cache.put(SHELL_PAGE, response.clone());
}

async function cacheFirst(request) {
  const cache = await caches.open(SHELL);
  // Hashed names never change content; the files the page named were fetched without its Origin header.
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** `u` as an address, or null when it is not one. */
function addressOf(u) {
  try {
    return typeof u === 'string' ? new URL(u, self.location.href) : null;
  } catch {
    return null;
  }
}

// The page that registered the worker loaded before the worker was in charge: it names what it
// loaded (its address, its own files and its requests to the API) so that they are kept too. The
// ticket data among those requests is fetched again with the ID token the page sends along (the
// account's, which names its cache), so a ticket opened once is kept from that first visit.
self.addEventListener('message', (event) => {
  const { pages = [], files = [], token = null } = event.data && typeof event.data === 'object' ? event.data : {};
  const same = (u) => addressOf(u)?.origin === self.location.origin;
  const ticketData = (u) => {
    const url = addressOf(u);
    return Boolean(url && url.origin === apiOrigin && TICKET_DATA.test(url.pathname));
  };
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      for (const page of pages.filter(same)) {
        const response = await fetch(page).catch(() => null);
        if (response && response.ok) await keep(cache, new URL(page, self.location.href).pathname, response);
      }
      await Promise.all(files.filter((f) => same(f) && new URL(f, self.location.href).pathname.startsWith('/assets/')).map((f) => cache.add(f).catch(() => undefined)));
      if (typeof token !== 'string') return;
      for (const url of new Set(files.filter(ticketData))) {
        const request = new Request(url, { headers: { Authorization: `Bearer ${token}` } });
        const account = accountOf(request);
        if (account) await networkFirst(request, TICKETS + account).catch(() => undefined);
      }
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin === self.location.origin) {
    // Every address is the same application: any kept page starts it when the one asked for was never kept.
    if (request.mode === 'navigate') {
      event.respondWith(networkFirst(request, SHELL, url.pathname, [SHELL_PAGE, '/']));
      return;
    }
    if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
    return;
  }
  if (url.origin === apiOrigin && TICKET_DATA.test(url.pathname)) {
    const account = accountOf(request);
    if (account) event.respondWith(networkFirst(request, TICKETS + account));
  }
});
