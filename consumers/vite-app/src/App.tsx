import { useEffect, useState } from 'react';
import { BookingFlow, LoginContainer, TicketkitProvider } from '@ticketkit/widget';
import { sdk } from './ticketkit.ts';

/** Seeded in the reference API: Carnatic Classical Concert, Nagpur. */
const EVENT_ID = 'ev_025';

export function App() {
  const [fromFlow, setFromFlow] = useState<string[]>([]);
  const [fromElement, setFromElement] = useState<string[]>([]);

  useEffect(() => {
    // The element's events are typed on Document: `e.detail` needs no cast.
    const listening = new AbortController();
    document.addEventListener(
      'ticketkit:booking-confirmed',
      (e) => {
        if (e.target instanceof HTMLElement && e.target.localName === 'ticketkit-booking') setFromElement((ids) => [...ids, e.detail.bookingId]);
      },
      { signal: listening.signal },
    );
    return () => listening.abort();
  }, []);

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
        <ticketkit-booking event-id={EVENT_ID}></ticketkit-booking>
      </section>
      <output id="confirmed-by-flow">{fromFlow.join(' ')}</output>
      <output id="confirmed-by-element">{fromElement.join(' ')}</output>
    </main>
  );
}
