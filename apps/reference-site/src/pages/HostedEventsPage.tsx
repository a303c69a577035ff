import { HostedEventsContainer } from '@ticketkit/widget';
import { useSiteCallbacks } from './useSiteNavigate.ts';

export default function HostedEventsPage() {
  return <HostedEventsContainer {...useSiteCallbacks()} />;
}
