import { EventListContainer, useStore, useTicketkit } from '@ticketkit/widget';
import { useNavigate } from 'react-router';
import { eventListLinks } from './eventLinks.ts';

export default function HomePage() {
  const navigate = useNavigate();
  const city = useStore(useTicketkit().city, (s) => s.city);
  return (
    <section aria-labelledby="home-title" className="site-stack">
      <h1 id="home-title">Events in your city</h1>
      <EventListContainer showCategories {...eventListLinks(city, (to) => void navigate(to))} />
    </section>
  );
}
