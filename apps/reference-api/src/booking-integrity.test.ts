import { BookingSchema, HoldSchema, ProblemSchema } from '@ticketkit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from './server.ts';
import { ATTENDEE, client, insertFixture, startTestApi, type Client } from './testing/api.ts';
import { interceptBookings } from './testing/booking-calls.ts';
import { signUp, type TestUser } from './testing/emulator.ts';
import { unguardedHold } from './testing/unguarded-hold.ts';

/** Sum of tickets sold plus tickets in active, unexpired holds for a ticket type. */
async function reserved(api: RunningApi, ticketTypeId: string): Promise<{ sold: number; held: number }> {
  const { rows } = await api.db.query<{ sold: number; held: number }>(
    `select t.sold, coalesce((select sum(quantity) from hold_items where ticket_type_id = t.id and active and expires_at > now()), 0)::int as held
     from ticket_types t where t.id = $1`,
    [ticketTypeId],
  );
  return { sold: Number(rows[0]!.sold), held: Number(rows[0]!.held) };
}

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

const hold = (user: TestUser, sessionId: string, ticketTypeId: string, quantity: number) =>
  http('POST', '/holds', { token: user.idToken, body: { sessionId, items: [{ ticketTypeId, quantity }] } });
const book = (user: TestUser, body: Record<string, unknown>, key?: string) =>
  http('POST', '/bookings', { token: user.idToken, body, headers: key ? { 'Idempotency-Key': key } : {} });

