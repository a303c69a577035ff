import { ReviewQueueContainer } from '@ticketkit/widget';
import { useSiteCallbacks } from './useSiteNavigate.ts';

export default function StaffReviewsPage() {
  return <ReviewQueueContainer {...useSiteCallbacks()} />;
}
