// The data the captures show, made through the reference API as the demo accounts: a confirmed
// booking for the consumer and for the Acme employee, and two listings of the consumer's (one
// approved by staff, one waiting for review). Ids come back so the addresses are real.
import { randomUUID } from 'node:crypto';
import { hostedListing } from '../../apps/reference-api/src/testing/hosted-listing.ts';
import { COMPANY, CORPORATE_EVENT_ID, EVENT_ID, type Seed } from './captures.ts';

export interface Person {
  email: string;
  password: string;
  displayName: string;
}

interface Ctx {
  apiUrl: string;
  emulatorUrl: string;
}

async function idToken(ctx: Ctx, person: Person): Promise<string> {
  const res = await fetch(`${ctx.emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: person.email, password: person.password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`the Auth emulator did not sign in ${person.email}: ${JSON.stringify(body)}`);
  return body.idToken;
}

function client(ctx: Ctx, person?: Person) {
  let token: Promise<string> | undefined;
  return async <T>(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<T> => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...init.headers };
    if (person) headers.authorization = `Bearer ${await (token ??= idToken(ctx, person))}`;
    const res = await fetch(`${ctx.apiUrl}/v1${path}`, {
      method: init.method ?? 'GET',
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
}

type Call = ReturnType<typeof client>;

/** One session `days` from today at 7 pm in India (13:30 UTC), two hours long: a listing's times read as a real evening's. */
function evening(days: number) {
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + days);
  start.setUTCHours(13, 30, 0, 0);
  return [{ startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 2 * 3_600_000).toISOString() }];
}

async function firstNagpurSession(call: Call, base: string, eventId: string) {
  const sessions = await call<{ items: { id: string; venue: { city: string } }[] }>(`${base}/events/${eventId}/sessions`);
  const sessionId = sessions.items.find((x) => x.venue.city === 'nagpur')?.id;
  if (!sessionId) throw new Error(`${eventId} has no session in Nagpur`);
  const types = await call<{ items: { id: string }[] }>(`${base}/sessions/${sessionId}/ticket-types`);
  const ticketTypeId = types.items[0]?.id;
  if (!ticketTypeId) throw new Error(`session ${sessionId} has no ticket types`);
  return { sessionId, ticketTypeId };
}

/** Holds, books and (in the sandbox) pays one ticket, then waits for the booking to be confirmed. */
async function book(ctx: Ctx, call: Call, person: Person, sessionId: string, ticketTypeId: string, companySlug?: string): Promise<string> {
  const hold = await call<{ id: string }>('/holds', {
    method: 'POST',
    body: { sessionId, items: [{ ticketTypeId, quantity: 1 }], ...(companySlug ? { companySlug } : {}) },
  });
  const booking = await call<{ id: string; payment: { orderId: string } | null }>('/bookings', {
    method: 'POST',
    headers: { 'idempotency-key': randomUUID() },
    body: { holdId: hold.id, attendee: { name: person.displayName, email: person.email, phone: '+919876543210' } },
  });
  if (booking.payment) {
    const res = await fetch(`${ctx.apiUrl}/v1/sandbox/orders/${encodeURIComponent(booking.payment.orderId)}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'upi', outcome: 'succeed' }),
    });
    if (!res.ok) throw new Error(`the sandbox answered ${res.status}: ${await res.text()}`);
  }
  for (let i = 0; i < 100; i++) {
    if ((await call<{ status: string }>(`/bookings/${booking.id}`)).status === 'confirmed') return booking.id;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`booking ${booking.id} was not confirmed`);
}

export async function makeSeed(ctx: Ctx, people: { consumer: Person; employee: Person; staff: Person }): Promise<Seed> {
  const guest = client(ctx);
  const consumer = client(ctx, people.consumer);
  const employee = client(ctx, people.employee);
  const staff = client(ctx, people.staff);
  const corporateBase = `/corporate/companies/${COMPANY}`;
  const event = await guest<{ slug: string }>(`/events/${EVENT_ID}`);
  const corpEvent = await employee<{ slug: string }>(`${corporateBase}/events/${CORPORATE_EVENT_ID}`);
  const main = await firstNagpurSession(guest, '', EVENT_ID);
  const corp = await firstNagpurSession(employee, corporateBase, CORPORATE_EVENT_ID);
  const bookingId = await book(ctx, consumer, people.consumer, main.sessionId, main.ticketTypeId);
  const corpBookingId = await book(ctx, employee, people.employee, corp.sessionId, corp.ticketTypeId, COMPANY);
  const list = (listing: Parameters<typeof hostedListing>[0]) => consumer<{ id: string }>('/hosted-events', { method: 'POST', body: hostedListing(listing) });
  const approved = await list({
    title: 'Lantern Courtyard Sessions',
    city: 'jaipur',
    venue: { name: 'Lantern Courtyard', address: '12, MI Road, Jaipur 302001' },
    sessions: evening(4),
  });
  await staff(`/staff/hosted-events/${approved.id}/review`, { method: 'POST', body: { decision: 'approved' } });
  const pending = await list({ title: 'Saturday Pottery Workshop', category: 'workshops', sessions: evening(10) });
  const sentBack = await list({ title: 'Monsoon Poetry Night', category: 'theatre', sessions: evening(14) });
  await staff(`/staff/hosted-events/${sentBack.id}/review`, {
    method: 'POST',
    body: { decision: 'changes-requested', note: 'Please add the venue’s full address and an age limit.' },
  });
  return {
    slug: event.slug,
    sessionId: main.sessionId,
    ticketTypeId: main.ticketTypeId,
    corpSlug: corpEvent.slug,
    corpSessionId: corp.sessionId,
    corpTicketTypeId: corp.ticketTypeId,
    bookingId,
    corpBookingId,
    hostedEventId: approved.id,
    pendingListingId: pending.id,
    sentBackListingId: sentBack.id,
  };
}
