import { TicketContainer } from '@ticketkit/widget';
import { useParams } from 'react-router';
import { useSiteCallbacks } from './useSiteNavigate.ts';

export default function TicketPage() {
  const { booking_id: bookingId = '' } = useParams();
  return <TicketContainer bookingId={bookingId} backHref="/yourtickets" eventsHref="/" {...useSiteCallbacks()} />;
}
