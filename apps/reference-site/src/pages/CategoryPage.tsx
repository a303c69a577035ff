import { EventListContainer, readQuickFilter, useStore, type QuickFilter } from '@ticketkit/widget';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { eventListLinks, filterPath } from './eventLinks.ts';
import NotFoundPage from './NotFoundPage.tsx';
import { useSiteTicketkit } from '../ticketkit.ts';

/** `/category/{slug}`: the category's events in the selected city; a slug that names no category is the site's 404. */
export default function CategoryPage() {
  const { category } = useParams();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filter = readQuickFilter(params);
  const city = useStore(useSiteTicketkit().city, (s) => s.city);
  const [unknown, setUnknown] = useState<string>();
  if (category !== undefined && unknown === category) return <NotFoundPage />;
  const hrefFor = (next: QuickFilter) => filterPath(category, next);
  return (
    <section className="site-stack">
      <EventListContainer
        headingLevel={1}
        category={category}
        showCategories
        filter={filter}
        filterHref={hrefFor}
        onFilterChange={(next) => void navigate(hrefFor(next))}
        {...eventListLinks(city, (to) => void navigate(to), filter)}
        onUnknownCategory={setUnknown}
      />
    </section>
  );
}
