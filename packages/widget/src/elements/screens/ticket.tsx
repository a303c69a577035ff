import { elementScreen } from '../mountScreen.tsx';
import { TicketContainer } from '../../screens/Tickets/TicketContainer.tsx';

/** `<ticketkit-ticket booking-id>`: one booking with its QR code. */
export const mount = elementScreen((a) => <TicketContainer bookingId={a.bookingId!} />);
