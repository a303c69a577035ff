import { useEffect, useLayoutEffect } from 'react';

const SITE = 'Ticketkit';
export const DEFAULT_DESCRIPTION = 'Book tickets to concerts, comedy, theatre, workshops and more in your city.';

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

/** A page's own title and description (e.g. an event's name once it has loaded). */
export function usePageMeta(title: string, description = DEFAULT_DESCRIPTION) {
  useEffect(() => apply(title, description), [title, description]);
}

/**
 * The route's default title. A layout effect runs before every passive effect, so a page's own
 * `usePageMeta` (a child, but a passive effect) always wins.
 */
export function useRouteMeta(title: string) {
  useLayoutEffect(() => apply(title, DEFAULT_DESCRIPTION), [title]);
}
