import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from './server.ts';
import { ATTENDEE, bookingRequests, client, insertFixture, startTestApi, type Client } from './testing/api.ts';
import { signUp, type TestUser } from './testing/emulator.ts';
import { backdateMark, highDemandFixture, queueRequests, startOnSale, type SettingsChanges } from './testing/queue.ts';

// The queue cannot be skipped: a hold for a high-demand session needs a live admission of that
// account; the controls show the same hold passes without a waiting room, and with an admission
// put straight into the database, so the check is what refuses.

let api: RunningApi;
let http: Client;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  // One account holds ten times at once below: the waiting room's answers are under test here,
  // the cap on active holds has its own tests (limits/account-limits.test.ts).
  api = await startTestApi({ MAX_ACTIVE_HOLDS_PER_ACCOUNT: '100' }, { queueTickMs: 0, queueViewMaxAgeMs: 0 });
  http = client(api);
  [alice, bob] = await Promise.all([signUp(), signUp()]);
});
afterAll(() => api?.close());

const { hold, book } = bookingRequests(() => http);
const { join } = queueRequests(() => http);

const highDemandSession = (over: SettingsChanges = {}) => highDemandFixture(api.db, over);

describe('given a high-demand session on sale', () => {
  it('refuses a direct hold without a place, and a place not yet admitted, with queue/admission-required', async () => {
    const f = await highDemandSession();
    await startOnSale(api.db, f.sessionId);
    const direct = await hold(alice, f.sessionId, f.ticketTypeId, 2);
    expect(direct.status).toBe(409);
    expect(direct.body.code).toBe('queue/admission-required');
    await join(alice, f.sessionId);
    expect((await hold(alice, f.sessionId, f.ticketTypeId, 2)).body.code).toBe('queue/admission-required');
  });

  it('CONTROL: the same hold on a session without a waiting room passes', async () => {
    const f = await insertFixture(api.db, { capacity: 100, price: 0 });
    expect((await hold(alice, f.sessionId, f.ticketTypeId, 2)).status).toBe(201);
  });

  it('CONTROL: with an admission written straight into the database, the same hold passes', async () => {
    const f = await highDemandSession();
    await startOnSale(api.db, f.sessionId);
    await join(alice, f.sessionId);
    await api.db.query('update queue_places set admitted_at = now() where session_id = $1 and uid = $2', [f.sessionId, alice.uid]);
    expect((await hold(alice, f.sessionId, f.ticketTypeId, 2)).status).toBe(201);
  });

  it('lets the admitted account hold (again, within its turn) and book, and only that account', async () => {
    const f = await highDemandSession();
    await startOnSale(api.db, f.sessionId);
    await join(alice, f.sessionId);
    await join(bob, f.sessionId);
    await backdateMark(api.db, f.sessionId, 1);
    await api.tickQueues();
    const held = await hold(alice, f.sessionId, f.ticketTypeId, 2);
    expect(held.status).toBe(201);
    expect((await hold(bob, f.sessionId, f.ticketTypeId, 1)).body.code).toBe('queue/admission-required');
    expect((await book(alice, { holdId: held.body.id, attendee: ATTENDEE }, `q-${f.sessionId}`)).status).toBe(201);
    expect((await hold(alice, f.sessionId, f.ticketTypeId, 1)).status).toBe(201);
  });

  it('refuses a hold after the turn ended with queue/turn-expired', async () => {
    const f = await highDemandSession({ turnMinutes: 2 });
    await startOnSale(api.db, f.sessionId);
    await join(alice, f.sessionId);
    await api.db.query(`update queue_places set admitted_at = now() - interval '2 minutes 1 second' where session_id = $1`, [f.sessionId]);
    const late = await hold(alice, f.sessionId, f.ticketTypeId, 1);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('queue/turn-expired');
    const again = await join(alice, f.sessionId);
    expect(again.body).toMatchObject({ state: 'waiting', position: 2 });
  });

  it('answers each request of a group on its own: admitted and not admitted accounts holding at once', async () => {
    // Alice's ten tickets stay within the event's cap: the cap has its own tests.
    const f = await highDemandSession({ ticketsPerAccount: 10 });
    await startOnSale(api.db, f.sessionId);
    await join(alice, f.sessionId);
    await join(bob, f.sessionId);
    await api.db.query('update queue_places set admitted_at = now() where session_id = $1 and uid = $2', [f.sessionId, alice.uid]);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => hold(i % 2 ? bob : alice, f.sessionId, f.ticketTypeId, 1)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, (_, i) => (i % 2 ? 409 : 201)));
  });
});
