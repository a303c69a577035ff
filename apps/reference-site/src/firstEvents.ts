import type { EventPage } from '@ticketkit/contract';
import { leadEvent, posterSources, type PosterSources } from '@ticketkit/widget';
import { preload } from 'react-dom';

/**
 * The home page's first list of events, taken as soon as the page's script runs rather than when
 * the list first renders, and its lead card's poster preloaded the moment the list's answer is in.
 *
 * The built home page asks the browser to fetch the list with the HTML (a `preload` link,
 * vite-plugins/prerender.ts), but the poster of its first card, the page's largest paint, was only
 * asked for once React had hydrated the page and drawn the cards. Here the script takes that
 * answer first and adds a preload of the poster with the exact `srcset` and `sizes` the card's
 * `<img>` gets (posterSources, leadEvent), so the browser fetches it once, while the page hydrates.
 * The SDK's own request for the same list is then given this answer (it is not cacheable: asked
 * twice, it would be fetched twice).
 */
export interface FirstEvents {
  /** The SDK's fetch: the first GET of the taken list is answered by the early request. */
  fetch: typeof fetch;
  /** Fetches the list the page's preload link (the one fetched `as="fetch"`) names, once; false when the page has none. */
  take(doc: Document): boolean;
}

/** Asks for the poster ahead of the card that shows it, as the card's `<img>` will ask for it. */
function preloadPoster({ src, srcSet, sizes }: PosterSources): void {
  preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
}

export function firstEvents(baseFetch: typeof fetch = (input, init) => globalThis.fetch(input, init)): FirstEvents {
  let taken: { url: string; answer: Promise<Response> } | null = null;
  return {
    take(doc) {
      const link = doc.querySelector<HTMLLinkElement>('link[rel="preload"][as="fetch"]');
      if (!link || taken) return false;
      // The preload link's request: CORS without credentials, as the SDK asks, so it takes the preload.
      const answer = baseFetch(link.href).then((response) => {
        if (response.ok) {
          void response
            .clone()
            .json()
            .then((page: EventPage) => {
              const lead = leadEvent(page.items);
              if (lead) preloadPoster(posterSources(lead.image, 'card'));
            })
            .catch(() => undefined);
        }
        return response;
      });
      // Nobody may be waiting yet: a failure is the SDK's to report when it asks.
      answer.catch(() => undefined);
      taken = { url: link.href, answer };
      return true;
    },
    fetch(input, init) {
      const mine = taken;
      // The SDK asks by address (a string); a Request is never the taken list.
      if (!mine || String(input) !== mine.url || (init?.method ?? 'GET') !== 'GET') return baseFetch(input, init);
      taken = null;
      const signal = init?.signal;
      if (!signal) return mine.answer;
      // The SDK's timeout and its caller's cancel still end the wait.
      return new Promise<Response>((resolve, reject) => {
        if (signal.aborted) return reject(signal.reason);
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        mine.answer.then(resolve, reject);
      });
    },
  };
}
