import { EventListContainer, useStore, useTicketkit } from '@ticketkit/widget';
import { useNavigate, useParams } from 'react-router';
import { eventListLinks } from './eventLinks.ts';

export default function CategoryPage() {
  const { category } = useParams();
  const navigate = useNavigate();
  const city = useStore(useTicketkit().city, (s) => s.city);
  return (
    <section className="site-stack">
      <EventListContainer category={category} showCategories {...eventListLinks(city, (to) => void navigate(to))} />
    </section>
  );
}
