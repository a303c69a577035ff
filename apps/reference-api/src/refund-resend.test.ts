import { BookingSchema, type Booking } from '@ticketkit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderUnavailable } from './payments/provider.ts';
import { resendDueRefunds } from './payments/refunds.ts';
import type { RunningApi } from './server.ts';
import { client, insertFixture, type Client } from './testing/api.ts';
import { signUp, type TestUser } from './testing/emulator.ts';
import { bookAndPay, sandboxOf, startPlannedApi } from './testing/payments.ts';

// A refund the provider did not answer (an outage) stays pending and is sent again by the running
// API, later after each failed attempt, through sendRefunds: the person's refund never stays
// pending for good. The sandbox stands for the provider; its refund call is made to fail while
// "down" (the one thing a test cannot cause otherwise).

let api: RunningApi;
let http: Client;
let user: TestUser;
let down = false;

beforeAll(async () => {
  ({ api } = await startPlannedApi({ SANDBOX_REFUND_PROCESS_MS: '20' }, { paymentUpkeepMs: 200 }));
  http = client(api);
  user = await signUp();
  const sandbox = sandboxOf(api);
  const refund = sandbox.refund.bind(sandbox);
  sandbox.refund = async (...args) => {
    if (down) throw new ProviderUnavailable('the provider did not answer (test outage)');
    return refund(...args);
  };
});
afterAll(() => api?.close());

const view = async (b: Booking) => BookingSchema.parse((await http('GET', `/bookings/${b.id}`, { token: user.idToken })).body);
const unsent = async (bookingId: string) =>
  (await api.db.query<{ id: string; attempts: number; wait: number }>(
    `select id, send_attempts as attempts, extract(epoch from next_send_at - now())::int as wait from refunds where booking_id = $1`, [bookingId])).rows[0]!;
const waitFor = async (check: () => Promise<boolean>, ms = 5_000) => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) if (await check()) return;
  throw new Error('timed out');
};

describe('a refund the provider did not answer', () => {
  it('stays pending, waits longer after each failed attempt, and is sent again until it is processed, once', async () => {
    const f = await insertFixture(api.db, { capacity: 5, price: 100_000, startsInHours: 72 });
    const booking = (await bookAndPay(api, http, user, f, 1)) as Booking;
    down = true;
    const res = await http('POST', `/bookings/${booking.id}/cancel`, { token: user.idToken, body: { expectedRefund: booking.amounts.subtotal.amount }, headers: { 'Idempotency-Key': `rs-${booking.id}` } });
    expect(res.status).toBe(200);
    expect((await view(booking)).refunds).toEqual([expect.objectContaining({ status: 'pending' })]);
    const first = await unsent(booking.id);
    expect(first).toMatchObject({ attempts: 1, wait: expect.any(Number) });
    expect(first.wait).toBeGreaterThanOrEqual(25);
    expect(await resendDueRefunds(api.db, sandboxOf(api))).toBe(0);

    // The wait is over while the provider is still down: the next wait is twice as long.
    await api.db.query('update refunds set next_send_at = now() where id = $1', [first.id]);
    await expect(resendDueRefunds(api.db, sandboxOf(api))).rejects.toThrow(ProviderUnavailable);
    const second = await unsent(booking.id);
    expect(second.attempts).toBe(2);
    expect(second.wait).toBeGreaterThanOrEqual(55);

    // The provider is back and the wait is over: the running API sends it by itself.
    down = false;
    await api.db.query('update refunds set next_send_at = now() where id = $1', [first.id]);
    await waitFor(async () => (await view(booking)).refunds[0]!.status === 'processed');
    await sandboxOf(api).idle();
    const after = await view(booking);
    expect(after.status).toBe('partially-refunded');
    const { rows } = await api.db.query<{ n: number }>(`select count(*)::int as n from money_ledger where booking_id = $1 and kind = 'refund'`, [booking.id]);
    expect(rows[0]!.n).toBe(1);
  });
});
