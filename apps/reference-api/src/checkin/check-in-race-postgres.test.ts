import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { startApi, type RunningApi } from '../server.ts';
import { client } from '../testing/api.ts';
import { bookTickets, hostedEvent, kitOf, scanBatch, submit } from '../testing/check-in.ts';
import { emulatorHost, signUp, type TestUser } from '../testing/emulator.ts';
import { withoutCheckInGuard } from '../testing/unguarded-check-in.ts';

// Two doors sync the same ticket at the same moment through two API replicas on PostgreSQL
// (TEST_DATABASE_URL), where their transactions really run side by side. PGlite runs one statement
// at a time, so only here is the guard raced: check_ins' primary key. The control runs the same
// function against a copy of the table without that key, deciding by reading first, and admits twice.

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('given two replicas on PostgreSQL and one ticket synced by two doors at once', () => {
  let a: RunningApi;
  let b: RunningApi;
  let host: TestUser;
  let buyer: TestUser;
  beforeAll(async () => {
    const env = { API_PORT: '0', DATABASE_URL: url, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(), TICKETKIT_DEV_AUTH_EMULATOR: '1', FIREBASE_PROJECT_ID: 'demo-ticketkit' };
    [a, b] = await Promise.all([startApi(readConfig(env)), startApi(readConfig(env))]);
    [host, buyer] = await Promise.all([signUp(), signUp()]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  async function race() {
    const ev = await hostedEvent(a.db, host);
    const [code] = (await bookTickets(client(a), buyer, ev, 1)).tickets.map((t) => t.qrPayload!);
    // Both replicas have the event's key in memory, so neither scan waits for it.
    await Promise.all([kitOf(client(a), host, ev.hostedEventId), kitOf(client(b), host, ev.hostedEventId)]);
    const results = await Promise.all([
      submit(client(a), host, ev.hostedEventId, scanBatch([code!], ev.sessionId, { door: 'North gate' })),
      submit(client(b), host, ev.hostedEventId, scanBatch([code!], ev.sessionId, { door: 'South gate' })),
    ]);
    return { ev, results: results.map((r) => r[0]!) };
  }

  it('admits it once; the other door is told already checked in, naming the first door', async () => {
    const { ev, results } = await race();
    expect(results.map((r) => r.outcome).sort()).toEqual(['admitted', 'already-checked-in']);
    const { rows } = await a.db.query<{ door: string }>('select door from check_ins where event_id = $1', [ev.eventId]);
    expect(rows).toHaveLength(1);
    expect(results.find((r) => r.outcome === 'already-checked-in')!.firstCheckIn?.door).toBe(rows[0]!.door);
  });

  it('CONTROL: without the primary key, deciding by reading first, the same race admits the ticket twice', async () => {
    const { result, rows } = await withoutCheckInGuard(a.db, race);
    expect(result.results.map((r) => r.outcome)).toEqual(['admitted', 'admitted']);
    expect(rows).toBe(2);
  });
});
