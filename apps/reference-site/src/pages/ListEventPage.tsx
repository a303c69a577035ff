import { ListEventContainer } from '@ticketkit/widget';
import { useSiteCallbacks } from './useSiteNavigate.ts';

export default function ListEventPage() {
  return <ListEventContainer {...useSiteCallbacks()} />;
}
