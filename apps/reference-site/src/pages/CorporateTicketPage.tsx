import { TicketContainer } from '@ticketkit/widget';
import { useParams } from 'react-router';
import { useSiteCallbacks } from './useSiteNavigate.ts';

export default function CorporateTicketPage() {
  const { booking_id: bookingId = '' } = useParams();
  return <TicketContainer bookingId={bookingId} corporate backHref="/corporateevent/yourtickets" {...useSiteCallbacks()} />;
}
