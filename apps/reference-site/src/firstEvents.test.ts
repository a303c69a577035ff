import type { EventPage, EventSummary } from '@ticketkit/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
// react-dom's preload() writes to the document once the client renderer is loaded, as on the page (main.tsx).
import 'react-dom/client';
import { env } from './env.ts';
import { firstEvents } from './firstEvents.ts';
import { createSiteTicketkit } from './ticketkit.ts';

// The network is a recorder here, to count what the SDK's requests cost; e2e/home-hydrates.e2e.test.ts
// checks the same in Chromium against the built site and the real API.
const LIST_URL = `${env.apiUrl}/v1/events?city=nagpur`;

function event(id: string): EventSummary {
  const url = `${env.apiUrl}/v1/images/events/${id}.webp`;
  return {
    id,
    title: `Event ${id}`,
    image: { url: `${url}?w=800`, srcset: `${url}?w=400 400w, ${url}?w=800 800w, ${url}?w=1200 1200w`, alt: '', width: 1200, height: 675 },
  } as EventSummary;
}

const page: EventPage = { items: [event('ev_1'), event('ev_2')], nextCursor: null } as EventPage;

function withPreloadLink(href = LIST_URL) {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'fetch');
  link.setAttribute('crossorigin', '');
  link.setAttribute('href', href);
  document.head.append(link);
}

function recorder(answer: EventPage = page) {
  return vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(Response.json(answer)));
}

const posterPreloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];

afterEach(() => document.head.replaceChildren());

describe('the home page’s first events, taken early', () => {
  it('fetches the preloaded list once: the SDK’s request for it gets that answer', async () => {
    withPreloadLink();
    const network = recorder();
    const first = firstEvents(network);
    expect(first.take(document)).toBe(true);
    const { sdk } = createSiteTicketkit({ fetch: first.fetch, storagePrefix: 'first-events:' });
    const answer = await sdk.api.listEvents({ city: 'nagpur' });
    expect(answer.items.map((e) => e.id)).toEqual(['ev_1', 'ev_2']);
    expect(network).toHaveBeenCalledTimes(1);
    // Asked again (a retry, Load more's first page), the list goes to the network as before.
    await sdk.api.listEvents({ city: 'nagpur' });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('preloads the first card’s poster with the srcset and sizes of a card’s image', async () => {
    withPreloadLink();
    // Events of their own: react-dom preloads an address once per page, and other tests preload page's.
    const first = firstEvents(recorder({ items: [event('ev_3'), event('ev_4')], nextCursor: null } as EventPage));
    first.take(document);
    await vi.waitFor(() => expect(posterPreloads()).toHaveLength(1));
    const link = posterPreloads()[0] as HTMLLinkElement;
    const { image } = event('ev_3');
    expect(link.getAttribute('imagesrcset')).toBe(image.srcset);
    expect(link.getAttribute('imagesizes')).toBe('(min-width: 40rem) 24rem, 100vw');
    expect(link.getAttribute('fetchpriority')).toBe('high');
  });

  it('passes every other request through, and takes nothing on a page whose HTML preloads no list', async () => {
    const network = recorder();
    const first = firstEvents(network);
    expect(first.take(document)).toBe(false);
    const { sdk } = createSiteTicketkit({ fetch: first.fetch, storagePrefix: 'first-events:' });
    await sdk.api.listEvents({ city: 'nagpur' });
    expect(network).toHaveBeenCalledTimes(1);
    expect(posterPreloads()).toHaveLength(0);
  });

  it('still ends the SDK’s wait when its signal aborts', async () => {
    withPreloadLink();
    const first = firstEvents(() => new Promise<Response>(() => {}));
    first.take(document);
    const stop = new AbortController();
    const waiting = first.fetch(LIST_URL, { signal: stop.signal });
    stop.abort(new Error('left the page'));
    await expect(waiting).rejects.toThrow('left the page');
  });
});
