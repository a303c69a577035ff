'use client';
import { useEffect } from 'react';
import { BookingFlow, TicketkitProvider, defineTicketkitElements, loadScreen, loadTicketkit } from '@ticketkit/widget';

// Outside render, as with Stripe's loadStripe: one promise for the page (null on the server).
const ticketkit = loadTicketkit({
  host: process.env.NEXT_PUBLIC_TICKETKIT_HOST!,
  firebase: { apiKey: 'demo-api-key', authDomain: '127.0.0.1', projectId: process.env.NEXT_PUBLIC_TICKETKIT_PROJECT_ID! },
  authEmulatorUrl: process.env.NEXT_PUBLIC_TICKETKIT_AUTH_EMULATOR!,
});

export function Tickets() {
  // The elements are defined once the page has hydrated, sharing the provider's SDK.
  useEffect(() => {
    void ticketkit.then((sdk) => sdk && defineTicketkitElements({ load: loadScreen, sdk: Promise.resolve(sdk) }));
  }, []);

  return (
    <>
      <section id="react-flow" aria-label="BookingFlow">
        <TicketkitProvider sdk={ticketkit}>
          <BookingFlow eventId="ev_025" />
        </TicketkitProvider>
      </section>
      <section id="element" aria-label="ticketkit-events">
        <ticketkit-events city="nagpur" category="music"></ticketkit-events>
      </section>
    </>
  );
}
