import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import type { BookingCall } from './db/booking-calls.ts';
import { startApi, type RunningApi } from './server.ts';
import { ATTENDEE, client, insertFixture, type Fixture } from './testing/api.ts';
import { emulatorHost, signUp, type TestUser } from './testing/emulator.ts';
import { ownDatabase, type OwnDatabase } from './testing/own-database.ts';

// A booking round frees or sells its holds' items (tk_free_hold_items): it must find them by key
// however many rows hold_items has, and whenever the round's plans were made. PostgreSQL keeps the
// generic plan it chose after a statement's first five calls on a connection, until the table's
// statistics change; this connection chooses at the first call, when the venue's past holds fill a
// few pages, and the table grows tenfold after. Counted by PostgreSQL itself
// (pg_stat_xact_user_tables) inside one transaction, rolled back.

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('given hold_items grown tenfold since the booking round was planned', () => {
  let own: OwnDatabase;
  let api: RunningApi;
  let round: pg.Client;
  beforeAll(async () => {
    own = await ownDatabase('tk_items');
    api = await startApi(readConfig({
      API_PORT: '0', DATABASE_URL: own.url, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(), TICKETKIT_DEV_AUTH_EMULATOR: '1', FIREBASE_PROJECT_ID: 'demo-ticketkit',
    }));
    // Autovacuum would analyze the table the test grows, and PostgreSQL plan again.
    await api.db.query('alter table hold_items set (autovacuum_enabled = off)');
    round = new pg.Client({ connectionString: own.url, options: '-c plan_cache_mode=force_generic_plan' });
    await round.connect();
  });
  afterAll(async () => {
    await round?.end();
    await api?.close();
    await own?.drop();
  });

  /** `n` past holds of `f`, booked long ago: each leaves its hold and an item behind, no longer held. */
  const pastHolds = async (f: Fixture, n: number) => {
    const from = (await api.db.query<{ n: number }>('select count(*)::int as n from holds')).rows[0]!.n;
    const ids = [f.eventId, f.sessionId, from + 1, from + n];
    await api.db.query(
      `insert into holds (id, uid, event_id, session_id, status, expires_at, items, amounts, tickets)
         select 'ho_past_' || md5(i::text), 'past-buyer', $1, $2, 'converted', now() - interval '1 day', '[]', '{}', 1 from generate_series($3::int, $4::int) i`,
      ids,
    );
    await api.db.query(
      `insert into hold_items (hold_id, ticket_type_id, quantity, expires_at)
         select 'ho_past_' || md5(i::text), $1, 1, now() - interval '1 day' from generate_series($2::int, $3::int) i`,
      [f.ticketTypeId, from + 1, from + n],
    );
    await api.db.query(`update hold_items set active = false where hold_id like 'ho_past_%' and active`);
  };

  /** A booking request for `user`'s new hold of one ticket of `f`, as routes/bookings.ts sends it. */
  const bookingCall = async (user: TestUser, f: Fixture): Promise<BookingCall> => {
    const hold = await client(api)('POST', '/holds', { token: user.idToken, body: { sessionId: f.sessionId, items: [{ ticketTypeId: f.ticketTypeId, quantity: 1 }] } });
    expect(hold.status).toBe(201);
    return {
      uid: user.uid, key: randomUUID(), hash: randomUUID(), lockSeconds: 60,
      id: `bk_${randomUUID()}`, holdId: hold.body.id, attendee: ATTENDEE, promoCode: null, redeemPoints: 0, qrPayload: null,
      paymentHoldSeconds: 900, gstin: null, locale: 'en',
    };
  };

  /** One booking round of `calls` on the round's connection: the bookings' statuses, and its scans of hold_items. */
  const book = async (calls: BookingCall[]) => {
    const { rows } = await round.query<{ r: string }>("select tk_booking_round('[]', '[]', $1::json, '[]', '[]')::text as r", [JSON.stringify(calls)]);
    const [, , [claims, booked]] = JSON.parse(rows[0]!.r) as [unknown, unknown, [Array<{ outcome: string }>, Array<{ status: string }>]];
    expect(claims.map((c) => c.outcome)).toEqual(calls.map(() => 'claimed'));
    const scans = (await round.query<{ n: number }>("select coalesce(sum(seq_scan), 0)::int as n from pg_stat_xact_user_tables where relname = 'hold_items'")).rows[0]!.n;
    return { statuses: booked.map((b) => b.status), scans };
  };

  it('books a free and a paid hold looking their items up by key', async () => {
    const user = await signUp();
    const free = await insertFixture(api.db, { capacity: 100, price: 0 });
    const paid = await insertFixture(api.db, { capacity: 100, price: 50_000 });
    await pastHolds(free, 300);
    expect((await book([await bookingCall(user, free), await bookingCall(user, paid)])).statuses).toEqual(['confirmed', 'payment-pending']);
    await pastHolds(free, 3000);

    const calls = [await bookingCall(user, free), await bookingCall(user, paid)];
    await round.query('begin');
    try {
      const { statuses, scans } = await book(calls);
      expect(statuses).toEqual(['confirmed', 'payment-pending']);
      expect(scans).toBe(0);
    } finally {
      await round.query('rollback');
    }
  });
});
