import { belowMinimumPayment, priceOrder, promoDiscount, type PromoTerms } from '@ticketkit/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMO_CODES } from './seed/catalog-data.ts';
import type { RunningApi } from './server.ts';
import { ATTENDEE, client, insertFixture, startTestApi, type Client } from './testing/api.ts';
import { signUp, type TestUser } from './testing/emulator.ts';

/**
 * The booking screen prices an order with the contract's `priceOrder` (and the discount the quote
 * route gave for the promo code); the API books it in SQL. These properties hold the two to the
 * same answer, over real HTTP and the real database, for any price, quantity, code and points.
 */

let api: RunningApi;
let http: Client;
let user: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  http = client(api);
  user = await signUp();
  // Enough points to try every redemption the cap allows, and more.
  await api.db.query(`insert into reward_ledger (id, uid, kind, points, description) values ($1, $2, 'earned', 3000, 'test grant')`, [`rl_${user.uid}`, user.uid]);
});
afterAll(() => api?.close());

/** The seed's terms of an active code, found the way the API finds it (trimmed, upper case). */
function termsOf(code: string): PromoTerms | null {
  const row = PROMO_CODES.find((p) => p.code === code.trim().toUpperCase() && p.active);
  return row ? { kind: row.kind, value: row.value, maxDiscount: row.max_discount, minSubtotal: row.min_subtotal } : null;
}

const order = fc.record({
  price: fc.integer({ min: 1, max: 400_000 }),
  quantity: fc.integer({ min: 1, max: 10 }),
  promo: fc.option(fc.constantFrom('WELCOME10', 'welcome10 ', 'FLAT100', 'EXPIRED5', 'NOSUCHCODE'), { nil: undefined }),
  points: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 4000 })),
});

describe('given any order, promo code and points', () => {
  it('charges exactly what the quote and the contract’s priceOrder say, and refuses exactly what they refuse', async () => {
    await fc.assert(
      fc.asyncProperty(order, async ({ price, quantity, promo, points }) => {
        const f = await insertFixture(api.db, { capacity: 10, price });
        const hold = await http('POST', '/holds', { token: user.idToken, body: { sessionId: f.sessionId, items: [{ ticketTypeId: f.ticketTypeId, quantity }] } });
        expect(hold.status).toBe(201);
        const balance = (await http('GET', '/me/rewards', { token: user.idToken })).body.balance as number;
        const choice = { ...(promo === undefined ? {} : { promoCode: promo }), ...(points > 0 ? { redeemPoints: points } : {}) };

        // What the contract says, from the seed's promo terms alone.
        const subtotal = price * quantity;
        const terms = promo === undefined ? null : termsOf(promo);
        const discount = terms ? promoDiscount(subtotal, terms) : 0;
        const expected = discount === null ? null : priceOrder({ subtotal, discount, redeemPoints: points });
        const refusal =
          promo !== undefined && (terms === null || discount === null)
            ? 'booking/invalid-promo-code'
            : expected && (points > balance || points > expected.maxRedeemablePoints)
              ? 'booking/insufficient-points'
              : expected && belowMinimumPayment(expected.total)
                ? 'booking/total-below-minimum'
                : null;

        const quote = await http('POST', `/holds/${hold.body.id}/quote`, { token: user.idToken, body: choice });
        const booked = await http('POST', '/bookings', {
          token: user.idToken,
          headers: { 'Idempotency-Key': `amounts-${hold.body.id}` },
          body: { holdId: hold.body.id, attendee: ATTENDEE, ...choice },
        });
        if (refusal) {
          expect(quote.body.code).toBe(refusal);
          expect(booked.body.code).toBe(refusal);
          await http('DELETE', `/holds/${hold.body.id}`, { token: user.idToken });
          return;
        }
        expect(quote.status, JSON.stringify(quote.body)).toBe(200);
        expect(booked.status, JSON.stringify(booked.body)).toBe(201);
        const want = {
          subtotal: expected!.subtotal,
          fees: expected!.fees,
          taxes: expected!.taxes,
          discount: expected!.discount,
          pointsRedeemed: expected!.pointsRedeemed,
          total: expected!.total,
        };
        const paise = (amounts: Record<string, { amount: number }>) => Object.fromEntries(Object.entries(amounts).map(([k, v]) => [k, v.amount]));
        expect(paise(quote.body.amounts)).toEqual(want);
        expect(paise(booked.body.amounts)).toEqual(want);
        // The screen's own sum: the quote's discount, the points typed, priceOrder.
        expect(priceOrder({ subtotal: hold.body.amounts.subtotal.amount, discount: quote.body.amounts.discount.amount, redeemPoints: points }).total).toBe(booked.body.amounts.total.amount);
        expect(quote.body.maxRedeemablePoints).toBe(Math.min(balance, expected!.maxRedeemablePoints));
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
