import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { startApi, type RunningApi } from './server.ts';
import { client, insertFixture, reservedTickets, ATTENDEE, type Fixture } from './testing/api.ts';
import { emulatorHost, signUp, type TestUser } from './testing/emulator.ts';
import { ownDatabase, type OwnDatabase } from './testing/own-database.ts';
import { withoutRoundTurns } from './testing/unguarded-booking-round.ts';

// Two API instances over one PostgreSQL database, each sending the booking-path requests that
// arrive together as rounds, two at a time: holds naming several ticket types of one session in
// several orders meet bookings of holds with all of them. A round's steps lock ticket types, holds and users each
// in its own order, so rounds side by side can wait for each other in a circle; rounds take turns.
// The database is the test's own, so its deadlock count is this test's and the control can replace
// tk_booking_round without touching other tests' database.

const url = process.env.TEST_DATABASE_URL;
const BUYERS = 32;
const TIMES = 8;
const TYPES = 4;
const CAPACITY = 1000;

describe.runIf(url)(`given two API instances over one PostgreSQL database and ${BUYERS} buyers holding and booking several ticket types at once`, () => {
  let own: OwnDatabase;
  let env: Record<string, string>;
  let users: TestUser[];
  beforeAll(async () => {
    own = await ownDatabase('tk_turns');
    env = {
      API_PORT: '0', DATABASE_URL: own.url, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(), TICKETKIT_DEV_AUTH_EMULATOR: '1', FIREBASE_PROJECT_ID: 'demo-ticketkit',
      MAX_TICKETS_PER_ACCOUNT: '100000', MAX_ACTIVE_HOLDS_PER_ACCOUNT: '100000', HOLD_COOL_DOWN_AFTER: '0',
    };
    users = await Promise.all(Array.from({ length: BUYERS }, () => signUp()));
  });
  afterAll(async () => {
    await own?.drop();
  });

  /** Deadlocks PostgreSQL has counted in the test's database (its backends report them as they go idle or end). */
  const deadlocks = async () => {
    await own.admin.query('select pg_stat_clear_snapshot()');
    const { rows } = await own.admin.query<{ n: string }>('select deadlocks as n from pg_stat_database where datname = $1', [own.name]);
    return Number(rows[0]!.n);
  };

  /** A session with several free ticket types, their rows in the table in another order than their ids'. */
  const session = async (api: RunningApi) => {
    const f = await insertFixture(api.db, { capacity: CAPACITY, price: 0 });
    const others = Array.from({ length: TYPES - 1 }, (_, i) => f.ticketTypeId.replace('tt_fx_', `tt_${String.fromCharCode(112 - i)}_`));
    for (const [i, id] of others.entries()) {
      await api.db.query(
        `insert into ticket_types (id, session_id, position, name, description, price, capacity, sold, min_per_order, max_per_order, sales_start_at, sales_end_at)
         select $1, session_id, $3, 'Balcony', 'Entry', price, capacity, 0, min_per_order, max_per_order, sales_start_at, sales_end_at from ticket_types where id = $2`,
        [id, f.ticketTypeId, i + 1]);
    }
    return { f, types: [f.ticketTypeId, ...others] };
  };

  /**
   * Every buyer, alternately through each instance, holds one of each type (the types named in an
   * order of its own) and books the hold twice at once, through both instances with a key each (two
   * tabs), again and again without waiting for the others: rounds of holds meet rounds of bookings,
   * and two rounds lock the same hold. Answers each hold's status and its two bookings' statuses.
   */
  const run = async (apis: RunningApi[], f: Fixture, types: string[]) => {
    const answers: { held: number; booked: number[] }[] = [];
    await Promise.all(users.map(async (user, i) => {
      for (let n = 0; n < TIMES; n += 1) {
        const items = types.map((ticketTypeId) => ({ ticketTypeId, quantity: 1 }));
        const order = [...items.slice((i + n) % TYPES), ...items.slice(0, (i + n) % TYPES)];
        const held = await client(apis[(i + n) % 2]!)('POST', '/holds', { token: user.idToken, body: { sessionId: f.sessionId, items: (i + n) % 2 ? order.reverse() : order } });
        const booked = await Promise.all(apis.map((api, tab) => client(api)('POST', '/bookings', {
          token: user.idToken, body: { holdId: held.body?.id, attendee: ATTENDEE }, headers: { 'Idempotency-Key': `turns-${tab}-${held.body?.id}` },
        })));
        answers.push({ held: held.status, booked: booked.map((b) => b.status).sort() });
      }
    }));
    return answers;
  };

  const pair = async () => {
    const apis = [await startApi(readConfig(env))];
    apis.push(await startApi(readConfig(env)));
    return apis;
  };
  const close = async (apis: RunningApi[]) => {
    await Promise.all(apis.map((api) => api.close()));
    // Backends report their statistics as they end, a moment after their connections close.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
  };

  it('books every hold once and oversells no type, and no two rounds ever deadlock', async () => {
    const apis = await pair();
    const before = await deadlocks();
    const { f, types } = await session(apis[0]!);
    let answers: Awaited<ReturnType<typeof run>>;
    try {
      answers = await run(apis, f, types);
    } finally {
      await close(apis);
    }
    expect(answers).toHaveLength(BUYERS * TIMES);
    for (const { held, booked } of answers) expect({ held, booked: booked[0] }).toEqual({ held: 201, booked: 201 });
    expect(answers.filter(({ booked }) => booked[1] === 201)).toEqual([]);
    const check = await pair();
    try {
      for (const type of types) expect(await reservedTickets(check[0]!.db, type)).toEqual({ sold: BUYERS * TIMES, held: 0 });
    } finally {
      await close(check);
    }
    expect(await deadlocks()).toBe(before);
  });

  it('CONTROL: with rounds no longer taking turns, the same buyers\' rounds deadlock', async () => {
    const apis = await pair();
    const before = await deadlocks();
    const { f, types } = await session(apis[0]!);
    try {
      await withoutRoundTurns(apis[0]!.db, () => run(apis, f, types));
    } finally {
      await close(apis);
    }
    expect(await deadlocks()).toBeGreaterThan(before);
  }, 120_000);
});
