import type { EventSummary } from '@ticketkit/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toWidgetError, type WidgetApi } from '../../sdk/types.ts';
import type { EventListState } from './EventList.tsx';

/** Pages through listEvents for a city and category; a new filter starts over and aborts the old request. */
export function useEventPages(api: WidgetApi, city: string, category: string | undefined) {
  const [state, setState] = useState<EventListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const cursor = useRef<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const c = new AbortController();
    controller.current = c;
    setState({ status: 'loading' });
    api.listEvents({ city, ...(category ? { category } : {}) }, { signal: c.signal }).then(
      (page) => {
        if (c.signal.aborted) return;
        cursor.current = page.nextCursor;
        setState({ status: 'success', events: page.items, hasMore: page.nextCursor !== null });
      },
      (error: unknown) => {
        if (!c.signal.aborted) setState({ status: 'error', error: toWidgetError(error) });
      },
    );
    return () => c.abort();
  }, [api, city, category, attempt]);

  const loadMore = useCallback(() => {
    const c = controller.current;
    if (!c || !cursor.current) return;
    setState((s) => (s.status === 'success' ? { ...s, loadingMore: true, loadMoreError: null } : s));
    api.listEvents({ city, ...(category ? { category } : {}), cursor: cursor.current }, { signal: c.signal }).then(
      (page) => {
        if (c.signal.aborted) return;
        cursor.current = page.nextCursor;
        setState((s) => {
          const previous: EventSummary[] = s.status === 'success' ? s.events : [];
          const seen = new Set(previous.map((e) => e.id));
          return { status: 'success', events: [...previous, ...page.items.filter((e) => !seen.has(e.id))], hasMore: page.nextCursor !== null };
        });
      },
      (error: unknown) => {
        if (c.signal.aborted) return;
        setState((s) => (s.status === 'success' ? { ...s, loadingMore: false, loadMoreError: toWidgetError(error) } : s));
      },
    );
  }, [api, city, category]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, loadMore, retry };
}
