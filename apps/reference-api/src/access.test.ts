import { CorporateMeSchema, EventDetailSchema, EventPageSchema, routes } from '@ticketkit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from './server.ts';
import { ATTENDEE, client, insertFixture, startTestApi, type Client } from './testing/api.ts';
import { payOnSandbox, sandboxOf } from './testing/payments.ts';
import { signUp, uniqueEmail, verifiedUser, type TestUser } from './testing/emulator.ts';

let api: RunningApi;
let http: Client;
/** Consumers A and B; employees X (acme) and Y (globex); U signed up with an acme address but never verified it. */
let A: TestUser;
let B: TestUser;
let X: TestUser;
let Y: TestUser;
let U: TestUser;
let aHold: string;
let aBooking: string;
let aHosted: string;
let acmeEvent: { eventId: string; sessionId: string; ticketTypeId: string };
let globexEvent: { eventId: string; sessionId: string; ticketTypeId: string };

async function corporateEvent(company: string) {
  const { rows } = await api.db.query<{ event_id: string; session_id: string; ticket_type_id: string }>(
    `select e.id as event_id, s.id as session_id, t.id as ticket_type_id
     from events e join sessions s on s.event_id = e.id join ticket_types t on t.session_id = s.id
     where e.company_slug = $1 and s.starts_at > now() order by s.starts_at limit 1`,
    [company],
  );
  const r = rows[0]!;
  return { eventId: r.event_id, sessionId: r.session_id, ticketTypeId: r.ticket_type_id };
}

const HOSTED = {
  title: 'Terrace Jazz Evening',
  category: 'music',
  city: 'nagpur',
  venue: { name: 'Our Terrace', address: '12, Civil Lines, Nagpur 440001' },
  sessions: [{ startsAt: '2031-01-10T19:00:00+05:30', endsAt: '2031-01-10T22:00:00+05:30' }],
  ticketTypes: [{ name: 'Entry', price: 30_000, capacity: 40 }],
  description: 'A small jazz evening on our terrace with a local trio.',
  contact: { name: 'Meera', email: 'meera@consumer.example', phone: '+919812345678' },
};

beforeAll(async () => {
  api = await startTestApi();
  http = client(api);
  [A, B, X, Y, U] = await Promise.all([
    signUp(),
    signUp(),
    verifiedUser(uniqueEmail('acme.example')),
    verifiedUser(uniqueEmail('globex.example')),
    signUp(uniqueEmail('acme.example')),
  ]);
  const f = await insertFixture(api.db, { capacity: 20 });
  aHold = (await http('POST', '/holds', { token: A.idToken, body: { sessionId: f.sessionId, items: [{ ticketTypeId: f.ticketTypeId, quantity: 1 }] } })).body.id;
  const other = (await http('POST', '/holds', { token: A.idToken, body: { sessionId: f.sessionId, items: [{ ticketTypeId: f.ticketTypeId, quantity: 2 }] } })).body.id;
  const booked = (await http('POST', '/bookings', { token: A.idToken, body: { holdId: other, attendee: ATTENDEE }, headers: { 'Idempotency-Key': 'a-1' } })).body;
  aBooking = booked.id;
  // Paid, so it earns A's points.
  await payOnSandbox(api, booked.payment.orderId);
  await sandboxOf(api).idle();
  aHosted = (await http('POST', '/hosted-events', { token: A.idToken, body: HOSTED })).body.id;
  acmeEvent = await corporateEvent('acme');
  globexEvent = await corporateEvent('globex');
});
afterAll(() => api?.close());

describe('given no token, every signed-in route', () => {
  it('answers 401 auth/unauthenticated as problem+json', async () => {
    const signedIn = Object.values(routes).filter((r) => r.auth !== 'public');
    expect(signedIn.length).toBeGreaterThanOrEqual(16);
    for (const r of signedIn) {
      const path = r.path.replace('{companySlug}', 'acme').replace(/\{\w+\}/g, 'x1');
      const res = await http(r.method, path, r.method === 'POST' || r.method === 'PATCH' ? { body: {} } : {});
      expect({ route: `${r.method} ${r.path}`, status: res.status, code: res.body?.code }).toEqual({ route: `${r.method} ${r.path}`, status: 401, code: 'auth/unauthenticated' });
      expect(res.headers.get('content-type')).toBe('application/problem+json');
    }
  });
});

