import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { startApi, type RunningApi } from './server.ts';
import { client } from './testing/api.ts';
import { emulatorHost, signUp, type TestUser } from './testing/emulator.ts';
import { highDemandFixture, placesOf, queueRequests, startOnSale } from './testing/queue.ts';
import { ADMISSION_LOG, logAdmissions, withoutQueueLock } from './testing/unguarded-queue-tick.ts';

// Two API replicas over one PostgreSQL (TEST_DATABASE_URL), each running its admission ticker:
// they agree on one mark, moved at the configured rate (not once per replica), and an account
// joining through both at once still has one place.

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('given two replicas on PostgreSQL, both tickers running', () => {
  let a: RunningApi;
  let b: RunningApi;
  let users: TestUser[];
  beforeAll(async () => {
    const env = { API_PORT: '0', DATABASE_URL: url, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(), TICKETKIT_DEV_AUTH_EMULATOR: '1', FIREBASE_PROJECT_ID: 'demo-ticketkit' };
    [a, b] = await Promise.all([startApi(readConfig(env), { queueTickMs: 25 }), startApi(readConfig(env), { queueTickMs: 25 })]);
    users = await Promise.all(Array.from({ length: 30 }, () => signUp()));
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('joins through both replicas at once give each account one place and positions 1..n without gaps', async () => {
    const f = await highDemandFixture(a.db, { admitPerMinute: 1 });
    await startOnSale(a.db, f.sessionId);
    const apis = [client(a), client(b)];
    const answers = await Promise.all(
      users.flatMap((u, i) => [0, 1, 2].map((k) => queueRequests(() => apis[(i + k) % 2]!).join(u, f.sessionId).then((r) => ({ uid: u.uid, position: r.body.position as number })))),
    );
    const byUser = new Map<string, Set<number>>();
    for (const r of answers) byUser.set(r.uid, (byUser.get(r.uid) ?? new Set()).add(r.position));
    expect([...byUser.values()].every((s) => s.size === 1)).toBe(true);
    const places = await placesOf(a.db, f.sessionId);
    expect(places.map((p) => p.position)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  /** 2,000 places drawn, admitted at 1,200 a minute by both replicas' tickers for 3 seconds. */
  async function admitFor3Seconds() {
    const f = await highDemandFixture(a.db, { admitPerMinute: 1200, maxBuying: 5000 }, { capacity: 5000 });
    await a.db.query(
      `insert into queue_places (session_id, uid, draw_key, position) select $1, 'u' || n, md5(n::text), n from generate_series(1, 2000) n`,
      [f.sessionId],
    );
    await a.db.query(`update queues set joined = 2000 where session_id = $1`, [f.sessionId]);
    return logAdmissions(a.db, async () => {
      await startOnSale(a.db, f.sessionId);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const { rows } = await a.db.query<{ mark: number; elapsed: number; admitted: number; admissions: number }>(
        `select q.admitted_to as mark, extract(epoch from now() - h.on_sale_at)::float8 as elapsed,
                (select count(*) from queue_places p where p.session_id = q.session_id and p.admitted_at is not null)::int as admitted,
                (select count(*) from ${ADMISSION_LOG} l where l.session_id = q.session_id)::int as admissions
         from queues q join high_demand_sessions h on h.session_id = q.session_id where q.session_id = $1`,
        [f.sessionId],
      );
      const r = rows[0]!;
      return { mark: Number(r.mark), elapsed: Number(r.elapsed), admitted: Number(r.admitted), admissions: Number(r.admissions) };
    });
  }

  it('moves the mark at admitPerMinute between them, each position admitted once', async () => {
    const { mark, elapsed, admitted, admissions } = await admitFor3Seconds();
    const perSecond = 1200 / 60;
    console.info(`replicas: mark ${mark} after ${elapsed.toFixed(2)} s, ${admissions} admissions`);
    expect(mark).toBeLessThanOrEqual(Math.floor(perSecond * elapsed));
    expect(mark).toBeGreaterThanOrEqual(Math.floor(perSecond * (elapsed - 1)));
    expect(admitted).toBe(mark);
    expect(admissions).toBe(mark);
  });

  it('CONTROL: with the row lock taken out of tk_queue_tick, the two tickers admit the same positions twice', async () => {
    const { mark, admissions } = await withoutQueueLock(a.db, admitFor3Seconds);
    console.info(`control: mark ${mark}, ${admissions} admissions`);
    expect(admissions).toBeGreaterThan(mark);
  });
});
