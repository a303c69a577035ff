import { RewardsContainer } from '@ticketkit/widget';
import { useSiteCallbacks } from './useSiteNavigate.ts';

export default function RewardsPage() {
  return <RewardsContainer {...useSiteCallbacks()} />;
}
