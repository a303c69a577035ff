import { EventListContainer, readQuickFilter, useStore, type QuickFilter } from '@ticketkit/widget';
import { useNavigate, useSearchParams } from 'react-router';
import { eventListLinks, filterPath } from './eventLinks.ts';
import { useSiteTicketkit } from '../ticketkit.ts';

/** `/`: the city's events under one heading, a featured row, and quick filters kept in the address (`/?when=today`). */
export default function HomePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filter = readQuickFilter(params);
  const city = useStore(useSiteTicketkit().city, (s) => s.city);
  const hrefFor = (next: QuickFilter) => filterPath(undefined, next);
  return (
    <section className="site-stack">
      <EventListContainer
        headingLevel={1}
        featured
        showCategories
        filter={filter}
        filterHref={hrefFor}
        onFilterChange={(next) => void navigate(hrefFor(next))}
        {...eventListLinks(city, (to) => void navigate(to), filter)}
      />
    </section>
  );
}
