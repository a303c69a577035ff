import { QueuePlaceSchema } from '@ticketkit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from './server.ts';
import { client, startTestApi, type Client } from './testing/api.ts';
import { signUp, type TestUser } from './testing/emulator.ts';
import { backdateMark, highDemandFixture, queueRequests, startOnSale, writeCounter, type SettingsChanges } from './testing/queue.ts';

// Polling a place: answered from the signed token and the replica's copy of the mark (no write),
// with the server's advice on when to poll again; the states a place goes through.

let api: RunningApi;
let http: Client;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  api = await startTestApi({}, { queueTickMs: 0, queueViewMaxAgeMs: 0 });
  http = client(api);
  [alice, bob] = await Promise.all([signUp(), signUp()]);
});
afterAll(() => api?.close());

const { join, poll } = queueRequests(() => http);

const highDemandSession = (over: SettingsChanges = {}, capacity = 100) => highDemandFixture(api.db, over, { capacity });

describe('given places waiting in a queue', () => {
  it('answers polls with Retry-After equal to pollAfterSeconds and writes nothing to the database', async () => {
    const f = await highDemandSession();
    await startOnSale(api.db, f.sessionId);
    const places = [await join(alice, f.sessionId), await join(bob, f.sessionId)];
    const before = await writeCounter(api.db);
    const polls = await Promise.all(Array.from({ length: 40 }, (_, i) => poll(i % 2 ? bob : alice, f.sessionId, places[i % 2]!.body.token)));
    const after = await writeCounter(api.db);
    // The counter's own read takes one id; any write by the polls would take more.
    expect(after - before).toBe(1);
    for (const p of polls) {
      expect(p.status).toBe(200);
      const place = QueuePlaceSchema.parse(p.body);
      expect(p.headers.get('retry-after')).toBe(String(place.pollAfterSeconds));
      expect(place.state).toBe('waiting');
    }
    // Nothing the tokens carry changed: each poll answers its token back, signed once at the join.
    expect(polls.map((p) => p.body.token)).toEqual(polls.map((_, i) => places[i % 2]!.body.token));
  });

  it('CONTROL: a join in the same window does take a transaction id, so the counter sees writes', async () => {
    const f = await highDemandSession();
    const before = await writeCounter(api.db);
    await join(alice, f.sessionId);
    expect((await writeCounter(api.db)) - before).toBeGreaterThan(1);
  });

  it('advises a place far back to poll less often than one near the front', async () => {
    const f = await highDemandSession({ admitPerMinute: 10 });
    await startOnSale(api.db, f.sessionId);
    const crowd = await Promise.all(Array.from({ length: 30 }, () => signUp()));
    const first = await join(crowd[0]!, f.sessionId);
    for (const u of crowd.slice(1)) await join(u, f.sessionId);
    const last = await join(alice, f.sessionId);
    expect(last.body.ahead).toBe(30);
    expect(last.body.estimatedWaitSeconds).toBe(Math.ceil((31 * 60) / 10));
    expect(last.body.pollAfterSeconds).toBeGreaterThan(first.body.pollAfterSeconds);
  });
});

