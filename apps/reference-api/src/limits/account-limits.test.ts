import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { startApi, type RunningApi } from '../server.ts';
import { ATTENDEE, bookingRequests, client, insertFixture, startTestApi, type Client } from '../testing/api.ts';
import { emulatorHost, PROJECT_ID, signUp, type TestUser } from '../testing/emulator.ts';
import { ownDatabase, type OwnDatabase } from '../testing/own-database.ts';
import { withoutCapGuards } from '../testing/unguarded-account-cap.ts';

// Per-account limits on holds (tk_hold_account_limits.sql): tickets per event across holds and
// bookings, active holds per event, and a cool-down after repeated releases or expiries. Each
// burst is checked against a control with the limit off, which must over-grant.

const NO_HOLD_CAP = { MAX_ACTIVE_HOLDS_PER_ACCOUNT: '1000', HOLD_COOL_DOWN_AFTER: '0' };
const burst = (http: Client, user: TestUser, f: { sessionId: string; ticketTypeId: string }, n: number) =>
  Promise.all(Array.from({ length: n }, () => bookingRequests(() => http).hold(user, f.sessionId, f.ticketTypeId, 1)));

describe('given one account and a cap of 4 tickets per event', () => {
  let capped: RunningApi;
  let open: RunningApi;
  let user: TestUser;
  beforeAll(async () => {
    [capped, open, user] = await Promise.all([
      startTestApi({ MAX_TICKETS_PER_ACCOUNT: '4', ...NO_HOLD_CAP }),
      startTestApi({ MAX_TICKETS_PER_ACCOUNT: '100000', ...NO_HOLD_CAP }),
      signUp(),
    ]);
  });
  afterAll(async () => {
    await capped?.close();
    await open?.close();
  });

  it('holds exactly 4 of 20 concurrent one-ticket holds and refuses the rest with limit and remaining', async () => {
    const f = await insertFixture(capped.db, { capacity: 100 });
    const results = await burst(client(capped), user, f, 20);
    expect(results.filter((r) => r.status === 201)).toHaveLength(4);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(16);
    for (const r of refused) {
      expect(r.status).toBe(422);
      expect(r.body).toMatchObject({ code: 'limits/tickets-per-account', limit: 4, remaining: 0 });
    }
  });

  it('CONTROL: with the cap off the same burst holds all 20', async () => {
    const f = await insertFixture(open.db, { capacity: 100 });
    const results = await burst(client(open), user, f, 20);
    expect(results.filter((r) => r.status === 201)).toHaveLength(20);
  });

  it("counts booked tickets, and an event's own tickets_per_account replaces the API's cap", async () => {
    const http = client(capped);
    const { hold, book } = bookingRequests(() => http);
    const f = await insertFixture(capped.db, { capacity: 100, price: 0 });
    const first = await hold(user, f.sessionId, f.ticketTypeId, 3);
    expect((await book(user, { holdId: first.body.id, attendee: ATTENDEE }, `k-${first.body.id}`)).body.status).toBe('confirmed');
    const over = await hold(user, f.sessionId, f.ticketTypeId, 2);
    expect(over.body).toMatchObject({ code: 'limits/tickets-per-account', limit: 4, remaining: 1 });
    await capped.db.query('update events set tickets_per_account = 6 where id = $1', [f.eventId]);
    expect((await hold(user, f.sessionId, f.ticketTypeId, 3)).status).toBe(201);
    expect((await hold(user, f.sessionId, f.ticketTypeId, 1)).body).toMatchObject({ limit: 6, remaining: 0 });
    // Another account is not touched by this one's tickets.
    const other = await signUp();
    expect((await hold(other, f.sessionId, f.ticketTypeId, 4)).status).toBe(201);
  });
});

