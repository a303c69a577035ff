import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { siteMessages } from '../language/siteMessages.ts';
import { notFoundMessages } from './notFoundMessages.ts';
import { useNoIndex, usePageMeta } from '../pageMeta.ts';

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
    <section className="site-prose" aria-labelledby="not-found-title">
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