describe("given user A's hold, booking and hosted event", () => {
  it('A reads them; B gets 404 for each id and sees none of them in lists', async () => {
    expect((await http('GET', `/holds/${aHold}`, { token: A.idToken })).status).toBe(200);
    expect((await http('GET', `/holds/${aHold}`, { token: B.idToken })).status).toBe(404);
    expect((await http('GET', `/bookings/${aBooking}`, { token: A.idToken })).status).toBe(200);
    const bRead = await http('GET', `/bookings/${aBooking}`, { token: B.idToken });
    expect(bRead.status).toBe(404);
    expect(bRead.body.code).toBe('not-found');
    expect((await http('GET', '/me/bookings', { token: A.idToken })).body.items.map((b: { id: string }) => b.id)).toContain(aBooking);
    expect((await http('GET', '/me/bookings', { token: B.idToken })).body.items).toEqual([]);
    expect((await http('GET', '/me/hosted-events', { token: A.idToken })).body.items.map((h: { id: string }) => h.id)).toEqual([aHosted]);
    expect((await http('GET', '/me/hosted-events', { token: B.idToken })).body.items).toEqual([]);
    expect((await http('GET', '/me/rewards', { token: A.idToken })).body.balance).toBeGreaterThan(0);
    expect((await http('GET', '/me/rewards', { token: B.idToken })).body).toMatchObject({ balance: 0, ledger: [] });
  });

  it("A's booking shows its event's poster as the catalogue does (the stored path becomes the current absolute URLs)", async () => {
    const booking = (await http('GET', `/bookings/${aBooking}`, { token: A.idToken })).body as { event: { id: string; image: unknown } };
    const detail = (await http('GET', `/events/${booking.event.id}`)).body as { images: unknown[] };
    expect(booking.event.image).toEqual(detail.images[0]);
    expect(booking.event.image).toMatchObject({ url: expect.stringMatching(/^http:\/\/.+\.webp$/), srcset: expect.stringContaining(' 400w') });
  });

  it("B can neither release nor book A's hold (404), and A's hold is untouched", async () => {
    expect((await http('DELETE', `/holds/${aHold}`, { token: B.idToken })).status).toBe(404);
    const steal = await http('POST', '/bookings', { token: B.idToken, body: { holdId: aHold, attendee: ATTENDEE }, headers: { 'Idempotency-Key': 'steal' } });
    expect(steal.status).toBe(404);
    expect((await http('GET', `/holds/${aHold}`, { token: A.idToken })).body.status).toBe('active');
  });

  it('/me is per user: B updating its profile leaves A unchanged', async () => {
    const patched = await http('PATCH', '/me', { token: B.idToken, body: { name: 'Bhavna', homeCity: 'pune', phone: '+919800000001' } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ uid: B.uid, name: 'Bhavna', homeCity: 'pune' });
    const a = await http('GET', '/me', { token: A.idToken });
    expect(a.body).toMatchObject({ uid: A.uid, homeCity: null });
    const badCity = await http('PATCH', '/me', { token: B.idToken, body: { homeCity: 'atlantis' } });
    expect(badCity.status).toBe(400);
    expect(badCity.body.errors[0].path).toBe('homeCity');
  });
});

