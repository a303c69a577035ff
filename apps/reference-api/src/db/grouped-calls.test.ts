// The set-based booking calls (src/db/functions/) against their promise: a group of requests gets
// the answers, and leaves the database, exactly as if each request had been sent alone after the
// ones before it. Two real PGlite databases from the same template: one takes each random scenario
// as three groups (holds, idempotency claims, bookings), the other one request at a time.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTemplate, insertFixture, type Fixture } from '../testing/api.ts';
import { openPglite, type Database } from './database.ts';

let grouped: Database;
let single: Database;
beforeAll(async () => {
  const template = await databaseTemplate();
  [grouped, single] = await Promise.all([openPglite('memory://', { loadDataDir: template }), openPglite('memory://', { loadDataDir: template })]);
});
afterAll(async () => {
  await Promise.all([grouped?.close(), single?.close()]);
});

// Users 0 and 1 are Acme employees (a verified acme.example address); user 2 is not.
const EMAILS = ['p0@acme.example', 'p1@acme.example', 'p2@consumer.example'];
const FIXTURES = [
  { capacity: 8, price: 49_900 },
  { capacity: 6, price: 120_000, minPerOrder: 2, maxPerOrder: 3 },
  { capacity: 5, price: 30_000, companySlug: 'acme' },
  { capacity: 5, price: 30_000, startsInHours: -1 },
];

interface HoldPlan {
  user: number;
  session: number;
  quantity: number;
  foreignLine: number | null;
  wrongCompany: boolean;
  expired: boolean;
}
interface BookingPlan {
  hold: number;
  otherUser: boolean;
  promoCode: string | null;
  redeemPoints: number;
}
interface Scenario {
  holds: HoldPlan[];
  bookings: BookingPlan[];
}

const holdArb: fc.Arbitrary<HoldPlan> = fc.record({
  user: fc.constantFrom(0, 0, 1, 1, 2),
  session: fc.constantFrom(0, 0, 0, 1, 1, 2, 2, 3, FIXTURES.length), // FIXTURES.length: a session that does not exist
  quantity: fc.integer({ min: 1, max: 3 }),
  // Mostly the session's own ticket type; sometimes a second line of another session's type.
  foreignLine: fc.option(fc.nat(FIXTURES.length - 1), { freq: 5 }),
  // Mostly the company the session belongs to; sometimes the other way round.
  wrongCompany: fc.constantFrom(false, false, false, true),
  expired: fc.constantFrom(false, false, false, true),
});
const bookingArb: fc.Arbitrary<BookingPlan> = fc.record({
  hold: fc.nat(11),
  otherUser: fc.constantFrom(false, false, false, false, true),
  promoCode: fc.constantFrom(null, null, 'WELCOME10', 'flat100 ', 'EXPIRED5', 'NOPE'),
  redeemPoints: fc.constantFrom(0, 0, 0, 10, 40, 5000),
});
const scenarioArb: fc.Arbitrary<Scenario> = fc.record({
  holds: fc.array(holdArb, { minLength: 1, maxLength: 12 }),
  bookings: fc.array(bookingArb, { maxLength: 12 }),
});

const hold = (user: number, session: number, quantity: number, more: Partial<HoldPlan> = {}): HoldPlan =>
  ({ user, session, quantity, foreignLine: null, wrongCompany: false, expired: false, ...more });
const booking = (h: number, more: Partial<BookingPlan> = {}): BookingPlan => ({ hold: h, otherUser: false, promoCode: null, redeemPoints: 0, ...more });
/** Runs first: one of each answer, so the random runs are not all that covers them. */
const EVERY_OUTCOME: Scenario = {
  holds: [hold(0, 0, 2), hold(1, 0, 1, { expired: true }), hold(0, 2, 1), hold(2, 2, 1), hold(0, 1, 1), hold(1, 0, 3), hold(0, 0, 7)],
  bookings: [
    booking(0, { promoCode: 'welcome10', redeemPoints: 10 }),
    booking(0),
    booking(1),
    booking(2, { promoCode: 'WELCOME10' }),
    booking(5, { otherUser: true }),
    booking(5, { redeemPoints: 5000 }),
    booking(5, { promoCode: 'NOPE' }),
    booking(5),
    booking(2),
  ],
};

const ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?\+05:30/g;
/** Answers and rows with their times blanked: each database runs its own transactions. */
const timeless = (value: unknown) => JSON.parse(JSON.stringify(value).replace(ISO, 'TIME')) as unknown;

async function call(db: Database, fn: string, requests: unknown[]): Promise<unknown[]> {
  const { rows } = await db.query<{ r: string }>(`select ${fn}($1::json)::text as r`, [JSON.stringify(requests)]);
  return JSON.parse(rows[0]!.r) as unknown[];
}

/** Each request as a group of its own, one after another. */
async function oneByOne(db: Database, fn: string, requests: unknown[]): Promise<unknown[]> {
  const answers: unknown[] = [];
  for (const request of requests) answers.push(...(await call(db, fn, [request])));
  return answers;
}

