import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from './server.ts';
import { ATTENDEE, bookingRequests, client, insertFixture, reservedTickets, startTestApi, type Client } from './testing/api.ts';
import { interceptBookings } from './testing/booking-calls.ts';
import { signUp, type TestUser } from './testing/emulator.ts';

// A booking request's Idempotency-Key: required, the same key and body replay the first answer,
// and a key is never taken for two bookings.

let api: RunningApi;
let http: Client;
let alice: TestUser;
let bob: TestUser;
/** Where a test may hold a booking request between its idempotency claim and its conversion. */
const bookings = interceptBookings();

beforeAll(async () => {
  api = await startTestApi({}, bookings.options);
  http = client(api);
  [alice, bob] = await Promise.all([signUp(), signUp()]);
});
afterAll(() => api?.close());

const { hold, book } = bookingRequests(() => http);
const reserved = (a: RunningApi, ticketTypeId: string) => reservedTickets(a.db, ticketTypeId);

describe('given POST /bookings and its Idempotency-Key', () => {
  it('requires the header (400 idempotency/key-required)', async () => {
    const f = await insertFixture(api.db, { capacity: 10, price: 0 });
    const h = await hold(alice, f.sessionId, f.ticketTypeId, 1);
    const r = await book(alice, { holdId: h.body.id, attendee: ATTENDEE });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('idempotency/key-required');
  });

  it('replays the first response for the same key and body, with Idempotency-Replayed: true', async () => {
    const f = await insertFixture(api.db, { capacity: 10, price: 0 });
    const h = await hold(alice, f.sessionId, f.ticketTypeId, 2);
    const body = { holdId: h.body.id, attendee: ATTENDEE };
    const first = await book(alice, body, 'replay-key');
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotency-replayed')).toBeNull();
    const second = await book(alice, { attendee: ATTENDEE, holdId: h.body.id }, 'replay-key');
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotency-replayed')).toBe('true');
    expect(second.text).toBe(first.text);
    expect((await reserved(api, f.ticketTypeId)).sold).toBe(2);
    const count = await api.db.query<{ n: number }>('select count(*)::int as n from bookings where hold_id = $1', [h.body.id]);
    expect(count.rows[0]!.n).toBe(1);
  });

  it('scopes keys per user: the same key from another user is a separate request', async () => {
    const f = await insertFixture(api.db, { capacity: 10, price: 0 });
    const ha = await hold(alice, f.sessionId, f.ticketTypeId, 1);
    const hb = await hold(bob, f.sessionId, f.ticketTypeId, 1);
    expect((await book(alice, { holdId: ha.body.id, attendee: ATTENDEE }, 'shared-key')).status).toBe(201);
    const other = await book(bob, { holdId: hb.body.id, attendee: ATTENDEE }, 'shared-key');
    expect(other.status).toBe(201);
    expect(other.headers.get('idempotency-replayed')).toBeNull();
  });

  it('answers 422 idempotency/key-reused for the same key with another body', async () => {
    const f = await insertFixture(api.db, { capacity: 10, price: 0 });
    const h = await hold(alice, f.sessionId, f.ticketTypeId, 1);
    expect((await book(alice, { holdId: h.body.id, attendee: ATTENDEE }, 'reuse-key')).status).toBe(201);
    const r = await book(alice, { holdId: h.body.id, attendee: { ...ATTENDEE, name: 'Someone Else' } }, 'reuse-key');
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('idempotency/key-reused');
  });

  it('answers 409 idempotency/in-progress while the first request with the key is still running', async () => {
    let release!: () => void;
    let reached!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const arrived = new Promise<void>((r) => (reached = r));
    // The first request is held between claiming the key and converting the hold.
    bookings.beforeNextBooking(() => {
      reached();
      return gate;
    });
    try {
      const h = http;
      const f = await insertFixture(api.db, { capacity: 10, price: 0 });
      const held = await h('POST', '/holds', { token: alice.idToken, body: { sessionId: f.sessionId, items: [{ ticketTypeId: f.ticketTypeId, quantity: 1 }] } });
      const body = { holdId: held.body.id, attendee: ATTENDEE };
      const first = h('POST', '/bookings', { token: alice.idToken, body, headers: { 'Idempotency-Key': 'slow-key' } });
      await arrived;
      const second = await h('POST', '/bookings', { token: alice.idToken, body, headers: { 'Idempotency-Key': 'slow-key' } });
      expect(second.status).toBe(409);
      expect(second.body.code).toBe('idempotency/in-progress');
      release();
      expect((await first).status).toBe(201);
      const third = await h('POST', '/bookings', { token: alice.idToken, body, headers: { 'Idempotency-Key': 'slow-key' } });
      expect(third.headers.get('idempotency-replayed')).toBe('true');
    } finally {
      bookings.clear();
      release();
    }
  });

  it('answers 409 hold/not-active for a hold already booked under another key', async () => {
    const f = await insertFixture(api.db, { capacity: 10, price: 0 });
    const h = await hold(alice, f.sessionId, f.ticketTypeId, 1);
    expect((await book(alice, { holdId: h.body.id, attendee: ATTENDEE }, 'k-a')).status).toBe(201);
    const r = await book(alice, { holdId: h.body.id, attendee: ATTENDEE }, 'k-b');
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('hold/not-active');
  });
});
