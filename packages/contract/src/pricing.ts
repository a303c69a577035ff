/**
 * What an order costs, in paise (integers only), for the booking screen and the API alike: the
 * amount a person sees is the amount charged. No zod here, so the widget can ship it.
 *
 * - Booking fee: 2.5% of the subtotal; GST: 18% of the fee. Each rounded to the nearest paisa,
 *   halves up (PostgreSQL's `round` on a positive numeric, which the API's SQL uses).
 * - A promo discount comes off first, then redeemed points (1 point = ₹1 = 100 paise).
 * - At most half of the total after the discount can be paid with points, in whole points.
 */

import type { Amounts } from './booking.ts';
import type { Money } from './common.ts';

/** `amount` paise as the wire format's money (here, not beside the schema, so the widget ships it without zod). */
export const paise = (amount: number): Money => ({ amount, currency: 'INR' });

/** Paise in a rupee: amounts are paise, people read rupees. */
export const PAISE_PER_RUPEE = 100;

/** 1 reward point is worth this many paise (₹1). */
export const PAISE_PER_POINT = PAISE_PER_RUPEE;

/** A promo code's terms, as the API stores them. */
export interface PromoTerms {
  kind: 'percent' | 'flat';
  /** Percent (0–100) or paise. */
  value: number;
  /** Cap on the discount in paise, if any. */
  maxDiscount: number | null;
  /** Smallest subtotal (paise) the code applies to. */
  minSubtotal: number;
}

/** Every amount of an order, in paise. */
export interface OrderPrice {
  subtotal: number;
  fees: number;
  taxes: number;
  discount: number;
  pointsRedeemed: number;
  total: number;
  /** The most points this order can take (before looking at anyone's balance). */
  maxRedeemablePoints: number;
}

/** `n / d` rounded to the nearest integer, halves up, for n ≥ 0 and d > 0, in integers only. */
function divideRounded(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

export function bookingFee(subtotal: number): number {
  return divideRounded(subtotal * 25, 1000);
}

export function feeTax(fee: number): number {
  return divideRounded(fee * 18, 100);
}

/** The discount a promo gives on `subtotal`, or null when the subtotal is below its minimum. */
export function promoDiscount(subtotal: number, terms: PromoTerms): number | null {
  if (subtotal < terms.minSubtotal) return null;
  const raw = terms.kind === 'percent' ? Math.floor((subtotal * terms.value) / 100) : terms.value;
  return Math.min(raw, terms.maxDiscount ?? raw, subtotal);
}

/** The most points an order whose total after the discount is `base` paise can take: half, in whole points. */
export function maxRedeemablePoints(base: number): number {
  return Math.max(0, Math.floor(base / (2 * PAISE_PER_POINT)));
}

/**
 * The price of an order of `subtotal` paise with a `discount` (from `promoDiscount`) and
 * `redeemPoints` points. Points beyond `maxRedeemablePoints` are not clamped: the caller checks
 * (the API refuses such an order, the screen stops it before submitting).
 */
export function priceOrder({ subtotal, discount = 0, redeemPoints = 0 }: { subtotal: number; discount?: number; redeemPoints?: number }): OrderPrice {
  const fees = bookingFee(subtotal);
  const taxes = feeTax(fees);
  const base = subtotal + fees + taxes - discount;
  const pointsRedeemed = redeemPoints * PAISE_PER_POINT;
  return { subtotal, fees, taxes, discount, pointsRedeemed, total: base - pointsRedeemed, maxRedeemablePoints: maxRedeemablePoints(base) };
}

/**
 * The smallest payment a provider takes (₹1): an order charged more than nothing but less than this
 * cannot be paid, so it is refused before booking (`booking/total-below-minimum`).
 */
export const MIN_PAYMENT_PAISE = 100;

/** Whether an order with this total (paise) could not be paid: above zero, below the smallest payment. */
export function belowMinimumPayment(total: number): boolean {
  return total > 0 && total < MIN_PAYMENT_PAISE;
}

/** An order's price in the wire format's shape (rupees in paise). */
export function toAmounts(price: OrderPrice): Amounts {
  return {
    subtotal: paise(price.subtotal),
    fees: paise(price.fees),
    taxes: paise(price.taxes),
    discount: paise(price.discount),
    pointsRedeemed: paise(price.pointsRedeemed),
    total: paise(price.total),
  };
}
