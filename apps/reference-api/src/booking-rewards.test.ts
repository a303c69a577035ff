import { BookingSchema } from '@ticketkit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from './server.ts';
import { ATTENDEE, bookingRequests, client, insertFixture, startTestApi, type Client } from './testing/api.ts';
import { payOnSandbox, sandboxOf } from './testing/payments.ts';
import { signUp } from './testing/emulator.ts';

// What a booking costs and earns: the fee model, promo codes, and reward points earned and redeemed.

let api: RunningApi;
let http: Client;
beforeAll(async () => {
  api = await startTestApi();
  http = client(api);
});
afterAll(() => api?.close());

const { hold, book } = bookingRequests(() => http);

/** The model stated in src/db/functions/tk_fee.sql and tk_tax.sql, recomputed here independently. */
function expectedAmounts(subtotal: number, discount: number, points: number) {
  const fee = Math.round(subtotal * 0.025);
  const tax = Math.round(fee * 0.18);
  return { subtotal, fee, tax, discount, pointsPaise: points * 100, total: subtotal + fee + tax - discount - points * 100 };
}

describe('given reward points and promo codes', () => {
  it('earns 5 points per whole ₹100 of subtotal, caps redemption at half the total, and keeps ledger and balance equal', async () => {
    const user = await signUp();
    // 3 × ₹1,250 = ₹3,750 subtotal → 37 whole ₹100 → 185 points.
    const f = await insertFixture(api.db, { capacity: 50, price: 125_000 });
    const h1 = await hold(user, f.sessionId, f.ticketTypeId, 3);
    const b1 = await book(user, { holdId: h1.body.id, attendee: ATTENDEE }, 'pts-1');
    expect(b1.status).toBe(201);
    const booking1 = BookingSchema.parse(b1.body);
    const e1 = expectedAmounts(375_000, 0, 0);
    expect(booking1.amounts.fees.amount).toBe(e1.fee);
    expect(booking1.amounts.taxes.amount).toBe(e1.tax);
    expect(booking1.amounts.total.amount).toBe(e1.total);
    expect(booking1.pointsEarned).toBe(185);
    // Points are earned once the booking is paid.
    expect(booking1.status).toBe('payment-pending');
    expect((await http('GET', '/me/rewards', { token: user.idToken })).body.balance).toBe(0);
    await payOnSandbox(api, booking1.payment!.orderId);
    await sandboxOf(api).idle();
    expect((await http('GET', `/bookings/${booking1.id}`, { token: user.idToken })).body.status).toBe('confirmed');

    // Second order: 1 × ₹250 with WELCOME10 (10%, up to ₹200) → ₹25 off, and as many points as allowed.
    const cheap = await insertFixture(api.db, { capacity: 50, price: 25_000 });
    const h2 = await hold(user, cheap.sessionId, cheap.ticketTypeId, 1);
    // The cap: half the total after the discount, in whole rupees (1 point = ₹1).
    const e2 = expectedAmounts(25_000, 2_500, 0);
    const cap = Math.floor(e2.total / 2 / 100);
    const tooMany = await book(user, { holdId: h2.body.id, attendee: ATTENDEE, promoCode: 'welcome10', redeemPoints: cap + 1 }, 'pts-2a');
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.code).toBe('booking/insufficient-points');
    expect(tooMany.body.maxRedeemable).toBe(cap);
    const b2 = await book(user, { holdId: h2.body.id, attendee: ATTENDEE, promoCode: 'welcome10', redeemPoints: cap }, 'pts-2b');
    expect(b2.status).toBe(201);
    const e2r = expectedAmounts(25_000, 2_500, cap);
    expect(b2.body.amounts.discount.amount).toBe(2_500);
    expect(b2.body.amounts.pointsRedeemed.amount).toBe(cap * 100);
    expect(b2.body.amounts.total.amount).toBe(e2r.total);
    expect(b2.body.promoCode).toBe('WELCOME10');
    expect(b2.body.pointsEarned).toBe(10);
    await payOnSandbox(api, b2.body.payment.orderId);
    await sandboxOf(api).idle();

    const rewards = await http('GET', '/me/rewards', { token: user.idToken });
    expect(rewards.body.balance).toBe(185 - cap + 10);
    expect(rewards.body.ledger.reduce((s: number, e: { points: number }) => s + e.points, 0)).toBe(rewards.body.balance);
    expect(rewards.body.ledger.map((e: { kind: string }) => e.kind).sort()).toEqual(['earned', 'earned', 'redeemed']);
  });

  it('refuses to redeem more points than the balance, and an unknown or inactive promo code', async () => {
    const user = await signUp();
    const f = await insertFixture(api.db, { capacity: 50, price: 100_000 });
    const h = await hold(user, f.sessionId, f.ticketTypeId, 1);
    const r = await book(user, { holdId: h.body.id, attendee: ATTENDEE, redeemPoints: 1 }, 'np-1');
    expect(r.body.code).toBe('booking/insufficient-points');
    expect(r.body.balance).toBe(0);
    expect((await book(user, { holdId: h.body.id, attendee: ATTENDEE, promoCode: 'NOPE' }, 'np-2')).body.code).toBe('booking/invalid-promo-code');
    expect((await book(user, { holdId: h.body.id, attendee: ATTENDEE, promoCode: 'EXPIRED5' }, 'np-3')).body.code).toBe('booking/invalid-promo-code');
    // The hold survived the refusals.
    expect((await book(user, { holdId: h.body.id, attendee: ATTENDEE, promoCode: 'FLAT100' }, 'np-4')).body.amounts.discount.amount).toBe(10_000);
  });
});
