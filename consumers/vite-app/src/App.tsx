import { useState } from 'react';
import { BookingFlow, LoginContainer, TicketkitProvider } from '@ticketkit/widget';
import { sdk } from './ticketkit.ts';

/** Seeded in the reference API: Carnatic Classical Concert, Nagpur. */
const EVENT_ID = 'ev_025';

export function App() {
  const [fromFlow, setFromFlow] = useState<string[]>([]);
  const [fromElement, setFromElement] = useState<string[]>([]);

  return (
    <main>
      <h1>A partner's Vite app</h1>
      <TicketkitProvider sdk={sdk}>
        <section id="react-flow" aria-label="BookingFlow">
          <BookingFlow
            eventId={EVENT_ID}
            renderSignIn={() => <LoginContainer headingLevel={4} />}
            onBookingConfirmed={(detail) => setFromFlow((ids) => [...ids, detail.bookingId])}
          />
        </section>
      </TicketkitProvider>
      <section id="element" aria-label="ticketkit-booking">
        {/* React 19 adds an on<event name> prop of a custom element as that event's listener. */}
        <ticketkit-booking
          event-id={EVENT_ID}
          appearance={{ theme: 'light', variables: { colorPrimary: '#0b7a75' } }}
          onticketkit:booking-confirmed={(e) => setFromElement((ids) => [...ids, e.detail.bookingId])}
        ></ticketkit-booking>
      </section>
      <output id="confirmed-by-flow">{fromFlow.join(' ')}</output>
      <output id="confirmed-by-element">{fromElement.join(' ')}</output>
    </main>
  );
}
