import { SearchContainer, useStore, type QueryChange } from '@ticketkit/widget';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { searchResultHref } from './eventLinks.ts';
import { useSiteCallbacks } from './useSiteNavigate.ts';
import { useSiteTicketkit } from '../ticketkit.ts';

const searchPath = (query: string) => (query.trim() ? `/search?q=${encodeURIComponent(query)}` : '/search');

/**
 * The URL's `q` is the query: a shared /search?q=… shows its results, and Back returns to them.
 * Typing after a search has been kept (submitted, opened from a link, left for a result) starts one
 * new history entry that later keystrokes replace; Enter keeps the entry as it is.
 */
export default function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = params.get('q') ?? '';
  const city = useStore(useSiteTicketkit().city, (s) => s.city);
  // Whether the entry in the address bar is the one this page's keystrokes are writing, so the next
  // keystroke replaces it. Kept from events, never from the rendered location: navigations render in
  // transitions, so a render can lag behind the address. Leaving for a result and coming straight
  // Back may never render the result's page, and this page then never remounts: only the Back
  // itself says the entry shown now holds a kept search.
  const typingHere = useRef(false);
  useEffect(() => {
    const kept = () => {
      typingHere.current = false;
    };
    addEventListener('popstate', kept);
    return () => removeEventListener('popstate', kept);
  }, []);
  const onQueryChange = (next: string, change: QueryChange) => {
    const replace = change === 'submit' || typingHere.current || !new URLSearchParams(window.location.search).get('q');
    typingHere.current = change === 'type';
    void navigate(searchPath(next), { replace });
  };
  const callbacks = useSiteCallbacks();
  const onNavigate: typeof callbacks.onNavigate = (event) => {
    // A result chosen keeps the search it came from.
    typingHere.current = false;
    callbacks.onNavigate(event);
  };
  return <SearchContainer query={query} onQueryChange={onQueryChange} hrefFor={searchResultHref(city)} onNavigate={onNavigate} />;
}