describe('given 40 concurrent holds of 2 for the last 10 tickets', () => {
  it('reserves exactly the capacity, answers the rest 409 booking/sold-out, and converts to exactly 10 sold', async () => {
    const f = await insertFixture(api.db, { capacity: 10 });
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => hold(i % 2 ? alice : bob, f.sessionId, f.ticketTypeId, 2)));
    const won = results.filter((r) => r.status === 201);
    const lost = results.filter((r) => r.status === 409);
    expect(won).toHaveLength(5);
    expect(lost).toHaveLength(35);
    for (const r of lost) {
      expect(r.body.code).toBe('booking/sold-out');
      expect(r.body.available).toBe(0);
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

describe('given POST /bookings and its Idempotency-Key', () => {
  it('requires the header (400 idempotency/key-required)', async () => {
    const f = await insertFixture(api.db, { capacity: 10 });
    const h = await hold(alice, f.sessionId, f.ticketTypeId, 1);
    const r = await book(alice, { holdId: h.body.id, attendee: ATTENDEE });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('idempotency/key-required');
  });

  it('replays the first response for the same key and body, with Idempotency-Replayed: true', async () => {
    const f = await insertFixture(api.db, { capacity: 10 });
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
    const f = await insertFixture(api.db, { capacity: 10 });
    const ha = await hold(alice, f.sessionId, f.ticketTypeId, 1);
    const hb = await hold(bob, f.sessionId, f.ticketTypeId, 1);
    expect((await book(alice, { holdId: ha.body.id, attendee: ATTENDEE }, 'shared-key')).status).toBe(201);
    const other = await book(bob, { holdId: hb.body.id, attendee: ATTENDEE }, 'shared-key');
    expect(other.status).toBe(201);
    expect(other.headers.get('idempotency-replayed')).toBeNull();
  });

  it('answers 422 idempotency/key-reused for the same key with another body', async () => {
    const f = await insertFixture(api.db, { capacity: 10 });
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
      const f = await insertFixture(api.db, { capacity: 10 });
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
    const f = await insertFixture(api.db, { capacity: 10 });
    const h = await hold(alice, f.sessionId, f.ticketTypeId, 1);
    expect((await book(alice, { holdId: h.body.id, attendee: ATTENDEE }, 'k-a')).status).toBe(201);
    const r = await book(alice, { holdId: h.body.id, attendee: ATTENDEE }, 'k-b');
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('hold/not-active');
  });
});

/** The model stated in src/db/functions/tk_fee.sql and tk_tax.sql, recomputed here independently. */
function expectedAmounts(subtotal: number, discount: number, points: number) {
  const fee = Math.round(subtotal * 0.025);
  const tax = Math.round(fee * 0.18);
  return { subtotal, fee, tax, discount, pointsPaise: points * 100, total: subtotal + fee + tax - discount - points * 100 };
}

describe('given reward points and promo codes', () => {
  it('earns 5 points per whole ₹100 of subtotal, caps redemption at half the total, and keeps ledger and balance equal', async () => {
    const user = await signUp();
    // 3 × ₹1,250 = ₹3,750 subtotal → 37 whole ₹100 → 185 points.
    const f = await insertFixture(api.db, { capacity: 50, price: 125_000 });
    const h1 = await hold(user, f.sessionId, f.ticketTypeId, 3);
    const b1 = await book(user, { holdId: h1.body.id, attendee: ATTENDEE }, 'pts-1');
    expect(b1.status).toBe(201);
    const booking1 = BookingSchema.parse(b1.body);
    const e1 = expectedAmounts(375_000, 0, 0);
    expect(booking1.amounts.fees.amount).toBe(e1.fee);
    expect(booking1.amounts.taxes.amount).toBe(e1.tax);
    expect(booking1.amounts.total.amount).toBe(e1.total);
    expect(booking1.pointsEarned).toBe(185);

    // Second order: 1 × ₹250 with WELCOME10 (10%, up to ₹200) → ₹25 off, and as many points as allowed.
    const cheap = await insertFixture(api.db, { capacity: 50, price: 25_000 });
    const h2 = await hold(user, cheap.sessionId, cheap.ticketTypeId, 1);
    // The cap: half the total after the discount, in whole rupees (1 point = ₹1).
    const e2 = expectedAmounts(25_000, 2_500, 0);
    const cap = Math.floor(e2.total / 2 / 100);
    const tooMany = await book(user, { holdId: h2.body.id, attendee: ATTENDEE, promoCode: 'welcome10', redeemPoints: cap + 1 }, 'pts-2a');
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.code).toBe('booking/insufficient-points');
    expect(tooMany.body.maxRedeemable).toBe(cap);
    const b2 = await book(user, { holdId: h2.body.id, attendee: ATTENDEE, promoCode: 'welcome10', redeemPoints: cap }, 'pts-2b');
    expect(b2.status).toBe(201);
    const e2r = expectedAmounts(25_000, 2_500, cap);
    expect(b2.body.amounts.discount.amount).toBe(2_500);
    expect(b2.body.amounts.pointsRedeemed.amount).toBe(cap * 100);
    expect(b2.body.amounts.total.amount).toBe(e2r.total);
    expect(b2.body.promoCode).toBe('WELCOME10');
    expect(b2.body.pointsEarned).toBe(10);

    const rewards = await http('GET', '/me/rewards', { token: user.idToken });
    expect(rewards.body.balance).toBe(185 - cap + 10);
    expect(rewards.body.ledger.reduce((s: number, e: { points: number }) => s + e.points, 0)).toBe(rewards.body.balance);
    expect(rewards.body.ledger.map((e: { kind: string }) => e.kind).sort()).toEqual(['earned', 'earned', 'redeemed']);
  });

  it('refuses to redeem more points than the balance, and an unknown or inactive promo code', async () => {
    const user = await signUp();
    const f = await insertFixture(api.db, { capacity: 50, price: 100_000 });
    const h = await hold(user, f.sessionId, f.ticketTypeId, 1);
    const r = await book(user, { holdId: h.body.id, attendee: ATTENDEE, redeemPoints: 1 }, 'np-1');
    expect(r.body.code).toBe('booking/insufficient-points');
    expect(r.body.balance).toBe(0);
    expect((await book(user, { holdId: h.body.id, attendee: ATTENDEE, promoCode: 'NOPE' }, 'np-2')).body.code).toBe('booking/invalid-promo-code');
    expect((await book(user, { holdId: h.body.id, attendee: ATTENDEE, promoCode: 'EXPIRED5' }, 'np-3')).body.code).toBe('booking/invalid-promo-code');
    // The hold survived the refusals.
    expect((await book(user, { holdId: h.body.id, attendee: ATTENDEE, promoCode: 'FLAT100' }, 'np-4')).body.amounts.discount.amount).toBe(10_000);
  });
});
