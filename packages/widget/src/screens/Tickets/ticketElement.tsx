import { elementScreen } from '../../elements/mountScreen.tsx';
import { TicketContainer } from './TicketContainer.tsx';

/** `<ticketkit-ticket booking-id>`: one booking with its QR code. */
export const mount = elementScreen((a) => <TicketContainer bookingId={a.bookingId!} />, ['bookingId']);
