import type { Booking } from '@ticketkit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from './server.ts';
import { client, insertFixture, startTestApi } from './testing/api.ts';
import { signUp } from './testing/emulator.ts';
import { holdAndBook } from './testing/payments.ts';

// The work issuing invoices does per booking, counted by PostgreSQL itself (track_functions): the
// invoices are built in the transaction that confirms a round's payments, on PGlite's one thread,
// so a function run once per invoice (rather than once per round, or inlined into the round's one
// query) costs every paid booking.

const BOOKINGS = 3;

describe('given paid bookings waiting for their invoices', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.close());

  it('reads a round’s parties and details in one query, with no function call per invoice for them or their amounts', async () => {
    const user = await signUp();
    const http = client(api);
    const f = await insertFixture(api.db, { capacity: BOOKINGS, price: 10_000 });
    const ids: string[] = [];
    for (let i = 0; i < BOOKINGS; i += 1) ids.push(((await holdAndBook(http, user, f, 1)).booking.body as Booking).id);

    const calls = await api.db.transaction(async (tx) => {
      await tx.query(`set local track_functions = 'all'`);
      await tx.query('select tk_issue_tax_invoices($1::text[])', [ids]);
      const { rows } = await tx.query<{ funcname: string; calls: number }>(
        `select funcname, calls from pg_stat_xact_user_functions
         where funcname in ('tk_invoice_details', 'tk_tax_parties', 'tk_gst_state_code', 'tk_money', 'tk_admission_line', 'tk_fee_line')`,
      );
      return Object.fromEntries(rows.map((r) => [r.funcname, Number(r.calls)]));
    });

    const { rows } = await api.db.query<{ n: number }>(
      `select count(*)::int as n from tax_documents where kind = 'tax-invoice' and booking_id = any($1::text[])`,
      [ids],
    );
    expect(rows[0]!.n).toBe(BOOKINGS);
    // Inlined into the round's query they are not counted at all; a call of their own at most once a round.
    expect(Object.entries(calls).filter(([, n]) => n > 1)).toEqual([]);
  });
});
