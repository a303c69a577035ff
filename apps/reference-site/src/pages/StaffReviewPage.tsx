import { ReviewItemContainer } from '@ticketkit/widget';
import { useParams } from 'react-router';
import { useSiteCallbacks } from './useSiteNavigate.ts';

export default function StaffReviewPage() {
  const { id = '' } = useParams();
  return <ReviewItemContainer key={id} hostedEventId={id} {...useSiteCallbacks()} />;
}
