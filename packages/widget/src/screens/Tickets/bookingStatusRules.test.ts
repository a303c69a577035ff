import { describe, expect, it } from 'vitest';
import { cancelledBooking, expiredBooking, lateCaptureBooking, paidBooking, partlyRefundedBooking, paymentFailedBooking, paymentPendingBooking, refundedBooking } from '../../fixtures/bookingStatuses.ts';
import { awaitsPayment, cancelledByOrganiser, hasReceipt, isCancellable, refundedForLatePayment } from './bookingStatusRules.ts';

const before = Date.parse(paidBooking.session.startsAt) - 60_000;
const after = Date.parse(paidBooking.session.startsAt) + 60_000;

describe('given a confirmed booking', () => {
  it('can be cancelled until its session starts, not after', () => {
    expect(isCancellable(paidBooking, before)).toBe(true);
    expect(isCancellable(paidBooking, after)).toBe(false);
  });
});

describe('given bookings that are not confirmed', () => {
  it('offers cancel on none of them', () => {
    for (const b of [paymentPendingBooking, paymentFailedBooking, expiredBooking, cancelledBooking, refundedBooking, partlyRefundedBooking]) expect(isCancellable(b, before), b.status).toBe(false);
  });

  it('asks for payment only while it is pending or failed', () => {
    expect([paymentPendingBooking, paymentFailedBooking, paidBooking, expiredBooking].map(awaitsPayment)).toEqual([true, true, false, false]);
  });
});

describe('given where the money stands', () => {
  it('has a receipt once the payment is captured, refunded or not', () => {
    expect([paidBooking, refundedBooking, partlyRefundedBooking, paymentPendingBooking, expiredBooking].map(hasReceipt)).toEqual([true, true, true, false, false]);
  });

  it('tells a late payment’s automatic refund from an organiser’s cancellation', () => {
    expect(refundedForLatePayment(lateCaptureBooking)).toBe(true);
    expect(refundedForLatePayment(refundedBooking)).toBe(false);
    expect(cancelledByOrganiser(refundedBooking)).toBe(true);
    expect(cancelledByOrganiser(cancelledBooking)).toBe(false);
  });
});
