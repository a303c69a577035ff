import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from './server.ts';
import { ATTENDEE, bookingRequests, client, startTestApi, type Client } from './testing/api.ts';
import { signUp, type TestUser } from './testing/emulator.ts';
import { backdateMark, highDemandFixture, placesOf, queueRequests, startOnSale, type SettingsChanges } from './testing/queue.ts';

// The admission ticker: the mark moves at admitPerMinute for the time since it last moved, never
// past maxBuying accounts buying at once, nor past what is left to hold.

let api: RunningApi;
let http: Client;
let crowd: TestUser[];

beforeAll(async () => {
  api = await startTestApi({}, { queueTickMs: 0, queueViewMaxAgeMs: 0 });
  http = client(api);
  crowd = await Promise.all(Array.from({ length: 12 }, () => signUp()));
});
afterAll(() => api?.close());

const { join } = queueRequests(() => http);
const { hold, book } = bookingRequests(() => http);
const mark = async (sessionId: string) =>
  Number((await api.db.query<{ m: number }>('select admitted_to as m from queues where session_id = $1', [sessionId])).rows[0]!.m);

async function queued(over: SettingsChanges, capacity = 100) {
  const f = await highDemandFixture(api.db, over, { capacity });
  await startOnSale(api.db, f.sessionId);
  for (const u of crowd) await join(u, f.sessionId);
  return f;
}

describe('given 12 places and an admission rate of 60 a minute', () => {
  it('admits 5 after 5 seconds, and a second tick at once admits nobody more', async () => {
    const f = await queued({ admitPerMinute: 60 });
    await backdateMark(api.db, f.sessionId, 5.5);
    await api.tickQueues();
    expect(await mark(f.sessionId)).toBe(5);
    await Promise.all([api.tickQueues(), api.tickQueues()]);
    expect(await mark(f.sessionId)).toBe(5);
    expect((await placesOf(api.db, f.sessionId)).filter((p) => p.admitted).map((p) => p.position)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('given maxBuying 3', () => {
  it('admits 3 however long it waited, and one more once an admitted account has booked', async () => {
    const f = await queued({ admitPerMinute: 600, maxBuying: 3 });
    await backdateMark(api.db, f.sessionId, 60);
    await api.tickQueues();
    expect(await mark(f.sessionId)).toBe(3);
    await backdateMark(api.db, f.sessionId, 60);
    await api.tickQueues();
    expect(await mark(f.sessionId)).toBe(3);
    const places = await placesOf(api.db, f.sessionId);
    const admitted = crowd.find((u) => places.find((p) => p.uid === u.uid)?.position === 1)!;
    const held = await hold(admitted, f.sessionId, f.ticketTypeId, 1);
    expect(held.status).toBe(201);
    expect((await book(admitted, { holdId: held.body.id, attendee: ATTENDEE }, `adm-${f.sessionId}`)).status).toBe(201);
    await backdateMark(api.db, f.sessionId, 60);
    await api.tickQueues();
    expect(await mark(f.sessionId)).toBe(4);
  });
});

describe('given fewer tickets left to hold than places', () => {
  it('admits no more places than there are tickets left, and none once all are held', async () => {
    const f = await queued({ admitPerMinute: 600 }, 2);
    await backdateMark(api.db, f.sessionId, 60);
    await api.tickQueues();
    expect(await mark(f.sessionId)).toBe(2);
    await api.db.query('update queue_places set admitted_at = now() where session_id = $1 and position <= 2', [f.sessionId]);
    const places = await placesOf(api.db, f.sessionId);
    const front = crowd.find((u) => places.find((p) => p.uid === u.uid)?.position === 1)!;
    expect((await hold(front, f.sessionId, f.ticketTypeId, 2)).status).toBe(201);
    await backdateMark(api.db, f.sessionId, 60);
    await api.tickQueues();
    expect(await mark(f.sessionId)).toBe(2);
  });
});
