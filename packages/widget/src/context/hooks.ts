import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { toWidgetError, type ReadableStore, type WidgetError } from '../sdk/types.ts';
import { useTicketkitContext } from './TicketkitProvider.tsx';

/**
 * Reads a slice of a zustand/vanilla store; re-renders only when the slice changes. While React
 * hydrates HTML drawn elsewhere it reads the state that HTML was drawn from (the provider's
 * `serverSnapshot`), then, once that part is hydrated, the store's own.
 */
export function useStore<T, S>(store: ReadableStore<T>, selector: (state: T) => S): S {
  const drawn = useTicketkitContext().drawnState(store);
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(drawn ?? store.getState()),
  );
}

export type Resource<T> =
  | { status: 'loading'; data: undefined; error: undefined; retry: () => void }
  | { status: 'success'; data: T; error: undefined; retry: () => void }
  | { status: 'error'; data: undefined; error: WidgetError; retry: () => void };

/**
 * Loads data for a container: aborts the previous request when `deps` change or the component
 * unmounts, and offers `retry`. `load` receives the AbortSignal to pass to the SDK.
 */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): Resource<T> {
  const [attempt, setAttempt] = useState(0);
  // Which deps the state belongs to: compared by identity, so a change shows loading at once.
  const [state, setState] = useState<{ deps: readonly unknown[]; status: 'loading' | 'success' | 'error'; data?: T; error?: WidgetError }>({
    deps: [],
    status: 'loading',
  });
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const current = [...deps, attempt];
  useEffect(() => {
    const controller = new AbortController();
    setState({ deps: current, status: 'loading' });
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ deps: current, status: 'success', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ deps: current, status: 'error', error: toWidgetError(error) });
      },
    );
    return () => controller.abort();
    // The caller's deps decide when to reload, as with useEffect.
  }, current);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const fresh = state.deps.length === current.length && state.deps.every((d, i) => Object.is(d, current[i]));
  if (!fresh || state.status === 'loading') return { status: 'loading', data: undefined, error: undefined, retry };
  if (state.status === 'error') return { status: 'error', data: undefined, error: state.error as WidgetError, retry };
  return { status: 'success', data: state.data as T, error: undefined, retry };
}

/** Two resources shown as one: loading until both are in, else the first error (retry asks again for what failed). */
export function joinResources<A, B, T>(a: Resource<A>, b: Resource<B>, join: (a: A, b: B) => T): Resource<T> {
  const retry = () => {
    if (a.status === 'error') a.retry();
    if (b.status === 'error') b.retry();
  };
  const failed = a.status === 'error' ? a : b.status === 'error' ? b : null;
  if (failed) return { status: 'error', data: undefined, error: failed.error, retry };
  if (a.status === 'success' && b.status === 'success') return { status: 'success', data: join(a.data, b.data), error: undefined, retry };
  return { status: 'loading', data: undefined, error: undefined, retry };
}
