import { useEffect, useState } from 'react';
import { useStore } from '../../context/hooks.ts';
import { useEmit, useTicketkit } from '../../context/TicketkitProvider.tsx';
import { toWidgetError } from '../../sdk/types.ts';
import type { WidgetCallbacks } from '../../events.ts';
import { MIN_QUERY } from './queryLength.ts';
import { Search, type SearchItem, type SearchState } from './Search.tsx';

/** How the query changed: a keystroke, or Enter with no result chosen (a search the person means to keep). */
export type QueryChange = 'type' | 'submit';

export interface SearchContainerProps extends WidgetCallbacks {
  initialQuery?: string;
  /**
   * The query held outside the screen (a page keeps it in its URL): whenever it changes, the box
   * shows it and its results. The box stays the screen's own while the person types.
   */
  query?: string;
  onQueryChange?(query: string, change: QueryChange): void;
  /** Milliseconds of typing pause before asking the API. */
  debounceMs?: number;
  /** Where each result goes; defaults to the spec's routes. */
  hrefFor?(item: SearchItem): string;
  onSelect?(item: SearchItem): void;
}

export const defaultSearchHref = (s: SearchItem): string =>
  s.kind === 'event' ? `/productpage/${encodeURIComponent(s.item.id)}` : s.kind === 'category' ? `/category/${encodeURIComponent(s.item.slug)}` : '/';

/** Debounced `GET /search` (the previous request aborted), scoped to the selected city. */
export function SearchContainer({
  initialQuery = '',
  query: outside,
  onQueryChange,
  debounceMs = 250,
  hrefFor = defaultSearchHref,
  onSelect,
  ...callbacks
}: SearchContainerProps) {
  const sdk = useTicketkit();
  const emit = useEmit(callbacks);
  const city = useStore(sdk.city, (s) => s.city);
  const [query, setQuery] = useState(outside ?? initialQuery);
  const [seen, setSeen] = useState(outside);
  // A new query from outside (Back, a shared link) replaces what the box shows (adjusting state while rendering).
  if (outside !== seen) {
    setSeen(outside);
    if (outside !== undefined) setQuery(outside);
  }
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const q = query.trim();

  useEffect(() => {
    if (q.length < MIN_QUERY) {
      const id = setTimeout(() => setState({ status: 'idle' }), 0);
      return () => clearTimeout(id);
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ status: 'loading' });
      sdk.api.search({ q, city }, { signal: controller.signal }).then(
        (results) => !controller.signal.aborted && setState({ status: 'success', results }),
        (error: unknown) => !controller.signal.aborted && setState({ status: 'error', error: toWidgetError(error) }),
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [sdk, q, city, debounceMs, attempt]);

  return (
    <Search
      query={query}
      state={state}
      onQueryChange={(next) => {
        setQuery(next);
        onQueryChange?.(next, 'type');
      }}
      onSubmit={() => onQueryChange?.(query, 'submit')}
      onRetry={() => setAttempt((n) => n + 1)}
      hrefFor={hrefFor}
      onSelect={(item) => {
        if (item.kind === 'city') sdk.city.getState().setCity(item.item.slug);
        onSelect?.(item);
        emit('ticketkit:navigate', { to: hrefFor(item) });
      }}
    />
  );
}
