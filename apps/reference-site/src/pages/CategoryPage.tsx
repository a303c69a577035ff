import { EventListContainer, useStore } from '@ticketkit/widget';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { eventListLinks } from './eventLinks.ts';
import NotFoundPage from './NotFoundPage.tsx';
import { useSiteTicketkit } from '../ticketkit.ts';

/** `/category/{slug}`: the category's events in the selected city; a slug that names no category is the site's 404. */
export default function CategoryPage() {
  const { category } = useParams();
  const navigate = useNavigate();
  const city = useStore(useSiteTicketkit().city, (s) => s.city);
  const [unknown, setUnknown] = useState<string>();
  if (category !== undefined && unknown === category) return <NotFoundPage />;
  return (
    <section className="site-stack">
      <EventListContainer category={category} showCategories {...eventListLinks(city, (to) => void navigate(to))} onUnknownCategory={setUnknown} />
    </section>
  );
}