describe('given companies X (acme) and Y (globex)', () => {
  it('GET /corporate/me answers each employee their own company, and 403 to consumers and unverified addresses', async () => {
    const x = await http('GET', '/corporate/me', { token: X.idToken });
    expect(x.status).toBe(200);
    expect(CorporateMeSchema.parse(x.body).memberships.map((m) => m.company.slug)).toEqual(['acme']);
    expect(x.body.memberships[0].entitlement).toMatchObject({ ticketsPerPeriod: 4, used: 0, remaining: 4 });
    expect((await http('GET', '/corporate/me', { token: Y.idToken })).body.memberships[0].company.slug).toBe('globex');
    for (const outsider of [A, U]) {
      const res = await http('GET', '/corporate/me', { token: outsider.idToken });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('corporate/not-an-employee');
    }
  });

  it('an invited address (outside the verified domains) is a member once verified', async () => {
    const guest = await verifiedUser('guest.consultant@partner.example');
    const res = await http('GET', '/corporate/me', { token: guest.idToken });
    expect(res.status).toBe(200);
    expect(res.body.memberships.map((m: { company: { slug: string } }) => m.company.slug)).toEqual(['acme']);
    expect((await http('GET', '/corporate/companies/acme/events', { token: guest.idToken })).status).toBe(200);
    expect((await http('GET', '/corporate/companies/globex/events', { token: guest.idToken })).status).toBe(403);
  });

  it('an address on an unverified company domain is not a member', async () => {
    const unverifiedDomain = await verifiedUser(uniqueEmail('globex-unverified.example'));
    expect((await http('GET', '/corporate/me', { token: unverifiedDomain.idToken })).status).toBe(403);
  });

  it("lists and shows a company's events to its members only (403 for others, 404 for an unknown company)", async () => {
    const list = await http('GET', '/corporate/companies/acme/events', { token: X.idToken });
    expect(list.status).toBe(200);
    expect(EventPageSchema.parse(list.body).items.length).toBe(3);
    expect((await http('GET', `/corporate/companies/acme/events/${acmeEvent.eventId}`, { token: X.idToken })).status).toBe(200);
    EventDetailSchema.parse((await http('GET', `/corporate/companies/acme/events/${acmeEvent.eventId}`, { token: X.idToken })).body);
    for (const [user, path] of [
      [Y, '/corporate/companies/acme/events'],
      [Y, `/corporate/companies/acme/events/${acmeEvent.eventId}`],
      [X, '/corporate/companies/globex/events'],
      [A, '/corporate/companies/acme/events'],
      [U, '/corporate/companies/acme/events'],
    ] as const) {
      const res = await http('GET', path, { token: user.idToken });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('corporate/not-an-employee');
    }
    expect((await http('GET', '/corporate/companies/initech/events', { token: X.idToken })).status).toBe(404);
    expect((await http('GET', `/corporate/companies/acme/events/${globexEvent.eventId}`, { token: X.idToken })).status).toBe(404);
    // Corporate events are not public.
    expect((await http('GET', `/events/${acmeEvent.eventId}`)).status).toBe(404);
  });

  it("answers a corporate event's cities, sessions and ticket types on its company's routes only, to members only", async () => {
    const acme = '/corporate/companies/acme';
    const own = [
      `${acme}/events/${acmeEvent.eventId}/cities`,
      `${acme}/events/${acmeEvent.eventId}/sessions`,
      `${acme}/sessions/${acmeEvent.sessionId}/ticket-types`,
    ];
    for (const path of own) {
      const res = await http('GET', path, { token: X.idToken });
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
    }
    const sessions = (await http('GET', own[1]!, { token: X.idToken })).body as { items: Array<{ id: string }> };
    expect(sessions.items.map((s) => s.id)).toContain(acmeEvent.sessionId);
    const types = (await http('GET', own[2]!, { token: X.idToken })).body as { items: Array<{ id: string }> };
    expect(types.items.map((t) => t.id)).toContain(acmeEvent.ticketTypeId);
    for (const path of own) {
      for (const user of [Y, A, U]) {
        const res = await http('GET', path, { token: user.idToken });
        expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 403, code: 'corporate/not-an-employee' });
      }
    }
    // By id, from outside the company: the public routes and another company's routes know nothing of it.
    for (const path of [
      `/events/${acmeEvent.eventId}/cities`,
      `/events/${acmeEvent.eventId}/sessions`,
      `/sessions/${acmeEvent.sessionId}/ticket-types`,
    ]) {
      const res = await http('GET', path);
      expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 404, code: 'not-found' });
    }
    for (const path of [
      `/corporate/companies/globex/events/${acmeEvent.eventId}/sessions`,
      `/corporate/companies/globex/sessions/${acmeEvent.sessionId}/ticket-types`,
    ]) {
      const res = await http('GET', path, { token: Y.idToken });
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
    // And a public event is not one of acme's.
    const publicEvent = await insertFixture(api.db, { capacity: 5 });
    expect((await http('GET', `${acme}/sessions/${publicEvent.sessionId}/ticket-types`, { token: X.idToken })).status).toBe(404);
    expect((await http('GET', `/sessions/${publicEvent.sessionId}/ticket-types`)).status).toBe(200);
  });

  it('company-paid holds: members only, entitlement enforced, bookings visible to the employee alone', async () => {
    const corporateHold = (user: TestUser, company: string, ev: typeof acmeEvent, quantity: number) =>
      http('POST', '/holds', { token: user.idToken, body: { sessionId: ev.sessionId, companySlug: company, items: [{ ticketTypeId: ev.ticketTypeId, quantity }] } });
    expect((await corporateHold(Y, 'acme', acmeEvent, 1)).body.code).toBe('corporate/not-an-employee');
    expect((await corporateHold(A, 'acme', acmeEvent, 1)).status).toBe(403);
    // An acme event cannot be booked at company cost through globex, nor without companySlug.
    expect((await corporateHold(Y, 'globex', acmeEvent, 1)).status).toBe(404);
    expect((await http('POST', '/holds', { token: X.idToken, body: { sessionId: acmeEvent.sessionId, items: [{ ticketTypeId: acmeEvent.ticketTypeId, quantity: 1 }] } })).status).toBe(404);

    const held = await corporateHold(X, 'acme', acmeEvent, 3);
    expect(held.status).toBe(201);
    const booked = await http('POST', '/bookings', { token: X.idToken, body: { holdId: held.body.id, attendee: ATTENDEE }, headers: { 'Idempotency-Key': 'x-1' } });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ paidBy: 'company', companySlug: 'acme', pointsEarned: 0 });
    const over = await corporateHold(X, 'acme', acmeEvent, 2);
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ code: 'corporate/entitlement-exhausted', remaining: 1 });
    expect((await http('GET', '/corporate/me', { token: X.idToken })).body.memberships[0].entitlement).toMatchObject({ used: 3, remaining: 1 });

    expect((await http('GET', '/corporate/me/bookings', { token: X.idToken })).body.items.map((b: { id: string }) => b.id)).toEqual([booked.body.id]);
    expect((await http('GET', '/corporate/me/bookings', { token: Y.idToken })).body.items).toEqual([]);
    expect((await http('GET', '/corporate/me/bookings', { token: A.idToken })).body.items).toEqual([]);
    expect((await http('GET', `/bookings/${booked.body.id}`, { token: Y.idToken })).status).toBe(404);
    const promo = await corporateHold(X, 'acme', acmeEvent, 1);
    const withPromo = await http('POST', '/bookings', { token: X.idToken, body: { holdId: promo.body.id, attendee: ATTENDEE, promoCode: 'WELCOME10' }, headers: { 'Idempotency-Key': 'x-2' } });
    expect(withPromo.body.code).toBe('booking/invalid-promo-code');
  });
});

