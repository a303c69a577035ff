import { Tickets } from './Tickets';

/** A server component: the Ticketkit parts are a client component inside it. */
export default function Page() {
  return (
    <main>
      <h1>Concerts this week</h1>
      <Tickets />
    </main>
  );
}
