import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useNoIndex, usePageMeta } from '../pageMeta.ts';

export default function NotFoundPage() {
  usePageMeta('Page not found', 'We could not find that page. Search for an event or go back to the home page.');
  useNoIndex();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const guess = pathname.split('/').filter(Boolean).at(-1)?.replace(/[-_]+/g, ' ') ?? '';
  const [query, setQuery] = useState(guess);
  return (
    <section className="site-prose" aria-labelledby="not-found-title">
      <h1 id="not-found-title">We couldn’t find that page</h1>
      <p>
        The link may be old, or the event may have ended. Search for what you were looking for, or start from the{' '}
        <Link to="/">home page</Link>.
      </p>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          navigate(`/search?q=${encodeURIComponent(query.trim())}`);
        }}
      >
        <label htmlFor="not-found-search">Search events</label>
        <div className="site-search-row">
          <input id="not-found-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
          <button type="submit" className="site-button">
            Search
          </button>
        </div>
      </form>
    </section>
  );
}
