import { BookingSchema, CancellationQuoteSchema, type Booking } from '@ticketkit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelSessionByOrganiser } from './payments/cancellation.ts';
import type { RunningApi } from './server.ts';
import { ATTENDEE, client, insertFixture, reservedTickets, startTestApi, type Client, type Fixture } from './testing/api.ts';
import { signUp, uniqueEmail, verifiedUser, type TestUser } from './testing/emulator.ts';
import { bookAndPay, holdAndBook, sandboxOf } from './testing/payments.ts';

// Cancelling a booking: the event's policy decides what comes back (quoted first, refused if it
// changed since), the tickets go back on sale, points come back and are taken back, and a refund
// is recorded for the paid part. An organiser's cancellation of a session refunds everything.

let api: RunningApi;
let http: Client;
beforeAll(async () => {
  api = await startTestApi();
  http = client(api);
});
afterAll(() => api?.close());

async function paid(user: TestUser, o: { startsInHours: number; price?: number; quantity?: number; extra?: Record<string, unknown> }): Promise<{ f: Fixture; booking: Booking }> {
  const f = await insertFixture(api.db, { capacity: 20, price: o.price ?? 100_000, startsInHours: o.startsInHours });
  const booking = (o.price === 0 ? (await holdAndBook(http, user, f, o.quantity ?? 2, o.extra)).booking.body : await bookAndPay(api, http, user, f, o.quantity ?? 2, o.extra)) as Booking;
  return { f, booking };
}

const quote = async (user: TestUser, id: string) => {
  const r = await http('GET', `/bookings/${id}/cancellation`, { token: user.idToken });
  expect(r.status).toBe(200);
  return CancellationQuoteSchema.parse(r.body);
};
const cancel = (user: TestUser, id: string, expectedRefund: number, key: string) =>
  http('POST', `/bookings/${id}/cancel`, { token: user.idToken, body: { expectedRefund }, headers: { 'Idempotency-Key': key } });
const balance = async (user: TestUser) => (await http('GET', '/me/rewards', { token: user.idToken })).body.balance as number;

describe('the default policy', () => {
  it('refunds all of the tickets’ price until 48 h before, half until 24 h, nothing after; the fee and its tax are kept', async () => {
    const user = await signUp();
    const fee = 5_000;
    const tax = 900;
    for (const [hours, percent, tierHours] of [[72, 100, 48], [36, 50, 24], [12, 0, null]] as const) {
      const { booking } = await paid(user, { startsInHours: hours });
      expect(booking.amounts.fees.amount + booking.amounts.taxes.amount).toBe(fee + tax);
      const q = await quote(user, booking.id);
      expect(q).toMatchObject({ cancellable: true, reason: null, refundPercent: percent, feesKept: { amount: fee + tax }, pointsReversed: 100 });
      expect(q.refund.amount).toBe((200_000 * percent) / 100);
      expect(q.cutoff).toBe(booking.session.startsAt);
      if (tierHours === null) expect(q.tierEndsAt).toBeNull();
      else expect(Date.parse(q.tierEndsAt!)).toBe(Date.parse(booking.session.startsAt) - tierHours * 3_600_000);
    }
  });

  it('follows the event’s own policy, fees refundable', async () => {
    const user = await signUp();
    const f = await insertFixture(api.db, { capacity: 5, price: 100_000, startsInHours: 30 });
    await api.db.query(`update events set cancellation_policy = '{"tiers":[{"hoursBefore":24,"refundPercent":80}],"feesRefundable":true}' where id = $1`, [f.eventId]);
    const booking = (await bookAndPay(api, http, user, f, 1)) as Booking;
    const q = await quote(user, booking.id);
    expect(q).toMatchObject({ refundPercent: 80, feesKept: { amount: 0 } });
    expect(q.refund.amount).toBe(80_000 + booking.amounts.fees.amount + booking.amounts.taxes.amount);
  });
});

describe('cancelling a paid booking', () => {
  it('refunds what was quoted, puts the tickets back on sale, hides the QR code, returns redeemed points and takes back earned ones', async () => {
    const user = await signUp();
    // Earn 100 points on a first booking, then spend 40 on the one that is cancelled.
    await paid(user, { startsInHours: 96, price: 200_000, quantity: 1 });
    const before = await balance(user);
    const { f, booking } = await paid(user, { startsInHours: 72, extra: { redeemPoints: 40, promoCode: 'FLAT100' } });
    expect(await balance(user)).toBe(before - 40 + 100);
    expect(await reservedTickets(api.db, f.ticketTypeId)).toEqual({ sold: 2, held: 0 });
    const q = await quote(user, booking.id);
    // Paid: the total; the fee and its tax are kept, the rest (tickets less discount and points) comes back in full.
    expect(q.refund.amount).toBe(booking.amounts.total.amount - booking.amounts.fees.amount - booking.amounts.taxes.amount);
    expect(q).toMatchObject({ pointsReturned: 40, pointsReversed: 100 });

    const stale = await cancel(user, booking.id, q.refund.amount + 1, `cx-stale-${booking.id}`);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('booking/refund-changed');
    expect(CancellationQuoteSchema.parse(stale.body.quote).refund).toEqual(q.refund);

    const r = await cancel(user, booking.id, q.refund.amount, `cx-${booking.id}`);
    expect(r.status).toBe(200);
    const cancelled = BookingSchema.parse(r.body);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.qrPayload).toBeNull();
    expect(cancelled.refunds).toEqual([expect.objectContaining({ amount: q.refund, reason: 'cancelled-by-attendee' })]);
    expect(cancelled.cancellation).toEqual({ by: 'attendee', reason: null });
    expect(await reservedTickets(api.db, f.ticketTypeId)).toEqual({ sold: 0, held: 0 });
    expect(await balance(user)).toBe(before);

    // Cancelled is final.
    const again = await quote(user, booking.id);
    expect(again).toMatchObject({ cancellable: false, refund: { amount: 0 } });
    expect((await cancel(user, booking.id, 0, `cx-again-${booking.id}`)).body.code).toBe('booking/not-cancellable');
  });

  it('refuses an unpaid booking, a session that has started, and anyone else’s booking', async () => {
    const user = await signUp();
    const f = await insertFixture(api.db, { capacity: 5, price: 100_000, startsInHours: 72 });
    const pending = (await holdAndBook(http, user, f, 1)).booking.body as Booking;
    expect(pending.status).toBe('payment-pending');
    expect((await quote(user, pending.id)).cancellable).toBe(false);
    expect((await cancel(user, pending.id, 0, `cx-p-${pending.id}`)).body.code).toBe('booking/not-cancellable');

    const { booking } = await paid(user, { startsInHours: 72 });
    await api.db.query(`update bookings set starts_at = now() - interval '1 minute' where id = $1`, [booking.id]);
    const started = await cancel(user, booking.id, 0, `cx-s-${booking.id}`);
    expect(started.status).toBe(409);
    expect(started.body).toMatchObject({ code: 'booking/not-cancellable', detail: expect.stringMatching(/started/) });

    const stranger = await signUp();
    expect((await http('GET', `/bookings/${booking.id}/cancellation`, { token: stranger.idToken })).status).toBe(404);
    expect((await cancel(stranger, booking.id, 0, `cx-x-${booking.id}`)).status).toBe(404);
  });
});

