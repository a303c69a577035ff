// The on-sale the bench runs: a free event listed by a host and approved by staff through the API,
// its one session marked high-demand through PUT /hosted-events/{id}/high-demand, as a venue
// would set it up.
import { emulatorToken, request } from './http-client.mjs';

const HOUR = 3_600_000;
const wholeSecond = (ms) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

async function ok(answer, what, status = 200) {
  const a = await answer;
  if (a.status !== status) throw new Error(`on-sale set-up: ${what} answered ${a.status} ${JSON.stringify(a.body)}`);
  return a.body;
}

/**
 * Lists and approves a free event with one session and `tickets` tickets of one type; answers its
 * ids. `agent`/`url`: where the API is.
 */
export async function listOnSaleEvent(agent, url, { tickets }) {
  const host = emulatorToken('onsale-host');
  const staff = emulatorToken('onsale-staff', { admin: true });
  const start = Math.floor(Date.now() / 1000) * 1000 + 72 * HOUR;
  const listing = {
    title: `On-sale bench night ${Math.random().toString(36).slice(2, 8)}`,
    category: 'music',
    city: 'nagpur',
    venue: { name: 'Bench Arena', address: '1, Stadium Road, Nagpur 440001' },
    sessions: [{ startsAt: new Date(start).toISOString(), endsAt: new Date(start + 3 * HOUR).toISOString() }],
    ticketTypes: [{ name: 'Standing', price: 0, capacity: tickets }],
    description: 'A big act on its biggest day: the on-sale bench sells every ticket through the waiting room.',
    contact: { name: 'Bench Host', email: 'host@bench.example', phone: '+919800000002' },
  };
  const created = await ok(request(agent, url, 'POST', '/hosted-events', host, listing), 'listing', 201);
  const approved = await ok(request(agent, url, 'POST', `/staff/hosted-events/${created.id}/review`, staff, { decision: 'approved' }), 'approval');
  const { eventId } = approved;
  const sessions = await ok(request(agent, url, 'GET', `/events/${eventId}/sessions`), 'sessions');
  const sessionId = sessions.items[0].id;
  const types = await ok(request(agent, url, 'GET', `/sessions/${sessionId}/ticket-types`), 'ticket types');
  return { host, hostedEventId: created.id, eventId, sessionId, ticketTypeId: types.items[0].id };
}

/**
 * Marks the session high-demand: the queue opens now, the sale `preQueueSeconds` from now.
 * Answers the on-sale moment (ms since the epoch) as the API stored it.
 */
export async function markHighDemand(agent, url, event, { preQueueSeconds, admitPerMinute, maxBuying, turnMinutes, ticketsPerAccount }) {
  const now = Date.now();
  const settings = {
    onSaleAt: wholeSecond(now + preQueueSeconds * 1000),
    queueOpensAt: wholeSecond(now),
    admitPerMinute,
    maxBuying,
    turnMinutes,
    ticketsPerAccount,
  };
  const body = { sessionId: event.sessionId, settings };
  const answer = await ok(request(agent, url, 'PUT', `/hosted-events/${event.hostedEventId}/high-demand`, event.host, body), 'high demand');
  const stored = answer.items.find((i) => i.sessionId === event.sessionId)?.settings ?? settings;
  return Date.parse(stored.onSaleAt);
}
