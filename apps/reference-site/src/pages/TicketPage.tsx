import { TicketContainer } from '@ticketkit/widget';
import { useParams } from 'react-router';
import { useSiteCallbacks } from './useSiteNavigate.ts';

export default function TicketPage() {
  const { booking_id: bookingId = '' } = useParams();
  return <TicketContainer bookingId={bookingId} receiptHref={`/yourtickets/${encodeURIComponent(bookingId)}/receipt`} backHref="/yourtickets" eventsHref="/" {...useSiteCallbacks()} />;
}
