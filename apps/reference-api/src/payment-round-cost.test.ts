import type { Booking } from '@ticketkit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentReport } from './db/booking-calls.ts';
import type { RunningApi } from './server.ts';
import { client, insertFixture, startTestApi } from './testing/api.ts';
import { signUp } from './testing/emulator.ts';
import { holdAndBook } from './testing/payments.ts';

// The statements a round of payment reports runs, counted by PostgreSQL itself (track_functions):
// the round runs on PGlite's one thread, so work done once per report costs every paid booking. A
// plain first capture is applied with the round's others in one statement; a report whose place in
// the round matters (a second report for its order, a failure) goes through tk_apply_payment.

const report = (b: Booking, status: 'captured' | 'failed', payment = `pay_${b.id}`): PaymentReport => ({
  provider: b.payment!.provider, eventId: null, event: 'restart-repair', payload: null,
  payment: { id: payment, orderId: b.payment!.orderId, amount: b.payment!.amount.amount, currency: 'INR', status, method: 'upi', errorDescription: status === 'failed' ? 'Declined.' : null },
});

describe('given a round of payment reports', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.close());

  it('applies its plain first captures together, and every other report one by one in order, answering each in its place', async () => {
    // Two people: an account holds at most three times at once.
    const users = await Promise.all([signUp(), signUp()]);
    const http = client(api);
    const f = await insertFixture(api.db, { capacity: 4, price: 10_000 });
    const [a, b, c, d] = await Promise.all([0, 1, 2, 3].map(async (i) => (await holdAndBook(http, users[i % 2]!, f, 1)).booking.body as Booking));
    // b's capture twice in the round (the second changes nothing); c failed; a and d plain captures.
    const round = [report(a!, 'captured'), report(b!, 'captured'), report(c!, 'failed'), report(b!, 'captured'), report(d!, 'captured')];

    const { answers, calls } = await api.db.transaction(async (tx) => {
      await tx.query(`set local track_functions = 'all'`);
      const { rows } = await tx.query<{ r: string }>('select tk_apply_payments($1::json)::text as r', [JSON.stringify(round)]);
      const counted = await tx.query<{ calls: number }>(`select calls from pg_stat_xact_user_functions where funcname = 'tk_apply_payment'`);
      return { answers: JSON.parse(rows[0]!.r) as { outcome: string; bookingId: string; confirmed: boolean }[], calls: Number(counted.rows[0]?.calls ?? 0) };
    });

    expect(answers.map((x) => [x.outcome, x.bookingId, x.confirmed])).toEqual([
      ['applied', a!.id, true], ['applied', b!.id, true], ['applied', c!.id, false], ['ignored', b!.id, false], ['applied', d!.id, true],
    ]);
    // a and d together; b twice and c one by one.
    expect(calls).toBe(3);
    const { rows } = await api.db.query<{ id: string; status: string; captures: number; invoices: number }>(
      `select b.id, b.status,
              (select count(*)::int from money_ledger l where l.booking_id = b.id and l.kind = 'capture') as captures,
              (select count(*)::int from tax_documents t where t.booking_id = b.id and t.kind = 'tax-invoice') as invoices
       from bookings b where b.id = any($1::text[]) order by b.id`,
      [[a!.id, b!.id, c!.id, d!.id]],
    );
    const byId = Object.fromEntries(rows.map((r) => [r.id, [r.status, r.captures, r.invoices]]));
    expect(byId).toEqual({
      [a!.id]: ['confirmed', 1, 1], [b!.id]: ['confirmed', 1, 1], [c!.id]: ['payment-failed', 0, 0], [d!.id]: ['confirmed', 1, 1],
    });
    const sold = await api.db.query<{ sold: number }>('select sold from ticket_types where id = $1', [f.ticketTypeId]);
    expect(Number(sold.rows[0]!.sold)).toBe(3);
  });
});