describe('given a pre-queue place polled across the draw and the admission', () => {
  it('reads pre-queue, then its drawn position with a new token, then admitted with its turn end and progress 1', async () => {
    const f = await highDemandSession({ turnMinutes: 5 });
    const joined = await join(alice, f.sessionId);
    expect(joined.body).toMatchObject({ state: 'pre-queue', position: null, estimatedWaitSeconds: null });
    const before = await poll(alice, f.sessionId, joined.body.token);
    expect(before.body.state).toBe('pre-queue');
    await startOnSale(api.db, f.sessionId);
    await api.tickQueues();
    const drawn = await poll(alice, f.sessionId, joined.body.token);
    expect(drawn.body).toMatchObject({ state: 'waiting', position: 1, ahead: 0, progress: 0 });
    expect(drawn.body.token).not.toBe(joined.body.token);
    await backdateMark(api.db, f.sessionId, 2);
    await api.tickQueues();
    const admitted = await poll(alice, f.sessionId, drawn.body.token);
    expect(admitted.body).toMatchObject({ state: 'admitted', position: 1, progress: 1, estimatedWaitSeconds: 0, ticketsLeftForYou: 4 });
    const turnLeft = Date.parse(admitted.body.turnEndsAt) - Date.now();
    expect(turnLeft).toBeGreaterThan(4 * 60_000);
    expect(turnLeft).toBeLessThanOrEqual(5 * 60_000);
  });

  it('answers an admitted place’s replayed polls from the replica’s copy of its row, not a read per poll', async () => {
    const f = await highDemandSession();
    await startOnSale(api.db, f.sessionId);
    const joined = await join(alice, f.sessionId);
    await backdateMark(api.db, f.sessionId, 2);
    await api.tickQueues();
    const first = await poll(alice, f.sessionId, joined.body.token);
    expect(first.body.state).toBe('admitted');
    // Changed behind the replica's back: a poll that read the row would answer the new turn end.
    await api.db.query(`update queue_places set admitted_at = admitted_at - interval '1 minute' where session_id = $1`, [f.sessionId]);
    const replays = await Promise.all(Array.from({ length: 20 }, () => poll(alice, f.sessionId, first.body.token)));
    for (const r of replays) expect(r.body.turnEndsAt).toBe(first.body.turnEndsAt);
  });

  it('refuses a token that is altered or another account’s with queue/invalid-place', async () => {
    const f = await highDemandSession();
    const joined = await join(alice, f.sessionId);
    const stolen = await poll(bob, f.sessionId, joined.body.token);
    expect(stolen.status).toBe(400);
    expect(stolen.body.code).toBe('queue/invalid-place');
    const [payload, signature] = (joined.body.token as string).split('.');
    const forged = Buffer.from(JSON.stringify([alice.uid, f.sessionId, 1, 0, 4])).toString('base64url');
    expect((await poll(alice, f.sessionId, `${forged}.${signature}`)).body.code).toBe('queue/invalid-place');
    const other = await highDemandSession();
    expect((await poll(alice, other.sessionId, `${payload}.${signature}`)).body.code).toBe('queue/invalid-place');
  });
});

describe('given a queue whose event sells out or is paused', () => {
  it('reads sold-out for every waiting place as soon as nothing is left unsold', async () => {
    const f = await highDemandSession({}, 5);
    await startOnSale(api.db, f.sessionId);
    const a = await join(alice, f.sessionId);
    const b = await join(bob, f.sessionId);
    await api.db.query('update ticket_types set sold = capacity where id = $1', [f.ticketTypeId]);
    for (const [u, p] of [[alice, a], [bob, b]] as const) expect((await poll(u, f.sessionId, p.body.token)).body.state).toBe('sold-out');
  });

  it('admits again once sold tickets come back (a cancellation): sold out is read from stock, never kept', async () => {
    const f = await highDemandSession({}, 5);
    await startOnSale(api.db, f.sessionId);
    const a = await join(alice, f.sessionId);
    await api.db.query('update ticket_types set sold = capacity where id = $1', [f.ticketTypeId]);
    await backdateMark(api.db, f.sessionId, 60);
    await api.tickQueues();
    expect((await poll(alice, f.sessionId, a.body.token)).body.state).toBe('sold-out');
    await api.db.query('update ticket_types set sold = capacity - 1 where id = $1', [f.ticketTypeId]);
    await backdateMark(api.db, f.sessionId, 60);
    await api.tickQueues();
    expect((await poll(alice, f.sessionId, a.body.token)).body.state).toBe('admitted');
  });

  it('answers a place of a cancelled event booking/sales-closed, as a join is, never paused', async () => {
    const f = await highDemandSession();
    await startOnSale(api.db, f.sessionId);
    const a = await join(alice, f.sessionId);
    await api.db.query(`update events set sale_state = 'cancelled' where id = $1`, [f.eventId]);
    const ended = await poll(alice, f.sessionId, a.body.token);
    expect([ended.status, ended.body.code]).toEqual([422, 'booking/sales-closed']);
    expect((await join(alice, f.sessionId)).body.code).toBe('booking/sales-closed');
  });

  it('reads paused while the host has paused sales, and the mark does not move', async () => {
    const f = await highDemandSession();
    await startOnSale(api.db, f.sessionId);
    const a = await join(alice, f.sessionId);
    await api.db.query(`update events set sale_state = 'paused' where id = $1`, [f.eventId]);
    await backdateMark(api.db, f.sessionId, 60);
    await api.tickQueues();
    const paused = await poll(alice, f.sessionId, a.body.token);
    expect(paused.body).toMatchObject({ state: 'paused', estimatedWaitSeconds: null });
    const { rows } = await api.db.query<{ admitted_to: number }>('select admitted_to from queues where session_id = $1', [f.sessionId]);
    expect(Number(rows[0]!.admitted_to)).toBe(0);
  });
});
