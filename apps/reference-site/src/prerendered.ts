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
