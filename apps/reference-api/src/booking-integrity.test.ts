import { HoldSchema, ProblemSchema } from '@ticketkit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from './server.ts';
import { ATTENDEE, bookingRequests, client, insertFixture, reservedTickets, startTestApi, type Client } from './testing/api.ts';
import { signUp, type TestUser } from './testing/emulator.ts';
import { unguardedHold } from './testing/unguarded-hold.ts';

// Inventory: holds never reserve more than there is, under any concurrency; they give tickets back
// when released or expired; and an order breaking the ticket types' rules is refused.

let api: RunningApi;
let http: Client;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  // Two accounts stand for forty buyers here: the per-account cap on active holds (tested in
  // src/limits/) would answer before the inventory this file is about.
  api = await startTestApi({ MAX_ACTIVE_HOLDS_PER_ACCOUNT: '100' });
  http = client(api);
  [alice, bob] = await Promise.all([signUp(), signUp()]);
});
afterAll(() => api?.close());

const { hold, book } = bookingRequests(() => http);
const reserved = (a: RunningApi, ticketTypeId: string) => reservedTickets(a.db, ticketTypeId);

describe('given 40 concurrent holds of 2 for the last 10 tickets', () => {
  it('reserves exactly the capacity, answers the rest 409 booking/sold-out, and converts to exactly 10 sold', async () => {
    const f = await insertFixture(api.db, { capacity: 10, price: 0 });
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => hold(i % 2 ? alice : bob, f.sessionId, f.ticketTypeId, 2)));
    const won = results.filter((r) => r.status === 201);
    const lost = results.filter((r) => r.status === 409);
    expect(won).toHaveLength(5);
    expect(lost).toHaveLength(35);
    for (const r of lost) {
      expect(r.body).toMatchObject({ code: 'booking/sold-out', available: 0, ticketTypeId: f.ticketTypeId });
    }
    expect(await reserved(api, f.ticketTypeId)).toEqual({ sold: 0, held: 10 });
    const bookings = await Promise.all(
      won.map((w, i) => {
        const owner = results.indexOf(w) % 2 ? alice : bob;
        return book(owner, { holdId: w.body.id, attendee: ATTENDEE }, `race-${i}`);
      }),
    );
    expect(bookings.map((b) => b.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await reserved(api, f.ticketTypeId)).toEqual({ sold: 10, held: 0 });
    const types = await http('GET', `/sessions/${f.sessionId}/ticket-types`);
    expect(types.body.items[0]).toMatchObject({ available: 0, status: 'sold-out' });
  });
});

describe('CONTROL: the same race with the inventory guard disabled', () => {
  it('oversells (check-then-insert in separate statements), proving the race test can fail', async () => {
    const f = await insertFixture(api.db, { capacity: 10 });
    const results = await Promise.all(
      Array.from({ length: 40 }, () => unguardedHold(api.db, { uid: alice.uid, sessionId: f.sessionId, ticketTypeId: f.ticketTypeId, quantity: 2 })),
    );
    const won = results.filter(Boolean).length;
    const { held } = await reserved(api, f.ticketTypeId);
    console.info(`control: ${won} holds won, ${held} tickets held`);
    expect(won).toBeGreaterThan(5);
    expect(held).toBeGreaterThan(10);
  });
});

