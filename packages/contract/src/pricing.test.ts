import { describe, expect, it } from 'vitest';
import { bookingFee, feeTax, maxRedeemablePoints, priceOrder, promoDiscount, toAmounts } from './pricing.ts';

describe('given the fee and tax rules', () => {
  it('rounds each to the nearest paisa, halves up, in integers', () => {
    // 2.5% of ₹1,997 is 4,992.5 paise → 4,993; 18% of that is 898.74 → 899.
    expect(bookingFee(199_700)).toBe(4_993);
    expect(feeTax(4_993)).toBe(899);
    // 2.5% of 20 paise is exactly half a paisa: up.
    expect(bookingFee(20)).toBe(1);
    expect(bookingFee(19)).toBe(0);
    expect(bookingFee(0)).toBe(0);
  });
});

describe('given a promo code', () => {
  const welcome = { kind: 'percent' as const, value: 10, maxDiscount: 20_000, minSubtotal: 0 };
  const flat = { kind: 'flat' as const, value: 10_000, maxDiscount: null, minSubtotal: 50_000 };

  it('takes a percentage down to the paisa, within its cap', () => {
    expect(promoDiscount(199_999, welcome)).toBe(19_999);
    expect(promoDiscount(500_000, welcome)).toBe(20_000);
  });

  it('gives a flat amount only from its minimum order, and never more than the subtotal', () => {
    expect(promoDiscount(49_999, flat)).toBeNull();
    expect(promoDiscount(50_000, flat)).toBe(10_000);
    expect(promoDiscount(5_000, { ...flat, minSubtotal: 0 })).toBe(5_000);
  });
});

describe('given points', () => {
  it('takes at most half the total after the discount, in whole points', () => {
    expect(maxRedeemablePoints(199)).toBe(0);
    expect(maxRedeemablePoints(200)).toBe(1);
    expect(maxRedeemablePoints(185_622)).toBe(928);
  });

  it('prices an order with a discount and points, and says so in the wire format', () => {
    const price = priceOrder({ subtotal: 199_700, discount: 19_970, redeemPoints: 40 });
    expect(price).toEqual({ subtotal: 199_700, fees: 4_993, taxes: 899, discount: 19_970, pointsRedeemed: 4_000, total: 181_622, maxRedeemablePoints: 928 });
    expect(toAmounts(price).total).toEqual({ amount: 181_622, currency: 'INR' });
  });
});
