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
  // Whether the entry shown holds this visit's typing, so keystrokes replace it. A ref, not the
  // rendered location: a keystroke's handler may come from a render before the router showed the
  // entry the previous keystroke pushed (navigations are transitions), and must still replace it.
  const typingHere = useRef(state?.typing === visit);
  useEffect(() => {
    typingHere.current = state?.typing === visit;
  }, [location.key, state, visit]);
  const onQueryChange = (next: string, change: QueryChange) => {
    if (change === 'submit') {
      typingHere.current = false;
      return void navigate(searchPath(next), { replace: true });
    }
    const replace = typingHere.current || query === '';
    typingHere.current = true;
    void navigate(searchPath(next), { replace, state: { typing: visit } satisfies SearchEntryState });
  };
  return <SearchContainer query={query} onQueryChange={onQueryChange} hrefFor={searchResultHref(city)} {...useSiteCallbacks()} />;
}
