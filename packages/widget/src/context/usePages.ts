import type { Page } from '@ticketkit/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toWidgetError, type WidgetError } from '../sdk/types.ts';

/** A paged list as a screen shows it: a failed "load more" keeps what was loaded and says so under it. */
export type PagesState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: WidgetError }
  | { status: 'success'; items: T[]; hasMore: boolean; loadingMore?: boolean; loadMoreError?: WidgetError | null };

type LoadPage<T> = (cursor: string | undefined, signal: AbortSignal) => Promise<Page<T>>;

const sameDeps = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((d, i) => Object.is(d, b[i]));

/**
 * Pages through a list: the first page whenever `deps` change (or on retry), then the next by
 * cursor on `loadMore`, appended without repeating an id. A dep change or unmount aborts the
 * first page and any "load more" alike, so an old answer never lands in the new list.
 * `enabled: false` (e.g. signed out) loads nothing and reports loading.
 */
export function usePages<T extends { id: string }>(load: LoadPage<T>, deps: readonly unknown[], enabled = true) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ deps: readonly unknown[]; shown: PagesState<T> }>({ deps: [], shown: { status: 'loading' } });
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const cursor = useRef<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const loadingMore = useRef<AbortController | null>(null);
  const current = [...deps, attempt, enabled];

  useEffect(() => {
    if (!enabled) return;
    const c = new AbortController();
    controller.current = c;
    const key = current;
    setState({ deps: key, shown: { status: 'loading' } });
    loadRef.current(undefined, c.signal).then(
      (page) => {
        if (c.signal.aborted) return;
        cursor.current = page.nextCursor;
        setState({ deps: key, shown: { status: 'success', items: page.items, hasMore: page.nextCursor !== null } });
      },
      (error: unknown) => {
        if (!c.signal.aborted) setState({ deps: key, shown: { status: 'error', error: toWidgetError(error) } });
      },
    );
    return () => c.abort();
    // The caller's deps decide when to start over, as with useEffect.
  }, current);

  const loadMore = useCallback(() => {
    const c = controller.current;
    const next = cursor.current;
    // One "load more" at a time: a second click while one is under way asks for nothing.
    if (!c || c.signal.aborted || !next || loadingMore.current === c) return;
    loadingMore.current = c;
    const update = (f: (s: Extract<PagesState<T>, { status: 'success' }>) => PagesState<T>) => {
      if (loadingMore.current === c) loadingMore.current = null;
      setState((s) => (c.signal.aborted || s.shown.status !== 'success' ? s : { deps: s.deps, shown: f(s.shown) }));
    };
    setState((s) => (s.shown.status === 'success' ? { deps: s.deps, shown: { ...s.shown, loadingMore: true, loadMoreError: null } } : s));
    loadRef.current(next, c.signal).then(
      (page) => {
        if (c.signal.aborted) return;
        cursor.current = page.nextCursor;
        update((s) => {
          const seen = new Set(s.items.map((item) => item.id));
          return { status: 'success', items: [...s.items, ...page.items.filter((item) => !seen.has(item.id))], hasMore: page.nextCursor !== null };
        });
      },
      (error: unknown) => {
        if (!c.signal.aborted) update((s) => ({ ...s, loadingMore: false, loadMoreError: toWidgetError(error) }));
      },
    );
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const shown: PagesState<T> = enabled && sameDeps(state.deps, current) ? state.shown : { status: 'loading' };
  return { state: shown, loadMore, retry };
}
