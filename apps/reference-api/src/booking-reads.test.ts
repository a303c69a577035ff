import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from './server.ts';
import { client, insertFixture, startTestApi, type Client } from './testing/api.ts';
import { signUp, type TestUser } from './testing/emulator.ts';
import { holdAndBook } from './testing/payments.ts';

// GET /bookings/{id} over real HTTP: reads asked for at once go to the database together (a waiting
// screen polls), yet each answers only its own booking, and only to its owner.

let api: RunningApi;
let http: Client;
let alice: TestUser;
let bala: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  http = client(api);
  [alice, bala] = [await signUp(), await signUp()];
});
afterAll(() => api?.close());

describe('given bookings of two people read at once', () => {
  it('answers each person their own booking and 404 for the other\'s, however the reads are grouped', async () => {
    const f = await insertFixture(api.db, { capacity: 20, price: 120_000 });
    const mine = await Promise.all([1, 2, 3].map(() => holdAndBook(http, alice, f)));
    const theirs = await Promise.all([1, 2].map(() => holdAndBook(http, bala, f)));
    const aliceIds = mine.map((m) => (m.booking.body as { id: string }).id);
    const balaIds = theirs.map((t) => (t.booking.body as { id: string }).id);
    const reads = [
      ...aliceIds.map((id) => ({ user: alice, id, own: true })),
      ...balaIds.map((id) => ({ user: bala, id, own: true })),
      ...balaIds.map((id) => ({ user: alice, id, own: false })),
      ...aliceIds.map((id) => ({ user: bala, id, own: false })),
      { user: alice, id: 'bk_nobody', own: false },
    ];
    const answers = await Promise.all(reads.map((r) => http('GET', `/bookings/${r.id}`, { token: r.user.idToken })));
    answers.forEach((answer, i) => {
      const read = reads[i]!;
      if (read.own) expect({ status: answer.status, id: (answer.body as { id: string }).id }).toEqual({ status: 200, id: read.id });
      else expect({ status: answer.status, code: (answer.body as { code: string }).code }).toEqual({ status: 404, code: 'not-found' });
    });
  });
});
