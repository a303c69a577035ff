import { QueuePlaceSchema } from '@ticketkit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from './server.ts';
import { client, insertFixture, startTestApi, type Client } from './testing/api.ts';
import { signUp, type TestUser } from './testing/emulator.ts';
import { highDemandFixture, highDemandSettings, insertHighDemand, placesOf, queueRequests, startOnSale, type SettingsChanges } from './testing/queue.ts';

// Joining a waiting room: one place per account whatever the tabs, the pre-queue drawn in a random
// order at the on-sale, later arrivals in arrival order, and who may not join.

let api: RunningApi;
let http: Client;
let alice: TestUser;

beforeAll(async () => {
  api = await startTestApi({}, { queueTickMs: 0, queueViewMaxAgeMs: 0 });
  http = client(api);
  alice = await signUp();
});
afterAll(() => api?.close());

const { join } = queueRequests(() => http);

const highDemandSession = (over: SettingsChanges = {}) => highDemandFixture(api.db, over);

describe('given one account joining from many tabs at once', () => {
  it('before the on-sale: one place, pre-queue, without a position', async () => {
    const f = await highDemandSession();
    const answers = await Promise.all(Array.from({ length: 12 }, () => join(alice, f.sessionId)));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    for (const a of answers) expect(QueuePlaceSchema.parse(a.body)).toMatchObject({ state: 'pre-queue', position: null, ahead: null });
    expect(await placesOf(api.db, f.sessionId)).toHaveLength(1);
  });

  it('after the on-sale: one place, every tab told the same position', async () => {
    const f = await highDemandSession();
    await startOnSale(api.db, f.sessionId);
    const others = await Promise.all([signUp(), signUp()]);
    await join(others[0]!, f.sessionId);
    const answers = await Promise.all(Array.from({ length: 12 }, () => join(alice, f.sessionId)));
    await join(others[1]!, f.sessionId);
    expect(new Set(answers.map((a) => a.body.position))).toEqual(new Set([2]));
    expect(answers.every((a) => a.body.state === 'waiting' && a.body.ahead === 1)).toBe(true);
    expect((await placesOf(api.db, f.sessionId)).map((p) => p.position)).toEqual([1, 2, 3]);
  });
});

describe('given 60 accounts in the pre-queue and 10 arriving after the on-sale', () => {
  it('draws the pre-queue as a shuffled 1..60, then places later arrivals in arrival order', async () => {
    const f = await highDemandSession();
    const early = await Promise.all(Array.from({ length: 60 }, () => signUp()));
    const late = await Promise.all(Array.from({ length: 10 }, () => signUp()));
    for (const u of early) expect((await join(u, f.sessionId)).body.state).toBe('pre-queue');
    await startOnSale(api.db, f.sessionId);
    await api.tickQueues();
    const drawn = new Map((await placesOf(api.db, f.sessionId)).map((p) => [p.uid, p.position]));
    const order = early.map((u) => drawn.get(u.uid)!);
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    // Identity has a chance of 1 in 60!: joining first must not mean being placed first.
    expect(order).not.toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    const latePositions: number[] = [];
    for (const u of late) latePositions.push((await join(u, f.sessionId)).body.position);
    expect(latePositions).toEqual(Array.from({ length: 10 }, (_, i) => 61 + i));
  });

  it('CONTROL: ordering by the time of joining instead of the draw key gives the join order back, which the shuffle check refuses', async () => {
    const f = await highDemandSession();
    const early = await Promise.all(Array.from({ length: 20 }, () => signUp()));
    for (const u of early) await join(u, f.sessionId);
    const { rows } = await api.db.query<{ uid: string; n: number }>(
      'select uid, row_number() over (order by joined_at, uid)::int as n from queue_places where session_id = $1',
      [f.sessionId],
    );
    const byArrival = new Map(rows.map((r) => [r.uid, Number(r.n)]));
    expect(early.map((u) => byArrival.get(u.uid))).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

describe('given sessions a person may not queue for', () => {
  it('answers queue/not-open before the queue opens, not-found without a waiting room, booking/sales-closed when paused', async () => {
    const notOpen = await insertFixture(api.db, { capacity: 10 });
    await insertHighDemand(api.db, notOpen.sessionId, { ...highDemandSettings({ onSaleInMinutes: 60 }), queueOpensAt: new Date(Date.now() + 30 * 60_000).toISOString() });
    const early = await join(alice, notOpen.sessionId);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('queue/not-open');

    const plain = await insertFixture(api.db, { capacity: 10 });
    const none = await join(alice, plain.sessionId);
    expect(none.status).toBe(404);
    expect(none.body.detail).toMatch(/no waiting room/);

    const paused = await highDemandSession();
    await api.db.query(`update events set sale_state = 'paused' where id = $1`, [paused.eventId]);
    const closed = await join(alice, paused.sessionId);
    expect(closed.status).toBe(422);
    expect(closed.body.code).toBe('booking/sales-closed');
  });
});
