import { TicketContainer } from '@ticketkit/widget';
import { useParams } from 'react-router';
import { useSiteCallbacks } from './useSiteNavigate.ts';

/** A booking's receipt at an address of its own, to print, save or send; Back returns to the ticket. */
export default function ReceiptPage() {
  const { booking_id: bookingId = '' } = useParams();
  const ticketHref = `/yourtickets/${encodeURIComponent(bookingId)}`;
  return <TicketContainer bookingId={bookingId} initialView="receipt" ticketHref={ticketHref} backHref="/yourtickets" eventsHref="/" {...useSiteCallbacks()} />;
}
