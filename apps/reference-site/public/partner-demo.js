// The partner's own script: it listens for the widget's DOM events and logs them, as a partner
// would to send analytics. It only listens: the booking, sign-in included, works without it.
// No message from another window is trusted.
const log = document.getElementById('event-log');
const names = [
  'ticketkit:ready',
  'ticketkit:hold-created',
  'ticketkit:hold-expired',
  'ticketkit:payment-started',
  'ticketkit:payment-failed',
  'ticketkit:booking-confirmed',
  'ticketkit:error',
  'ticketkit:sign-in-required',
  'ticketkit:signed-in',
  'ticketkit:signed-out',
  'ticketkit:navigate',
];
window.ticketkitEvents = [];
for (const name of names) {
  document.addEventListener(name, (event) => {
    window.ticketkitEvents.push({ type: event.type, detail: event.detail });
    const item = document.createElement('li');
    item.textContent = `${event.type} ${JSON.stringify(event.detail)}`;
    log.append(item);
  });
}
window.ticketkitCspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.ticketkitCspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
});
