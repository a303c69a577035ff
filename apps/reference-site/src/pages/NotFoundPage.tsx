import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { siteMessages } from '../language/siteMessages.ts';
import { notFoundMessages } from './notFoundMessages.ts';
import { useNoIndex, usePageMeta } from '../pageMeta.ts';

/** A ticket stub with a question mark: the site's emblem for an address that leads nowhere. */
function LostTicket() {
  return (
    <svg className="site-status-art" viewBox="0 0 144 88" aria-hidden="true" focusable="false">
      <path
        d="M12 8h120a4 4 0 0 1 4 4v20a12 12 0 0 0 0 24v20a4 4 0 0 1-4 4H12a4 4 0 0 1-4-4V56a12 12 0 0 0 0-24V12a4 4 0 0 1 4-4Z"
        fill="currentColor"
        fillOpacity="0.14"
        stroke="currentColor"
        strokeWidth="3"
      />
      <path d="M100 14v60" stroke="currentColor" strokeWidth="3" strokeDasharray="5 5" />
      <path
        d="M42 34a12 12 0 1 1 17 11c-3 1.6-5 3.7-5 7v3"
        fill="none"
        stroke="currentColor"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <circle cx="54" cy="66" r="4" fill="currentColor" />
      <circle cx="118" cy="44" r="6" fill="currentColor" fillOpacity="0.5" />
    </svg>
  );
}

export default function NotFoundPage() {
  const t = notFoundMessages.useT();
  const siteT = siteMessages.useT();
  usePageMeta(siteT('page.notFound'), t('notFound.description'));
  useNoIndex();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const guess = pathname.split('/').filter(Boolean).at(-1)?.replace(/[-_]+/g, ' ') ?? '';
  const [query, setQuery] = useState(guess);
  return (
    <section className="site-status" aria-labelledby="not-found-title">
      <LostTicket />
      <h1 id="not-found-title">{t('notFound.heading')}</h1>
      <p>
        {t('notFound.body')} <Link to="/">{t('notFound.home')}</Link>
        {siteT('sentence.end')}
      </p>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          navigate(`/search?q=${encodeURIComponent(query.trim())}`);
        }}
      >
        <label htmlFor="not-found-search">{t('notFound.searchLabel')}</label>
        <div className="site-search-row">
          <input id="not-found-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
          <button type="submit" className="site-button">
            {t('notFound.search')}
          </button>
        </div>
      </form>
    </section>
  );
}
