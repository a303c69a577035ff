import { useEffect, useLayoutEffect } from 'react';
import { siteMessages } from './language/siteMessages.ts';

const SITE = 'Ticketkit';

function apply(title: string, description: string) {
  document.title = title ? `${title} · ${SITE}` : SITE;
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

/** A page's own title and description (e.g. an event's name once it has loaded); null leaves the route's. */
export function usePageMeta(title: string | null, description?: string) {
  const t = siteMessages.useT();
  description ??= t('meta.description');
  useEffect(() => {
    if (title !== null) apply(title, description);
  }, [title, description]);
}

/** A search-result-sized summary: the first sentences of `text` that fit in about 155 characters. */
export function summarise(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const sentence = cut.lastIndexOf('. ');
  return sentence > max / 2 ? cut.slice(0, sentence + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/**
 * The route's default title. A layout effect runs before every passive effect, so a page's own
 * `usePageMeta` (a child, but a passive effect) always wins.
 */
export function useRouteMeta(title: string) {
  const description = siteMessages.useT()('meta.description');
  useLayoutEffect(() => apply(title, description), [title, description]);
}

/**
 * Asks search engines not to index the page while it is shown (a not-found page: a static host
 * answers 200 for every address the app routes, so the page itself must say it is not one).
 */
export function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
