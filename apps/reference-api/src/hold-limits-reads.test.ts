import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from './server.ts';
import { client, insertFixture, startTestApi } from './testing/api.ts';
import { signUp } from './testing/emulator.ts';
import { holdAndBook } from './testing/payments.ts';

// A hold's per-account limits (tk_hold_account_limits) run for every hold, so what they read must
// not grow with what the account booked before: each booking leaves its hold behind, converted.
// Counted by PostgreSQL itself (pg_stat_xact_user_tables) inside one transaction, rolled back.

let api: RunningApi;

beforeAll(async () => {
  api = await startTestApi({ MAX_TICKETS_PER_ACCOUNT: '1000' });
});
afterAll(() => api?.close());

/** Rows of `holds` read (by index or by scan) while the limits of one more hold are worked out. */
async function holdRowsRead(uid: string, sessionId: string): Promise<number> {
  let read = -1;
  const limits = { tickets: 1000, activeHolds: 3, coolDownAfter: 3, coolDownWindowSeconds: 900, coolDownSeconds: 600 };
  await api.db
    .transaction(async (tx) => {
      // The counts are the backend's until it reports them, earlier transactions' included: what
      // this call read is the difference.
      const rowsRead = async () =>
        (await tx.query<{ n: number }>(`select (coalesce(idx_tup_fetch, 0) + coalesce(seq_tup_read, 0))::int as n from pg_stat_xact_user_tables where relname = 'holds'`)).rows[0]!.n;
      const before = await rowsRead();
      await tx.query('select tk_hold_account_limits($1::json)', [JSON.stringify([{ uid, sessionId, companySlug: null, accountLimits: limits }])]);
      read = (await rowsRead()) - before;
      throw new Error('roll back');
    })
    .catch((error: Error) => {
      if (error.message !== 'roll back') throw error;
    });
  return read;
}

describe('given an account that booked an event many times', () => {
  it('works out its next hold\'s limits without reading the holds it booked', async () => {
    const user = await signUp();
    const f = await insertFixture(api.db, { capacity: 100, price: 0 });
    const before = await holdRowsRead(user.uid, f.sessionId);
    for (let i = 0; i < 40; i += 1) {
      const { booking } = await holdAndBook(client(api), user, f);
      expect(booking.status).toBe(201);
    }
    const after = await holdRowsRead(user.uid, f.sessionId);
    expect(after).toBe(before);
  });
});
