import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from './db/database.ts';
import { insertOrders, insertPayments, razorpayId } from './payments/sandbox/books.ts';
import type { RunningApi } from './server.ts';
import { client, insertFixture, startTestApi } from './testing/api.ts';
import { signUp } from './testing/emulator.ts';
import { holdAndBook } from './testing/payments.ts';

// Statements of the paid path that run for every paid booking must find their rows by key: PGlite
// never runs ANALYZE, and a plan that scans a table costs more with every booking sold (the sandbox's
// orders, bookings). Counted by PostgreSQL itself (pg_stat_xact_user_tables) inside one transaction.

let api: RunningApi;

beforeAll(async () => {
  api = await startTestApi({ MAX_TICKETS_PER_ACCOUNT: '1000' });
});
afterAll(() => api?.close());

/** Table scans of `table` that `work` made, in a transaction of its own (rolled back). */
async function scansOf(table: string, work: (tx: Queryable) => Promise<unknown>): Promise<number> {
  let scans = -1;
  await api.db
    .transaction(async (tx) => {
      await work(tx);
      const { rows } = await tx.query<{ n: number }>('select coalesce(sum(seq_scan), 0)::int as n from pg_stat_xact_user_tables where relname = $1', [table]);
      scans = rows[0]!.n;
      throw new Error('roll back');
    })
    .catch((error: Error) => {
      if (error.message !== 'roll back') throw error;
    });
  return scans;
}

const newOrders = (n: number) =>
  insertOrders(api.db, Array.from({ length: n }, (_, i) => ({ amount: 50_000, currency: 'INR', receipt: `r${i}`, notes: {} })));

describe('given the sandbox holding many orders', () => {
  it('records a round of payments and the webhooks they owe looking up only their orders, by key', async () => {
    await newOrders(200);
    const paying = await newOrders(4);
    const payments = paying.map((o) => ({
      id: razorpayId('pay'),
      createdAt: new Date().toISOString(),
      orderId: o.id,
      seenAttempts: 0,
      method: 'upi',
      status: 'captured' as const,
      error: null,
      webhookUrl: 'http://127.0.0.1:1/x',
      captureInMs: null,
      owed: [{ eventId: razorpayId('evt'), event: 'payment.captured', url: 'http://127.0.0.1:1/x', body: '{}', status: 'held' as const, dueMs: 0 }],
    }));
    const scans = await scansOf('sandbox_orders', async (tx) => {
      const made = await insertPayments(tx, payments);
      expect(made.every((m) => 'deliveryIds' in m && m.deliveryIds.length === 1)).toBe(true);
    });
    expect(scans).toBe(0);
  });
});

describe('given many bookings', () => {
  it('reads a group of bookings by key, the read planned while there were none as well as now', async () => {
    // Its plan is made at the first call and kept for the connection.
    await api.db.query('select id from tk_read_bookings($1::text[], $2::text[])', [['bk_none'], ['nobody']]);
    const user = await signUp();
    const f = await insertFixture(api.db, { capacity: 100, price: 10_000 });
    const ids: string[] = [];
    for (let i = 0; i < 40; i += 1) ids.push(((await holdAndBook(client(api), user, f)).booking.body as { id: string }).id);
    const read = ids.slice(0, 3);
    const scans = await scansOf('bookings', (tx) => tx.query('select id from tk_read_bookings($1::text[], $2::text[])', [read, read.map(() => user.uid)]));
    expect(scans).toBe(0);
  });
});
