import type { ServerSnapshot } from '@ticketkit/widget';

/**
 * What the build's prerender drew the home page for, written on the root element
 * (vite-plugins/prerender.ts) and read back by the browser (main.tsx), which must draw its first
 * render for the same. No React here: the build's plugin imports it too.
 */
export interface PrerenderedFor {
  city: string;
}

/** The root element's attribute that carries the prerender's city. */
export const PRERENDER_CITY_ATTRIBUTE = 'data-prerender-city';

/** The prerender's city, when the element holds a prerendered page. */
export function prerenderedFor(root: Element): PrerenderedFor | null {
  const city = root.getAttribute(PRERENDER_CITY_ATTRIBUTE);
  return city ? { city } : null;
}

/**
 * The stores as the prerender drew the page: its city, nobody signed in (the build knows no
 * visitor). The browser hydrates with these, so React keeps the HTML; then what differs for this
 * visitor (their city, their name in the header) draws as an ordinary update.
 */
export function drawnFor(prerendered: PrerenderedFor): ServerSnapshot {
  return { city: { city: prerendered.city }, session: { status: 'signed-out', user: null } };
}
