// The README's element in React 19's JSX, pasted as it is: it must type-check as written.
export const ReadmeElement = () => (
<ticketkit-booking event-id="ev_012" deep-link="hash" appearance={{ theme: 'auto' }}
  onticketkit:booking-confirmed={(e) => console.info(e.detail.bookingId)} />
);
