import { requestEvent, useResource } from '@ticketkit/widget';
import { useParams } from 'react-router';
import { FlowStepPage } from './FlowStepPage.tsx';
import NotFoundPage from './NotFoundPage.tsx';
import { useSiteTicketkit } from '../ticketkit.ts';

/**
 * `/productpage/{id}` and `/{event_city}/{event_name}/{id}`. The second matches any three-part
 * address, so an id the API does not know shows the site's 404 (search and the home link), not a
 * retry that can never work. The check runs beside the flow, on the flow's own request (one request
 * serves the check, the page's title and the flow).
 */
export default function EventStepPage() {
  const { id } = useParams();
  const sdk = useSiteTicketkit();
  const event = useResource(() => (id ? requestEvent(sdk, id) : Promise.resolve(null)), [sdk, id]);
  if (event.status === 'error' && event.error.code === 'not-found') return <NotFoundPage />;
  return <FlowStepPage page="event" />;
}
