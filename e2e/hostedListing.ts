/** One session ten days from now at 19:00 IST, two hours long. */
const start = new Date(Date.now() + 10 * 86_400_000);
start.setUTCHours(13, 30, 0, 0);

/** A valid listing in Nagpur with one session and one priced ticket type, for tests that list through the API; `over` changes any field. */
export const hostedListing = (title: string, over: Record<string, unknown> = {}) => ({
  title,
  category: 'music',
  city: 'nagpur',
  venue: { name: 'Lantern Courtyard', address: 'Civil Lines, Nagpur' },
  sessions: [{ startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 2 * 3_600_000).toISOString() }],
  ticketTypes: [{ name: 'Entry', price: 50_000, capacity: 20 }],
  description: 'An evening of lantern-lit acoustic sets in a courtyard.',
  contact: { name: 'Host One', email: 'host.one@example.com', phone: '+919800000001' },
  ...over,
});
