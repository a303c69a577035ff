import { StaticPage } from './StaticPage.tsx';

export default function TermsPage() {
  return (
    <StaticPage title="Terms and conditions" description="The terms for booking tickets with Ticketkit: holds, payment, cancellations and reward points.">
      <p>Last updated 1 November 2026.</p>
      <h2>Booking</h2>
      <p>
        When you choose tickets we hold them for you for 10 minutes while you complete your booking. If the hold runs
        out the tickets go back on sale and you can start again. A booking is confirmed when you see the confirmation
        screen with your ticket’s QR code.
      </p>
      <h2>Prices, fees and taxes</h2>
      <p>Prices are in Indian rupees. The booking screen shows the ticket price, the booking fee and GST before you confirm.</p>
      <h2>Limits</h2>
      <p>An order has at most 10 tickets unless the organiser sets a lower limit for a ticket type.</p>
      <h2>Cancellations and refunds</h2>
      <p>
        Tickets are non-refundable unless the organiser cancels or reschedules the event, in which case we refund the
        amount paid to the original payment method, or restore redeemed points.
      </p>
      <h2>Entry</h2>
      <p>Show your ticket’s QR code at the venue. Each code admits once. The organiser’s own entry rules and age limits apply.</p>
      <h2>Reward points</h2>
      <p>
        Confirmed bookings earn 5 points for every ₹100 of ticket price. One point is worth ₹1 on a later booking, and
        points can pay for up to half of a booking’s total. Points have no cash value.
      </p>
      <h2>Listing an event</h2>
      <p>Events you list are reviewed before they go on sale. You confirm you have the right to sell tickets to the event.</p>
    </StaticPage>
  );
}
