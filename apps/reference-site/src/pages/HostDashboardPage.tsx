import { HostDashboardContainer } from '@ticketkit/widget';
import { useParams } from 'react-router';
import { useSiteCallbacks } from './useSiteNavigate.ts';

export default function HostDashboardPage() {
  const { id = '' } = useParams();
  return <HostDashboardContainer key={id} hostedEventId={id} {...useSiteCallbacks()} />;
}
