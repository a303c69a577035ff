// The README's React snippet, pasted as it is: it must type-check as written.
import { BookingFlow, loadTicketkit, TicketkitProvider } from '@ticketkit/widget';

const ticketkit = loadTicketkit({
  host: 'https://api.example.com',
  firebase: { apiKey: '…', authDomain: 'example.firebaseapp.com', projectId: 'example' },
});

export function Tickets() {
  return (
    <TicketkitProvider sdk={ticketkit}>
      <BookingFlow eventId="ev_012" />
    </TicketkitProvider>
  );
}
