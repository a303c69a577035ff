import type { Booking } from '@ticketkit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { startApi, type RunningApi } from './server.ts';
import { client, insertFixture, startTestApi } from './testing/api.ts';
import { emulatorHost, signUp } from './testing/emulator.ts';
import { holdAndBook, payOnSandbox, sandboxOf } from './testing/payments.ts';

// Invoice numbers: one sequence per financial year, no gaps and no repeats when many bookings are
// confirmed at once. On PGlite transactions take turns; on PostgreSQL (TEST_DATABASE_URL) they
// really run side by side, and the control shows the same load breaks a numbering without the lock.

const CONFIRMATIONS = 24;

async function paidBookings(api: RunningApi, count: number): Promise<Booking[]> {
  // One buyer each: an account may hold and book only a few tickets of one event.
  const users = await Promise.all(Array.from({ length: count }, () => signUp()));
  const http = client(api);
  const f = await insertFixture(api.db, { capacity: count, price: 10_000 });
  const bookings: Booking[] = [];
  for (const user of users) bookings.push((await holdAndBook(http, user, f, 1)).booking.body as Booking);
  return bookings;
}

async function invoiceSeqs(db: Database, ids: string[]): Promise<number[]> {
  const { rows } = await db.query<{ seq: number; number: string }>(
    `select seq, number from tax_documents where kind = 'tax-invoice' and booking_id = any($1::text[]) order by seq`,
    [ids],
  );
  for (const r of rows) expect(r.number).toMatch(new RegExp(`^TK/\\d{4}-\\d{2}/${String(r.seq).padStart(6, '0')}$`));
  return rows.map((r) => Number(r.seq));
}

/** A's numbers are consecutive and each used once. */
function expectGaplessAndUnique(seqs: number[], count: number) {
  expect(seqs).toHaveLength(count);
  expect(new Set(seqs).size).toBe(count);
  expect(seqs[seqs.length - 1]! - seqs[0]!).toBe(count - 1);
}

/** Pays every booking at once through the sandbox (its webhooks confirm them); one more transaction takes a number and rolls back. */
async function confirmAtOnce(api: RunningApi, bookings: Booking[]) {
  const rolledBack = api.db.transaction(async (tx) => {
    await tx.query('select tk_take_tax_numbers($1, tk_financial_year(now()), 1)', ['tax-invoice']);
    throw new Error('the confirmation failed after taking a number');
  });
  await Promise.all([...bookings.map((b) => payOnSandbox(api, b.payment!.orderId)), rolledBack.catch(() => undefined)]);
  await sandboxOf(api).idle();
}

describe('given 24 paid bookings confirmed at once on PGlite', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.close());

  it('numbers their invoices in one gapless sequence, the rolled-back confirmation’s number given back', async () => {
    const bookings = await paidBookings(api, CONFIRMATIONS);
    await confirmAtOnce(api, bookings);
    expectGaplessAndUnique(await invoiceSeqs(api.db, bookings.map((b) => b.id)), CONFIRMATIONS);
    // Confirming again issues nothing new.
    await api.db.query('select tk_issue_tax_invoices($1::text[])', [bookings.map((b) => b.id)]);
    expect(await invoiceSeqs(api.db, bookings.map((b) => b.id))).toHaveLength(CONFIRMATIONS);
  });

  it('starts each financial year on 1 April, India time', async () => {
    const { rows } = await api.db.query<{ before: string; after: string; january: string }>(
      `select tk_financial_year('2027-03-31T23:59:00+05:30') as before, tk_financial_year('2027-04-01T00:00:00+05:30') as after,
              tk_financial_year('2027-01-15T12:00:00+05:30') as january`,
    );
    expect(rows[0]).toEqual({ before: '2026-27', after: '2027-28', january: '2026-27' });
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('given PostgreSQL (TEST_DATABASE_URL) and 24 paid bookings confirmed at once', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi(readConfig({ API_PORT: '0', DATABASE_URL: url, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(), TICKETKIT_DEV_AUTH_EMULATOR: '1', FIREBASE_PROJECT_ID: 'demo-ticketkit' }));
  });
  afterAll(() => api?.close());

  it('numbers their invoices in one gapless sequence', async () => {
    const bookings = await paidBookings(api, CONFIRMATIONS);
    await confirmAtOnce(api, bookings);
    expectGaplessAndUnique(await invoiceSeqs(api.db, bookings.map((b) => b.id)), CONFIRMATIONS);
  });

  it('CONTROL: reading the last number without the counter’s lock hands the same number out twice under the same load', async () => {
    const kind = `control-${Date.now()}`;
    await api.db.query(`insert into tax_document_counters (kind, financial_year, last) values ($1, '2026-27', 0)`, [kind]);
    const taken = await Promise.all(
      Array.from({ length: CONFIRMATIONS }, () =>
        api.db.transaction(async (tx) => {
          const { rows } = await tx.query<{ last: number }>(`select last from tax_document_counters where kind = $1`, [kind]);
          const next = Number(rows[0]!.last) + 1;
          await tx.query('select pg_sleep(0.005)');
          await tx.query(`update tax_document_counters set last = $2 where kind = $1`, [kind, next]);
          return next;
        }),
      ),
    );
    expect(new Set(taken).size).toBeLessThan(CONFIRMATIONS);
  });
});
