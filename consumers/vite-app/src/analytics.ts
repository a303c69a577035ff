// The README's analytics snippet, verbatim: it must type-check as a partner pastes it.
declare const analytics: { track(name: string, properties: Record<string, unknown>): void };

document.addEventListener('ticketkit:booking-confirmed', (e) => {
  analytics.track('purchase', { id: e.detail.bookingId, value: e.detail.amount / 100, currency: e.detail.currency });
});

export {};