describe('given DELETE /me', () => {
  it("erases the profile, ledger and hosted events, anonymises bookings, and leaves other users' data alone", async () => {
    const C = await signUp();
    const f = await insertFixture(api.db, { capacity: 5, price: 200_000 });
    const h = await http('POST', '/holds', { token: C.idToken, body: { sessionId: f.sessionId, items: [{ ticketTypeId: f.ticketTypeId, quantity: 1 }] } });
    const b = await http('POST', '/bookings', { token: C.idToken, body: { holdId: h.body.id, attendee: { name: 'Chitra Iyer', email: 'chitra@consumer.example', phone: '+919811111111' } }, headers: { 'Idempotency-Key': 'c-1' } });
    await payOnSandbox(api, b.body.payment.orderId);
    await sandboxOf(api).idle();
    expect((await http('GET', '/me/rewards', { token: C.idToken })).body.balance).toBeGreaterThan(0);
    await http('PATCH', '/me', { token: C.idToken, body: { name: 'Chitra Iyer', phone: '+919811111111' } });
    await http('POST', '/hosted-events', { token: C.idToken, body: HOSTED });

    const del = await http('DELETE', '/me', { token: C.idToken });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ deleted: true, anonymisedBookings: 1 });

    const kept = await api.db.query<{ uid: string; details: string; tickets: number }>('select uid, details, tickets from bookings where id = $1', [b.body.id]);
    expect(kept.rows[0]!.tickets).toBe(1);
    expect(kept.rows[0]!.uid).not.toBe(C.uid);
    expect(kept.rows[0]!.details).not.toMatch(/Chitra|chitra|9811111111/);
    const labels = await api.db.query<{ attendee_label: string }>('select attendee_label from tickets where booking_id = $1', [b.body.id]);
    expect(labels.rows).toEqual([{ attendee_label: 'Erased' }]);
    const personal = await api.db.query<{ n: number }>(
      `select ((select count(*) from users where uid = $1) + (select count(*) from reward_ledger where uid = $1)
             + (select count(*) from hosted_events where uid = $1) + (select count(*) from holds where uid = $1))::int as n`,
      [C.uid],
    );
    expect(personal.rows[0]!.n).toBe(0);
    expect((await http('GET', `/bookings/${b.body.id}`, { token: C.idToken })).status).toBe(404);
    expect((await http('GET', '/me', { token: C.idToken })).body).toMatchObject({ uid: C.uid, name: null, phone: null });
    expect((await http('GET', `/bookings/${aBooking}`, { token: A.idToken })).status).toBe(200);
  });
});
