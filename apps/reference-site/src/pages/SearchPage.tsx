import { SearchContainer, useStore, type QueryChange } from '@ticketkit/widget';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { searchResultHref } from './eventLinks.ts';
import { useSiteCallbacks } from './useSiteNavigate.ts';
import { useSiteTicketkit } from '../ticketkit.ts';

/** Marks a history entry whose query is being typed on this visit of the page (later keystrokes replace it). */
interface SearchEntryState {
  typing?: string;
}

const searchPath = (query: string) => (query.trim() ? `/search?q=${encodeURIComponent(query)}` : '/search');

/**
 * The URL's `q` is the query: a shared /search?q=… shows its results, and Back returns to them.
 * Typing after a search has been kept (submitted, opened from a link, left for a result) starts one
 * new history entry that later keystrokes replace; Enter keeps the entry as it is.
 */
export default function SearchPage() {
  const [params] = useSearchParams();
  const location = useLocation() as { key: string; state: SearchEntryState | null };
  const { state } = location;
  const navigate = useNavigate();
  // An entry typed on an earlier visit (left for a result, then Back) holds a search that was kept.
  const [visit] = useState(() => Math.random().toString(36).slice(2));
  const query = params.get('q') ?? '';
  const city = useStore(useSiteTicketkit().city, (s) => s.city);
  // The entry this page pushed its typing from, until the router has moved to the new entry: keys
  // typed before React renders the new location (its navigations are transitions) must replace
  // the pushed entry rather than push one each.
  const pushedFrom = useRef<string | null>(null);
  useEffect(() => {
    if (pushedFrom.current !== location.key) pushedFrom.current = null;
  }, [location.key]);
  const onQueryChange = (next: string, change: QueryChange) => {
    if (change === 'submit') return void navigate(searchPath(next), { replace: true });
    const replace = state?.typing === visit || query === '' || pushedFrom.current === location.key;
    if (!replace) pushedFrom.current = location.key;
    void navigate(searchPath(next), { replace, state: { typing: visit } satisfies SearchEntryState });
  };
  return <SearchContainer query={query} onQueryChange={onQueryChange} hrefFor={searchResultHref(city)} {...useSiteCallbacks()} />;
}