describe('cancelling without money', () => {
  it('gives a company-paid booking’s tickets back to the employee’s entitlement', async () => {
    const employee = await verifiedUser(uniqueEmail('acme.example'));
    const f = await insertFixture(api.db, { capacity: 5, companySlug: 'acme', startsInHours: 72 });
    const used = async () => Number((await api.db.query<{ n: number }>(`select tk_entitlement_used($1, 'acme') as n`, [employee.uid])).rows[0]!.n);
    const h = await http('POST', '/holds', { token: employee.idToken, body: { sessionId: f.sessionId, companySlug: 'acme', items: [{ ticketTypeId: f.ticketTypeId, quantity: 2 }] } });
    const b = await http('POST', '/bookings', { token: employee.idToken, body: { holdId: h.body.id, attendee: ATTENDEE }, headers: { 'Idempotency-Key': `corp-${h.body.id}` } });
    expect(b.body).toMatchObject({ status: 'confirmed', paidBy: 'company' });
    expect(await used()).toBe(2);
    expect(await quote(employee, b.body.id)).toMatchObject({ cancellable: true, refund: { amount: 0 }, feesKept: { amount: 0 } });
    const r = await cancel(employee, b.body.id, 0, `cx-corp-${b.body.id}`);
    expect(r.body).toMatchObject({ status: 'cancelled', refunds: [] });
    expect(await used()).toBe(0);
    expect(await reservedTickets(api.db, f.ticketTypeId)).toEqual({ sold: 0, held: 0 });
  });

  it('cancels a free booking', async () => {
    const user = await signUp();
    const { f, booking } = await paid(user, { startsInHours: 72, price: 0 });
    expect(booking.status).toBe('confirmed');
    const r = await cancel(user, booking.id, 0, `cx-free-${booking.id}`);
    expect(r.body).toMatchObject({ status: 'cancelled', refunds: [] });
    expect(await reservedTickets(api.db, f.ticketTypeId)).toEqual({ sold: 0, held: 0 });
  });
});

describe('an organiser cancelling a session', () => {
  it('refunds every paid booking in full, fees included, cancels the free and unpaid ones, and closes sales', async () => {
    const f = await insertFixture(api.db, { capacity: 20, price: 100_000, startsInHours: 10 });
    const [a, b, c] = await Promise.all([signUp(), signUp(), signUp()]);
    const paidA = (await bookAndPay(api, http, a!, f, 2)) as Booking;
    const pendingB = (await holdAndBook(http, b!, f, 1)).booking.body as Booking;
    const free = await insertFixture(api.db, { capacity: 5, price: 0, startsInHours: 10 });
    await api.db.query('update ticket_types set session_id = $2 where id = $1', [free.ticketTypeId, f.sessionId]);
    const freeC = (await holdAndBook(http, c!, { sessionId: f.sessionId, ticketTypeId: free.ticketTypeId }, 1)).booking.body as Booking;

    const refundIds = await cancelSessionByOrganiser(api.db, sandboxOf(api), f.sessionId);
    expect(refundIds).toHaveLength(1);
    const { rows } = await api.db.query<{ booking_id: string; amount: number; fees: number; reason: string }>(
      'select booking_id, amount, fees, reason from refunds where id = any($1::text[])', [refundIds]);
    // Inside 24 hours an attendee would get nothing back; the organiser gives everything back.
    expect(rows[0]).toEqual({ booking_id: paidA.id, amount: paidA.amounts.total.amount, fees: paidA.amounts.fees.amount + paidA.amounts.taxes.amount, reason: 'cancelled-by-organiser' });
    for (const [user, id] of [[a!, paidA.id], [b!, pendingB.id], [c!, freeC.id]] as const) {
      expect((await http('GET', `/bookings/${id}`, { token: user.idToken })).body.status).toBe('cancelled');
    }
    expect(await reservedTickets(api.db, f.ticketTypeId)).toEqual({ sold: 0, held: 0 });
    expect((await http('POST', '/holds', { token: a!.idToken, body: { sessionId: f.sessionId, items: [{ ticketTypeId: f.ticketTypeId, quantity: 1 }] } })).body.code).toBe('booking/sales-closed');
  });
});
