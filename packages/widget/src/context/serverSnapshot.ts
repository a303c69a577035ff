import type { CityState, CorporateState, ReadableStore, SessionState, WidgetSdk } from '../sdk/types.ts';

/**
 * What a page's HTML was drawn from, store by store (server rendering, a build's prerender drawn for
 * no visitor in particular): the parts of each store's state that may differ in this browser.
 */
export interface ServerSnapshot {
  city?: Partial<CityState>;
  session?: Partial<SessionState>;
  corporate?: Partial<CorporateState>;
}

/** The state a store's HTML was drawn from, or undefined when it was drawn from the store itself. */
export type DrawnState = <T>(store: ReadableStore<T>) => T | undefined;

export const drawnAsStored: DrawnState = () => undefined;

/**
 * One state object per store, made once: React asks for the hydration snapshot many times and
 * wants the same value each time.
 */
export function drawnStates(sdk: WidgetSdk | null, snapshot: ServerSnapshot | undefined): DrawnState {
  if (!sdk || !snapshot) return drawnAsStored;
  const states = new Map<unknown, unknown>();
  for (const key of ['city', 'session', 'corporate'] as const) {
    const part = snapshot[key];
    if (part) states.set(sdk[key], { ...sdk[key].getState(), ...part });
  }
  return <T,>(store: ReadableStore<T>) => states.get(store) as T | undefined;
}
