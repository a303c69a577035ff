import { BookingSchema } from '@ticketkit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tidy } from './db/housekeeping.ts';
import type { RunningApi } from './server.ts';
import { client, insertFixture, reservedTickets, startTestApi, type Client } from './testing/api.ts';
import { signUp, type TestUser } from './testing/emulator.ts';
import { bookAndPay, holdAndBook, moneyOf, paidOnce, payOnSandbox, sandboxOf } from './testing/payments.ts';
import { withoutPaymentGuard } from './testing/unguarded-payment.ts';

// A payment that lands after the booking's pay_by: confirmed if its tickets are still free, else
// refunded in full automatically; the tickets are never sold twice. Holds and payment holds last 2 s here.

let api: RunningApi;
let http: Client;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  api = await startTestApi({ HOLD_TTL_SECONDS: '2', PAYMENT_HOLD_LIMIT_SECONDS: '2' });
  http = client(api);
  [alice, bob] = await Promise.all([signUp(), signUp()]);
});
afterAll(() => api?.close());

const lapse = () => new Promise((resolve) => setTimeout(resolve, 2_200));
const get = async (user: TestUser, id: string) => BookingSchema.parse((await http('GET', `/bookings/${id}`, { token: user.idToken })).body);

/** Alice's booking lapses, Bob holds the two seats it had, then Alice's payment is captured. */
async function captureAfterSeatsTaken() {
  const f = await insertFixture(api.db, { capacity: 2, price: 50_000 });
  const { booking: b } = await holdAndBook(http, alice, f, 2);
  await lapse();
  expect((await get(alice, b.body.id)).status).toBe('expired');
  await holdAndBook(http, bob, f, 2);
  await payOnSandbox(api, b.body.payment.orderId);
  // What the person sees while the provider still works on the refund (the sandbox takes 3 s over it).
  let settled = await get(alice, b.body.id);
  for (let tries = 0; tries < 50 && settled.status !== 'confirmed' && settled.refunds.length === 0; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    settled = await get(alice, b.body.id);
  }
  await sandboxOf(api).idle();
  return { settled, after: await get(alice, b.body.id), reserved: await reservedTickets(api.db, f.ticketTypeId), money: await moneyOf(api.db, b.body.id, f.ticketTypeId) };
}

describe('given a payment captured after pay_by', () => {
  it('with the seats taken meanwhile: the booking stays expired while its full refund (captured-after-expiry) is pending, then reads refunded; nothing is oversold', async () => {
    const { settled, after, reserved, money } = await captureAfterSeatsTaken();
    // Expired, not refunded, while the refund is pending; refunded once the provider processed it.
    expect(settled.status).toBe('expired');
    expect(settled.refunds).toEqual([expect.objectContaining({ reason: 'captured-after-expiry', status: 'pending' })]);
    expect(after.status).toBe('refunded');
    expect(after.refunds).toEqual([expect.objectContaining({ status: 'processed' })]);
    expect(after.qrPayload).toBeNull();
    expect(after.refunds).toEqual([expect.objectContaining({ reason: 'captured-after-expiry', amount: after.amounts.total })]);
    expect(reserved.sold + reserved.held).toBeLessThanOrEqual(2);
    expect(money).toEqual({ captures: 1, refunded: 1, refunds: 1, earnedRows: 0, sold: 0, invoices: 0 });
  });

  it('CONTROL: with the expiry guard taken out of tk_apply_payments, it is confirmed anyway and the seats are sold and held twice over', async () => {
    const { after, reserved } = await withoutPaymentGuard(api.db, 'expiry', captureAfterSeatsTaken);
    expect(after.status).toBe('confirmed');
    expect(reserved.sold + reserved.held).toBeGreaterThan(2);
  });

  it('with the seats still free: the booking is confirmed and its tickets sold', async () => {
    const f = await insertFixture(api.db, { capacity: 2, price: 50_000 });
    const { booking: b } = await holdAndBook(http, alice, f, 2);
    await lapse();
    await payOnSandbox(api, b.body.payment.orderId);
    await sandboxOf(api).idle();
    expect((await get(alice, b.body.id)).status).toBe('confirmed');
    expect(await moneyOf(api.db, b.body.id, f.ticketTypeId)).toEqual(paidOnce(2));
  });
});

/**
 * Alice's booking of 2 lapses on an event whose accounts may have 2 tickets; she books and pays 2
 * more (the lapsed ones no longer count), then her first payment is captured.
 */
async function captureAfterCapReached() {
  const f = await insertFixture(api.db, { capacity: 10, price: 50_000 });
  await api.db.query('update events set tickets_per_account = 2 where id = $1', [f.eventId]);
  const { booking: first } = await holdAndBook(http, alice, f, 2);
  await lapse();
  const second = await bookAndPay(api, http, alice, f, 2);
  expect(second.status).toBe('confirmed');
  await payOnSandbox(api, first.body.payment.orderId);
  await sandboxOf(api).idle();
  const { rows } = await api.db.query<{ tickets: number }>(
    `select coalesce(sum(tickets), 0)::int as tickets from bookings where uid = $1 and session_id = $2 and status = 'confirmed'`, [alice.uid, f.sessionId]);
  return { first: await get(alice, first.body.id), confirmedTickets: Number(rows[0]!.tickets) };
}

describe('given a payment captured after pay_by, the account having taken its cap of the event meanwhile', () => {
  it('is refunded in full (captured-after-expiry), not confirmed past the cap', async () => {
    const { first, confirmedTickets } = await captureAfterCapReached();
    expect(first.status).toBe('refunded');
    expect(first.refunds).toEqual([expect.objectContaining({ reason: 'captured-after-expiry', amount: first.amounts.total })]);
    expect(confirmedTickets).toBe(2);
  });

  it('CONTROL: with the cap guard taken out of tk_apply_payments, it is confirmed and the account has twice its cap', async () => {
    const { first, confirmedTickets } = await withoutPaymentGuard(api.db, 'cap', captureAfterCapReached);
    expect(first.status).toBe('confirmed');
    expect(confirmedTickets).toBe(4);
  });
});

describe('given a booking never paid', () => {
  it('reads expired after pay_by; housekeeping marks it and gives back the points it redeemed, once', async () => {
    const f = await insertFixture(api.db, { capacity: 5, price: 50_000 });
    await api.db.query(`insert into reward_ledger (id, uid, kind, points, description) values ($1, $2, 'earned', 100, 'test grant')`, [`grant-${alice.uid}`, alice.uid]);
    const balance = async () => (await http('GET', '/me/rewards', { token: alice.idToken })).body.balance as number;
    const before = await balance();
    const { booking: b } = await holdAndBook(http, alice, f, 1, { redeemPoints: 50 });
    expect(b.body.status).toBe('payment-pending');
    expect(await balance()).toBe(before - 50);
    await lapse();
    const expired = await get(alice, b.body.id);
    expect(expired.status).toBe('expired');
    // Nothing left to pay: the browser gets no checkout to open.
    expect(expired.payment).toMatchObject({ checkoutUrl: null, keyId: null });
    expect((await tidy(api.db)).expiredBookings).toBeGreaterThanOrEqual(1);
    await tidy(api.db);
    expect(await balance()).toBe(before);
    expect(await reservedTickets(api.db, f.ticketTypeId)).toEqual({ sold: 0, held: 0 });
  });
});