async function state(db: Database, run: string, fixtures: Fixture[]) {
  const like = `%_${run}_%`;
  const q = async (sql: string, params: unknown[]) => timeless((await db.query(sql, params)).rows);
  return {
    holds: await q('select id, status, tickets, items, amounts from holds where id like $1 order by id', [like]),
    holdItems: await q('select hold_id, ticket_type_id, quantity, active from hold_items where hold_id like $1 order by 1, 2', [like]),
    sold: await q('select id, sold from ticket_types where id = any($1) order by id', [fixtures.map((f) => f.ticketTypeId)]),
    bookings: await q('select id, uid, hold_id, tickets, details from bookings where id like $1 order by id', [like]),
    ledger: await q('select id, uid, kind, points, booking_id, description from reward_ledger where uid like $1 order by id', [like]),
    keys: await q('select uid, key, state, result from idempotency_keys where uid like $1 order by uid, key', [like]),
  };
}

let runs = 0;
describe('given random groups of holds and bookings', () => {
  it('answers each request of a group, and leaves the database, as if it ran alone after the ones before it', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (scenario) => {
        const run = `g${++runs}`;
        const fixtures: Fixture[] = [];
        for (const [i, fixture] of FIXTURES.entries()) {
          const f = await insertFixture(grouped, { ...fixture, id: `${run}_${i}` });
          await insertFixture(single, { ...fixture, id: `${run}_${i}` });
          fixtures.push(f);
        }
        const uid = (user: number) => `u_${run}_${user}`;
        // Everyone starts with 30 points, so redemptions can succeed before anything is earned.
        for (const db of [grouped, single]) {
          await db.query(
            `insert into reward_ledger (id, uid, kind, points, description) select 'start_' || u, u, 'earned', 30, 'Welcome' from unnest($1::text[]) u`,
            [[0, 1, 2].map(uid)],
          );
        }
        const holds = scenario.holds.map((h, i) => ({
          id: `ho_${run}_${i}`,
          uid: uid(h.user),
          email: EMAILS[h.user],
          emailVerified: true,
          sessionId: fixtures[h.session]?.sessionId ?? `se_missing_${run}`,
          ticketTypeIds: [
            fixtures[h.session % FIXTURES.length]!.ticketTypeId,
            ...(h.foreignLine !== null && h.foreignLine !== h.session ? [fixtures[h.foreignLine]!.ticketTypeId] : []),
          ],
          quantities: h.foreignLine !== null && h.foreignLine !== h.session ? [h.quantity, 1] : [h.quantity],
          companySlug: (FIXTURES[h.session]?.companySlug !== undefined) !== h.wrongCompany ? 'acme' : null,
          ttlSeconds: h.expired ? 0 : 600,
          maxPerOrder: 6,
        }));
        const bookings = scenario.bookings.map((b, i) => {
          const hold = holds[b.hold % holds.length]!;
          const owner = Number(hold.uid.slice(-1));
          return {
            id: `bk_${run}_${i}`,
            uid: b.otherUser ? uid((owner + 1) % 3) : hold.uid,
            holdId: hold.id,
            attendee: { name: 'Asha Rao', email: 'asha@consumer.example', phone: '+919876543210' },
            promoCode: b.promoCode,
            redeemPoints: b.redeemPoints,
            qrPayload: `qr_${run}_${i}`,
            key: `key_${i}`,
          };
        });
        const claims = bookings.map((b) => ({ uid: b.uid, key: b.key, hash: 'h', lockSeconds: 60 }));

        const answers = {
          grouped: [
            await call(grouped, 'tk_create_holds', holds),
            await call(grouped, 'tk_claim_idempotency_keys', claims),
            bookings.length ? await call(grouped, 'tk_create_bookings', bookings) : [],
          ],
          single: [
            await oneByOne(single, 'tk_create_holds', holds),
            await oneByOne(single, 'tk_claim_idempotency_keys', claims),
            await oneByOne(single, 'tk_create_bookings', bookings),
          ],
        };
        expect(timeless(answers.grouped)).toEqual(timeless(answers.single));
        expect(await state(grouped, run, fixtures)).toEqual(await state(single, run, fixtures));
      }),
      { numRuns: 30, examples: [[EVERY_OUTCOME]] },
    );
    // The scenarios reached the interesting answers, not only errors.
    const codes = await grouped.query<{ code: string | null; n: number }>(
      `select coalesce(result::json->>'error', 'confirmed') as code, count(*)::int as n from idempotency_keys where uid like 'u\\_g%' group by 1`,
    );
    const seen = new Set(codes.rows.map((r) => r.code));
    for (const code of ['confirmed', 'hold/not-active', 'hold/expired', 'not-found', 'booking/invalid-promo-code', 'booking/insufficient-points']) {
      expect(seen, code).toContain(code);
    }
    const sold = await grouped.query<{ n: number }>(`select count(*)::int as n from bookings where id like 'bk\\_g%' and details::json->>'pointsRedeemed' <> '0'`);
    expect(sold.rows[0]!.n).toBeGreaterThan(0);
  });
});
