import { MyTicketsContainer } from '@ticketkit/widget';
import { useSiteCallbacks } from './useSiteNavigate.ts';

export default function CorporateMyTicketsPage() {
  return <MyTicketsContainer corporate {...useSiteCallbacks()} />;
}
