import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { startApi, type RunningApi } from './server.ts';
import { ATTENDEE, client, insertFixture, type Client } from './testing/api.ts';
import { emulatorHost, signUp, type TestUser } from './testing/emulator.ts';
import { unguardedHold } from './testing/unguarded-hold.ts';

// The same race on PostgreSQL, where requests really run in parallel on separate connections.
// Runs only with TEST_DATABASE_URL (a throw-away database: the test inserts its own event);
// `npm test` starts a throw-away server when Debian's PostgreSQL is installed (CI installs it).
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('given PostgreSQL (TEST_DATABASE_URL) and 60 concurrent buyers for the last 10 tickets', () => {
  let api: RunningApi;
  let http: Client;
  let users: TestUser[];
  beforeAll(async () => {
    api = await startApi(readConfig({ API_PORT: '0', DATABASE_URL: url, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(), TICKETKIT_DEV_AUTH_EMULATOR: '1', FIREBASE_PROJECT_ID: 'demo-ticketkit' }));
    http = client(api);
    users = await Promise.all(Array.from({ length: 6 }, () => signUp()));
  });
  afterAll(() => api?.close());

  const heldTickets = async (ticketTypeId: string) => {
    const { rows } = await api.db.query<{ held: string | number }>(
      'select coalesce(sum(quantity), 0) as held from hold_items where ticket_type_id = $1 and active and expires_at > now()',
      [ticketTypeId],
    );
    return Number(rows[0]!.held);
  };

  it('sells exactly the capacity, and every confirmed hold books', async () => {
    const f = await insertFixture(api.db, { capacity: 10 });
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        http('POST', '/holds', { token: users[i % users.length]!.idToken, body: { sessionId: f.sessionId, items: [{ ticketTypeId: f.ticketTypeId, quantity: 1 }] } }),
      ),
    );
    const held = await heldTickets(f.ticketTypeId);
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    expect(held).toBe(10);
    const won = results.map((r, i) => ({ r, user: users[i % users.length]! })).filter(({ r }) => r.status === 201);
    const booked = await Promise.all(won.map(({ r, user }, i) => http('POST', '/bookings', { token: user.idToken, body: { holdId: r.body.id, attendee: ATTENDEE }, headers: { 'Idempotency-Key': `pg-${i}-${r.body.id}` } })));
    expect(booked.every((b) => b.status === 201)).toBe(true);
  });

  it('CONTROL: with the guard disabled the same race oversells', async () => {
    const f = await insertFixture(api.db, { capacity: 10 });
    await Promise.all(
      Array.from({ length: 60 }, (_, i) => unguardedHold(api.db, { uid: users[i % users.length]!.uid, sessionId: f.sessionId, ticketTypeId: f.ticketTypeId, quantity: 1 })),
    );
    expect(await heldTickets(f.ticketTypeId)).toBeGreaterThan(10);
  });
});
