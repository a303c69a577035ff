import { CheckInContainer } from '@ticketkit/widget';
import { useParams } from 'react-router';

export default function CheckInPage() {
  const { id = '' } = useParams();
  return <CheckInContainer hostedEventId={id} />;
}
