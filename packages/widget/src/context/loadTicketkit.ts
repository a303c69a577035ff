import type { Ticketkit, TicketkitConfig } from '@ticketkit/sdk';

const loads = new Map<string, Promise<Ticketkit | null>>();
const retries = new WeakMap<PromiseLike<unknown>, () => Promise<Ticketkit | null>>();

/**
 * The SDK for React apps, as `loadStripe` is for Stripe: `<TicketkitProvider sdk={loadTicketkit(config)}>`.
 * The SDK's code (and, only when someone signs in, Firebase's) loads when this is first called, so a
 * page pays for neither before it renders. Resolves to `null` during server rendering (no window or
 * document), where nothing is loaded. The same config (equal values, the same functions) gives the
 * same promise and so the same SDK: calling it during render is safe. A failed load is forgotten,
 * so calling it again tries again.
 */
export function loadTicketkit(config: TicketkitConfig): Promise<Ticketkit | null> {
  if (typeof window === 'undefined' || typeof document === 'undefined') return Promise.resolve(null);
  const key = configKey(config);
  const known = loads.get(key);
  if (known) return known;
  const load = import('./sdkRuntime.ts').then((sdk) => sdk.createTicketkit(config));
  loads.set(key, load);
  retries.set(load, () => loadTicketkit(config));
  load.catch(() => {
    if (loads.get(key) === load) loads.delete(key);
  });
  return load;
}

/** How to load again after `promise` failed, when loadTicketkit made it. */
export function retryOf(promise: PromiseLike<unknown>): (() => Promise<Ticketkit | null>) | undefined {
  return retries.get(promise);
}

const functionIds = new WeakMap<object, number>();
let nextFunctionId = 0;

/** Equal data gives an equal key; a function counts by identity (its own number). */
function configKey(config: TicketkitConfig): string {
  return JSON.stringify(config, (_key, value: unknown) => {
    if (typeof value === 'function') {
      if (!functionIds.has(value)) functionIds.set(value, (nextFunctionId += 1));
      return `function#${functionIds.get(value)}`;
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)));
    }
    return value;
  });
}
