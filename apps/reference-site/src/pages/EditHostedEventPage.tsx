import { ListEventContainer } from '@ticketkit/widget';
import { useParams } from 'react-router';
import { useSiteCallbacks } from './useSiteNavigate.ts';

/** `/hosted-events/:id/edit`: the list-your-event form on a draft or a listing sent back for changes. */
export default function EditHostedEventPage() {
  const { id = '' } = useParams();
  return <ListEventContainer key={id} hostedEventId={id} {...useSiteCallbacks()} />;
}