describe('given a hold', () => {
  it('GET answers it to its owner, DELETE releases the tickets, a second DELETE is 409 hold/not-active', async () => {
    const f = await insertFixture(api.db, { capacity: 5 });
    const created = await hold(alice, f.sessionId, f.ticketTypeId, 3);
    expect(created.status).toBe(201);
    expect(HoldSchema.parse(created.body).status).toBe('active');
    expect(Date.parse(created.body.expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);
    expect((await http('GET', `/holds/${created.body.id}`, { token: alice.idToken })).body.id).toBe(created.body.id);
    expect((await reserved(api, f.ticketTypeId)).held).toBe(3);
    expect((await http('DELETE', `/holds/${created.body.id}`, { token: alice.idToken })).status).toBe(204);
    expect((await reserved(api, f.ticketTypeId)).held).toBe(0);
    const again = await http('DELETE', `/holds/${created.body.id}`, { token: alice.idToken });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('hold/not-active');
    expect((await http('GET', `/holds/${created.body.id}`, { token: alice.idToken })).body.status).toBe('released');
  });
});

describe('given holds that expire after 1 second (HOLD_TTL_SECONDS=1)', () => {
  let shortApi: RunningApi;
  beforeAll(async () => {
    shortApi = await startTestApi({ HOLD_TTL_SECONDS: '1' });
  });
  afterAll(() => shortApi?.close());

  it('returns the tickets without any job, reads as expired, and refuses to book with 410 hold/expired', async () => {
    const f = await insertFixture(shortApi.db, { capacity: 2 });
    const h = client(shortApi);
    const first = await h('POST', '/holds', { token: alice.idToken, body: { sessionId: f.sessionId, items: [{ ticketTypeId: f.ticketTypeId, quantity: 2 }] } });
    expect(first.status).toBe(201);
    const blocked = await h('POST', '/holds', { token: bob.idToken, body: { sessionId: f.sessionId, items: [{ ticketTypeId: f.ticketTypeId, quantity: 1 }] } });
    expect(blocked.body.code).toBe('booking/sold-out');
    await new Promise((r) => setTimeout(r, 1200));
    expect((await h('GET', `/holds/${first.body.id}`, { token: alice.idToken })).body.status).toBe('expired');
    const types = await h('GET', `/sessions/${f.sessionId}/ticket-types`);
    expect(types.body.items[0].available).toBe(2);
    const late = await h('POST', '/bookings', { token: alice.idToken, body: { holdId: first.body.id, attendee: ATTENDEE }, headers: { 'Idempotency-Key': 'late-1' } });
    expect(late.status).toBe(410);
    expect(late.body.code).toBe('hold/expired');
    const retaken = await h('POST', '/holds', { token: bob.idToken, body: { sessionId: f.sessionId, items: [{ ticketTypeId: f.ticketTypeId, quantity: 2 }] } });
    expect(retaken.status).toBe(201);
  });
});

describe('given the order rules', () => {
  it('refuses more than 10 tickets in one order (422 booking/limit-exceeded) even across items', async () => {
    const f = await insertFixture(api.db, { capacity: 100 });
    const r = await http('POST', '/holds', {
      token: alice.idToken,
      body: { sessionId: f.sessionId, items: [{ ticketTypeId: f.ticketTypeId, quantity: 6 }, { ticketTypeId: f.ticketTypeId, quantity: 5 }] },
    });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('booking/limit-exceeded');
  });

  it("refuses more than the ticket type's own maximum and fewer than its minimum", async () => {
    const f = await insertFixture(api.db, { capacity: 100, minPerOrder: 2, maxPerOrder: 4 });
    expect((await hold(alice, f.sessionId, f.ticketTypeId, 5)).body.code).toBe('booking/limit-exceeded');
    expect((await hold(alice, f.sessionId, f.ticketTypeId, 1)).body.code).toBe('booking/below-minimum');
    expect((await hold(alice, f.sessionId, f.ticketTypeId, 2)).status).toBe(201);
  });

  it('refuses sessions that have started (422 booking/session-past) and closed or unopened sales (422 booking/sales-closed)', async () => {
    const past = await insertFixture(api.db, { capacity: 10, startsInHours: -1 });
    expect((await hold(alice, past.sessionId, past.ticketTypeId, 1)).body.code).toBe('booking/session-past');
    const notYet = await insertFixture(api.db, { capacity: 10, salesStartsInHours: 5 });
    const r1 = await hold(alice, notYet.sessionId, notYet.ticketTypeId, 1);
    expect(r1.status).toBe(422);
    expect(r1.body.code).toBe('booking/sales-closed');
    const ended = await insertFixture(api.db, { capacity: 10, salesEndsInHours: -1 });
    expect((await hold(alice, ended.sessionId, ended.ticketTypeId, 1)).body.code).toBe('booking/sales-closed');
  });

  it('refuses a ticket type of another session (422 booking/ticket-type-mismatch) and an unknown session (404)', async () => {
    const a = await insertFixture(api.db, { capacity: 10 });
    const b = await insertFixture(api.db, { capacity: 10 });
    expect((await hold(alice, a.sessionId, b.ticketTypeId, 1)).body.code).toBe('booking/ticket-type-mismatch');
    const missing = await hold(alice, 'se_missing', a.ticketTypeId, 1);
    expect(missing.status).toBe(404);
    expect(ProblemSchema.parse(missing.body).code).toBe('not-found');
  });
});
