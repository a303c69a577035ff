import { EventListContainer, useStore, useTicketkit } from '@ticketkit/widget';
import { useNavigate, useParams } from 'react-router';
import { pathForState } from './flowRoutes.ts';

export default function CategoryPage() {
  const { category } = useParams();
  const navigate = useNavigate();
  const city = useStore(useTicketkit().city, (s) => s.city);
  return (
    <section className="site-stack">
      <EventListContainer
        category={category}
        showCategories
        onCategoryChange={(slug) => navigate(slug ? `/category/${slug}` : '/')}
        onSelect={(event) => navigate(pathForState({ step: 'event', eventId: event.id, city, quantities: {} }, event.slug))}
      />
    </section>
  );
}
