import { MyTicketsContainer } from '@ticketkit/widget';
import { useSiteCallbacks } from './useSiteNavigate.ts';

export default function MyTicketsPage() {
  return <MyTicketsContainer {...useSiteCallbacks()} />;
}
