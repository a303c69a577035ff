import { mountAccountScreen } from '../Login/AccountElement.tsx';
import { TicketContainer } from './TicketContainer.tsx';

/** `<ticketkit-ticket booking-id>`: one booking with its QR code. */
export const mount = mountAccountScreen(['bookingId'], (a) => <TicketContainer bookingId={a.bookingId!} />);
