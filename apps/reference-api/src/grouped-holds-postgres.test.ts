import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { startApi, type RunningApi } from './server.ts';
import { withoutRoundTurns } from './testing/unguarded-booking-round.ts';
import { client, insertFixture, reservedTickets, ATTENDEE, type Fixture } from './testing/api.ts';
import { emulatorHost, signUp, type TestUser } from './testing/emulator.ts';

// Two API instances over one PostgreSQL database, each sending the holds that arrive together as
// one round (one transaction for the group): rounds of the two race for the same ticket type.
// The database is the test's own (created on TEST_DATABASE_URL's server, dropped after), so the
// control can take the lock out of tk_create_holds without touching other tests' database.

const url = process.env.TEST_DATABASE_URL;
const HOLDS_SOURCE = readFileSync(new URL('./db/functions/tk_create_holds.sql', import.meta.url), 'utf8');
const TICKET_TYPE_LOCK = 'perform 1 from ticket_types where id = any(v_ids) order by id for update;';
const TICKET_TYPES_READ = 'v_types := tk_hold_ticket_types(p_requests);';
const BUYERS = 48;
const CAPACITY = 10;

describe.runIf(url)(`given two API instances over one PostgreSQL database and ${BUYERS} buyers at once for the last ${CAPACITY} tickets`, () => {
  const name = `tk_rounds_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
  let admin: pg.Client;
  let own: URL;
  let apis: RunningApi[];
  let users: TestUser[];
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    own = new URL(url!);
    own.pathname = `/${name}`;
    const env = { API_PORT: '0', METRICS_PORT: '0', DATABASE_URL: own.href, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(), TICKETKIT_DEV_AUTH_EMULATOR: '1', FIREBASE_PROJECT_ID: 'demo-ticketkit' };
    apis = [await startApi(readConfig(env))];
    apis.push(await startApi(readConfig(env)));
    users = await Promise.all(Array.from({ length: BUYERS }, () => signUp()));
  });
  afterAll(async () => {
    await Promise.all((apis ?? []).map((api) => api.close()));
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  /** Every buyer asks for one ticket at once, alternately through each instance. */
  const race = (f: Fixture) =>
    Promise.all(users.map((user, i) =>
      client(apis[i % 2]!)('POST', '/holds', { token: user.idToken, body: { sessionId: f.sessionId, items: [{ ticketTypeId: f.ticketTypeId, quantity: 1 }] } })));

  /** Requests per round so far on one instance (the mean of its round-size histogram). */
  const meanRound = async (api: RunningApi) => {
    const text = await (await fetch(api.metricsUrl!)).text();
    const value = (metric: string) => Number(new RegExp(`^${metric} (\\S+)$`, 'm').exec(text)?.[1]);
    return value('ticketkit_db_round_size_sum') / value('ticketkit_db_round_size_count');
  };

  it('holds exactly the capacity, the others answered sold out, in rounds of several requests on each instance, and every hold books', async () => {
    const f = await insertFixture(apis[0]!.db, { capacity: CAPACITY, price: 0 });
    // Another transaction holds the ticket type while the buyers arrive, as a busy hot row is held:
    // each instance's first rounds wait for it, and the requests behind them queue up as rounds.
    const other = new pg.Client({ connectionString: own.href });
    await other.connect();
    await other.query('begin');
    await other.query('select 1 from ticket_types where id = $1 for update', [f.ticketTypeId]);
    const racing = race(f);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await other.query('commit');
    await other.end();
    const results = await racing;
    expect(results.filter((r) => r.status === 201)).toHaveLength(CAPACITY);
    expect(results.filter((r) => r.status !== 201).map((r) => r.body?.code)).toEqual(Array(BUYERS - CAPACITY).fill('booking/sold-out'));
    expect(await reservedTickets(apis[0]!.db, f.ticketTypeId)).toEqual({ sold: 0, held: CAPACITY });
    for (const api of apis) expect(await meanRound(api)).toBeGreaterThan(1);

    const won = results.map((r, i) => ({ r, i })).filter(({ r }) => r.status === 201);
    const booked = await Promise.all(won.map(({ r, i }) =>
      client(apis[(i + 1) % 2]!)('POST', '/bookings', { token: users[i]!.idToken, body: { holdId: r.body.id, attendee: ATTENDEE }, headers: { 'Idempotency-Key': `rounds-${r.body.id}` } })));
    expect(booked.map((b) => b.body?.status)).toEqual(Array(CAPACITY).fill('confirmed'));
    expect(await reservedTickets(apis[0]!.db, f.ticketTypeId)).toEqual({ sold: CAPACITY, held: 0 });
  });

  it('CONTROL: with the ticket types\' lock taken out of tk_create_holds and rounds no longer taking turns, the same race holds more than the capacity', async () => {
    for (const text of [TICKET_TYPE_LOCK, TICKET_TYPES_READ]) if (!HOLDS_SOURCE.includes(text)) throw new Error(`tk_create_holds.sql no longer holds: ${text}`);
    const f = await insertFixture(apis[0]!.db, { capacity: CAPACITY, price: 0 });
    // The pause after reading what is left stands for a busy server, so rounds read before others commit.
    await apis[0]!.db.exec(HOLDS_SOURCE.replace(TICKET_TYPE_LOCK, '').replace(TICKET_TYPES_READ, `${TICKET_TYPES_READ} perform pg_sleep(0.2);`));
    try {
      // Rounds taking turns (tk_booking_round) guard the count too: the control takes out both.
      await withoutRoundTurns(apis[0]!.db, () => race(f));
    } finally {
      await apis[0]!.db.exec(HOLDS_SOURCE);
    }
    expect((await reservedTickets(apis[0]!.db, f.ticketTypeId)).held).toBeGreaterThan(CAPACITY);
  });
});
