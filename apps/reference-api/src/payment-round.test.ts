import type { Booking } from '@ticketkit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentOutcome, PaymentReport } from './db/booking-calls.ts';
import type { RunningApi } from './server.ts';
import { client, insertFixture, reservedTickets, startTestApi, type Client } from './testing/api.ts';
import { signUp, type TestUser } from './testing/emulator.ts';
import { holdAndBook } from './testing/payments.ts';
import { withoutPaymentGuard } from './testing/unguarded-payment.ts';

// A round of payment reports confirms its paid bookings together at its end. Two captures after
// pay_by in one round must still not both take the one seat: the second counts the first's as
// sold. Holds and payment holds last 2 s here.

let api: RunningApi;
let http: Client;
let users: TestUser[];

beforeAll(async () => {
  api = await startTestApi({ HOLD_TTL_SECONDS: '2', PAYMENT_HOLD_LIMIT_SECONDS: '2' });
  http = client(api);
  users = await Promise.all([signUp(), signUp()]);
});
afterAll(() => api?.close());

const capture = (b: Booking): PaymentReport => ({
  provider: b.payment!.provider, eventId: null, event: 'restart-repair', payload: null,
  payment: { id: `pay_${b.id}`, orderId: b.payment!.orderId, amount: b.payment!.amount.amount, currency: 'INR', status: 'captured', method: 'upi', errorDescription: null },
});

const lapse = () => new Promise((resolve) => setTimeout(resolve, 2_200));

/** The one seat booked, lapsed, booked by another, lapsed again; then both captures land in one round. */
async function twoLateCapturesInOneRound() {
  const f = await insertFixture(api.db, { capacity: 1, price: 50_000 });
  const late: Booking[] = [];
  for (const user of users) {
    late.push((await holdAndBook(http, user, f, 1)).booking.body as Booking);
    await lapse();
  }
  const { rows } = await api.db.query<{ r: string }>('select tk_apply_payments($1::json)::text as r', [JSON.stringify(late.map(capture))]);
  const outcomes = JSON.parse(rows[0]!.r) as PaymentOutcome[];
  return { confirmed: outcomes.map((o) => o.confirmed), reserved: await reservedTickets(api.db, f.ticketTypeId) };
}

describe('given two captures after pay_by in one round for the same one seat', () => {
  it('confirms the first, refunds the second: the seat is sold once', async () => {
    const { confirmed, reserved } = await twoLateCapturesInOneRound();
    expect(confirmed).toEqual([true, false]);
    expect(reserved).toEqual({ sold: 1, held: 0 });
  });

  it('CONTROL: without confirming the round’s earlier bookings first, both are confirmed: selling the seat twice breaks the capacity check and the whole round fails', async () => {
    await expect(withoutPaymentGuard(api.db, 'round', twoLateCapturesInOneRound)).rejects.toThrow(/ticket_types_check/);
  });
});
