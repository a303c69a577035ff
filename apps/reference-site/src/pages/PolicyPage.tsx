import { StaticPage } from './StaticPage.tsx';

export default function PolicyPage() {
  return (
    <StaticPage title="Privacy policy" description="What Ticketkit collects, why, how long we keep it, and how to have it erased.">
      <p>Last updated 1 November 2026.</p>
      <h2>What we collect</h2>
      <ul>
        <li>Your account: name, email address, phone number and the sign-in provider you chose.</li>
        <li>Your bookings: the event, the tickets, the attendee details you enter and the amount paid.</li>
        <li>Reward points you earn and redeem.</li>
        <li>Events you list with us, and the contact details you give for them.</li>
      </ul>
      <h2>Why we use it</h2>
      <p>
        To issue and show your tickets, to let the organiser admit you at the venue, to keep your reward points, and to
        contact you about a booking (for example when an event is rescheduled). We do not sell personal data.
      </p>
      <h2>What the organiser sees</h2>
      <p>The attendee name, email and phone for the tickets you buy to their event, so that they can admit you and reach you about it.</p>
      <h2>How long we keep it</h2>
      <p>
        Your account data is kept while you have an account. Booking records are kept for the organisers’ accounting
        for as long as the law requires, without your personal details once you delete your account.
      </p>
      <h2>Your choices</h2>
      <p>
        You can update your details on your profile page, and delete your account there at any time: your profile and
        personal data are erased, and your past bookings are anonymised.
      </p>
      <h2>Sign-in and storage</h2>
      <p>
        Sign-in is provided by Firebase Authentication. We store your signed-in state in your browser’s storage so you
        stay signed in, and sign you out automatically after an hour without activity.
      </p>
      <h2>Contact</h2>
      <p>Questions about your data: privacy@ticketkit.example.</p>
    </StaticPage>
  );
}
