import { useCallback, useSyncExternalStore } from 'react';
import type { WidgetSdk } from '../sdk/types.ts';

/** Where a promised SDK is: still loading, there (or `null`), or failed. */
export type SdkLoad = { status: 'pending' } | { status: 'ready'; sdk: WidgetSdk | null } | { status: 'failed'; error: unknown };

const PENDING: SdkLoad = { status: 'pending' };

interface Tracked {
  state: SdkLoad;
  listeners: Set<() => void>;
}

const tracked = new WeakMap<PromiseLike<WidgetSdk | null>, Tracked>();

export function isPromiseLike<T>(value: unknown): value is PromiseLike<T> {
  return typeof (value as { then?: unknown } | null | undefined)?.then === 'function';
}

/** One record per promise, so every provider given the same promise sees it settle once, and at once if it already has. */
function track(promise: PromiseLike<WidgetSdk | null>): Tracked {
  const known = tracked.get(promise);
  if (known) return known;
  const entry: Tracked = { state: PENDING, listeners: new Set() };
  tracked.set(promise, entry);
  const settle = (state: SdkLoad) => {
    entry.state = state;
    for (const listener of entry.listeners) listener();
  };
  promise.then(
    (sdk) => settle({ status: 'ready', sdk }),
    (error: unknown) => settle({ status: 'failed', error }),
  );
  return entry;
}

/**
 * The state of a promised SDK. Server rendering and hydration always see it loading (the server has
 * no SDK), so the HTML the server drew and the browser's first render agree; after that, the promise's state.
 */
export function useSdkLoad(promise: PromiseLike<WidgetSdk | null>): SdkLoad {
  const entry = track(promise);
  const subscribe = useCallback(
    (listener: () => void) => {
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [entry],
  );
  return useSyncExternalStore(subscribe, () => entry.state, () => PENDING);
}