describe('given a cap of 2 active holds per event and a cool-down after 2 releases or expiries', () => {
  let api: RunningApi;
  let http: Client;
  beforeAll(async () => {
    api = await startTestApi({ MAX_ACTIVE_HOLDS_PER_ACCOUNT: '2', HOLD_COOL_DOWN_AFTER: '2', HOLD_COOL_DOWN_WINDOW_SECONDS: '60', HOLD_COOL_DOWN_SECONDS: '3' });
    http = client(api);
  });
  afterAll(() => api?.close());
  const { hold } = bookingRequests(() => http);
  const release = (user: TestUser, id: string) => http('DELETE', `/holds/${id}`, { token: user.idToken });

  it('refuses a third active hold with limits/active-holds until one is released', async () => {
    const user = await signUp();
    const f = await insertFixture(api.db, { capacity: 100 });
    const results = await Promise.all(Array.from({ length: 6 }, () => hold(user, f.sessionId, f.ticketTypeId, 1)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    for (const r of results.filter((x) => x.status !== 201)) expect(r.body).toMatchObject({ status: 409, code: 'limits/active-holds', limit: 2 });
    expect((await release(user, results.find((r) => r.status === 201)!.body.id)).status).toBe(204);
    expect((await hold(user, f.sessionId, f.ticketTypeId, 1)).status).toBe(201);
  });

  it('answers 429 limits/cool-down with Retry-After after a release and an expiry, and holds again once it has passed', async () => {
    const user = await signUp();
    const f = await insertFixture(api.db, { capacity: 100 });
    const a = await hold(user, f.sessionId, f.ticketTypeId, 1);
    expect((await release(user, a.body.id)).status).toBe(204);
    const b = await hold(user, f.sessionId, f.ticketTypeId, 1);
    expect(b.status).toBe(201);
    // Expired: found from expires_at, with no job marking it.
    await api.db.query(`update holds set expires_at = now() - interval '1 second' where id = $1`, [b.body.id]);
    const cooling = await hold(user, f.sessionId, f.ticketTypeId, 1);
    expect(cooling.status).toBe(429);
    expect(cooling.body).toMatchObject({ code: 'limits/cool-down' });
    const wait = Number(cooling.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(3);
    expect(cooling.body.retryAfter).toBe(wait);
    // Another event of the same account is not cooling down.
    const g = await insertFixture(api.db, { capacity: 100 });
    expect((await hold(user, g.sessionId, g.ticketTypeId, 1)).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 200));
    expect((await hold(user, f.sessionId, f.ticketTypeId, 1)).status).toBe(201);
  });

  it('does not cool down after one release (below the count)', async () => {
    const user = await signUp();
    const f = await insertFixture(api.db, { capacity: 100 });
    const a = await hold(user, f.sessionId, f.ticketTypeId, 1);
    await release(user, a.body.id);
    expect((await hold(user, f.sessionId, f.ticketTypeId, 1)).status).toBe(201);
  });
});

// On PostgreSQL each API process sends the holds that arrive together as one round. A round reads
// its accounts' limits before it takes its turn (tk_booking_round.sql), so what keeps two rounds of
// one account's holds, from two processes over one database, from both reading its count at once
// is the account's own lock (tk_lock_accounts), with rounds taking turns or side by side. The
// control takes the lock out. The database is the test's own, so replacing functions touches no
// other test.
const url = process.env.TEST_DATABASE_URL;
describe.runIf(url)('given PostgreSQL, two API instances and a cap of 4 tickets per event', () => {
  let own: OwnDatabase;
  let pair: RunningApi[];
  beforeAll(async () => {
    own = await ownDatabase('tk_cap');
    const env = { API_PORT: '0', DATABASE_URL: own.url, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(), TICKETKIT_DEV_AUTH_EMULATOR: '1', FIREBASE_PROJECT_ID: PROJECT_ID, MAX_TICKETS_PER_ACCOUNT: '4', ...NO_HOLD_CAP };
    pair = [await startApi(readConfig(env))];
    pair.push(await startApi(readConfig(env)));
  });
  afterAll(async () => {
    await Promise.all((pair ?? []).map((api) => api.close()));
    await own?.drop();
  });

  /** 20 holds of one ticket each, of one account, at once, alternately through each instance. */
  const race = async () => {
    const user = await signUp();
    const f = await insertFixture(pair[0]!.db, { capacity: 100 });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => bookingRequests(() => client(pair[i % 2]!)).hold(user, f.sessionId, f.ticketTypeId, 1)));
    const { rows } = await pair[0]!.db.query<{ n: number }>(`select coalesce(sum(tickets), 0)::int as n from holds where event_id = $1 and status = 'active'`, [f.eventId]);
    return { won: results.filter((r) => r.status === 201).length, held: Number(rows[0]!.n) };
  };

  it('holds exactly 4 of 20 concurrent holds spread over both', async () => {
    expect(await race()).toEqual({ won: 4, held: 4 });
  });

  it('holds exactly 4 with rounds side by side, the account lock kept', async () => {
    expect(await withoutCapGuards(pair[0]!.db, ['turns'], race)).toEqual({ won: 4, held: 4 });
  });

  it('CONTROL: with the account lock taken out, the same burst holds more than 4 though rounds take turns', async () => {
    const { won, held } = await withoutCapGuards(pair[0]!.db, ['account-lock'], race);
    expect(won).toBeGreaterThan(4);
    expect(held).toBe(won);
  });
});
