import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../auth/verify-id-token.ts';
import { readConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { startApi, type RunningApi } from '../server.ts';
import { client } from '../testing/api.ts';
import { emulatorHost, signUp, staffUser, type TestUser } from '../testing/emulator.ts';
import { hostedListing } from '../testing/hosted-listing.ts';
import { decide } from './review.ts';

// Two reviewers deciding one listing at once on PostgreSQL (TEST_DATABASE_URL), one through each
// of two replicas, where the two transactions really run side by side. PGlite runs one statement
// at a time, so only here is the guard raced. The guard is structural: the status check is the
// update's own `where status = any(from)`, so the second update waits for the first's row lock and
// then, re-checking the row, finds it decided. The control takes that condition out of the
// statement and the same race decides twice (two staff entries, two catalogue events).

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('given two replicas on PostgreSQL and two reviewers deciding one listing at once', () => {
  let a: RunningApi;
  let b: RunningApi;
  let host: TestUser;
  let reviewers: TestUser[];
  beforeAll(async () => {
    const env = { API_PORT: '0', DATABASE_URL: url, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(), TICKETKIT_DEV_AUTH_EMULATOR: '1', FIREBASE_PROJECT_ID: 'demo-ticketkit' };
    [a, b] = await Promise.all([startApi(readConfig(env)), startApi(readConfig(env))]);
    host = await signUp();
    reviewers = await Promise.all([staffUser(), staffUser()]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  const submit = async () => (await client(a)('POST', '/hosted-events', { token: host.idToken, body: hostedListing() })).body.id as string;
  const outcome = async (id: string) =>
    (await a.db.query<{ decisions: number; events: number }>(
      `select (select count(*) from hosted_event_history where hosted_event_id = $1 and by_role = 'staff')::int as decisions,
              (select count(*) from events e join hosted_events h on h.uid = e.host_uid where h.id = $1 and e.title = h.request::json->>'title')::int as events`,
      [id],
    )).rows[0]!;

  it('lets one approval stand, with one catalogue event, round after round', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await submit();
      const answers = await Promise.all(
        [a, b].map((api, i) => client(api)('POST', `/staff/hosted-events/${id}/review`, { token: reviewers[i]!.idToken, body: { decision: 'approved' } })),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await outcome(id)).toEqual({ decisions: 1, events: 1 });
    }
  });

  it('CONTROL: with the status condition taken out of the update, the same race approves twice', async () => {
    const unguarded: Database = {
      ...a.db,
      transaction: (fn) =>
        a.db.transaction((tx) => fn({ ...tx, query: (sql, params) => tx.query(sql.replace('and status = any($2::text[])', 'and $2::text[] is not null'), params) })),
    };
    const reviewer = (uid: string): AuthUser => ({ uid, email: null, emailVerified: false, name: null, admin: true });
    const id = await submit();
    const results = await Promise.allSettled([decide(unguarded, reviewer('r1'), id, { decision: 'approved' }), decide(unguarded, reviewer('r2'), id, { decision: 'approved' })]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(await outcome(id)).toEqual({ decisions: 2, events: 2 });
  });
});
