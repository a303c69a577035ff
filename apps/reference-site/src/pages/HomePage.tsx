import { EventListContainer, useStore } from '@ticketkit/widget';
import { useNavigate } from 'react-router';
import { eventListLinks } from './eventLinks.ts';
import { siteMessages } from '../language/siteMessages.ts';
import { useSiteTicketkit } from '../ticketkit.ts';

export default function HomePage() {
  const navigate = useNavigate();
  const t = siteMessages.useT();
  const city = useStore(useSiteTicketkit().city, (s) => s.city);
  return (
    <section aria-labelledby="home-title" className="site-stack">
      <h1 id="home-title">{t('page.home')}</h1>
      <EventListContainer showCategories {...eventListLinks(city, (to) => void navigate(to))} />
    </section>
  );
}
