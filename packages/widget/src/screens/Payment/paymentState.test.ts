import type { Booking } from '@ticketkit/contract';
import { describe, expect, it } from 'vitest';
import { paymentPendingBooking } from '../../fixtures/booking.ts';
import { awaitsPayment } from '../Tickets/bookingStatusRules.ts';
import { afterCheckout, viewOf } from './paymentState.ts';

const pending = paymentPendingBooking;
const withPayment = (over: Partial<Booking>, payment: Partial<NonNullable<Booking['payment']>> = {}): Booking => ({ ...pending, ...over, payment: { ...pending.payment!, ...payment } });

describe('given the booking as the API answers it', () => {
  it('shows Pay for an order not paid yet, and the provider’s reason after a failure', () => {
    expect(viewOf(pending)).toEqual({ kind: 'ready', booking: pending, failure: null });
    const failed = withPayment({ status: 'payment-failed' }, { state: 'failed', failureReason: 'Card declined by the bank' });
    expect(viewOf(failed)).toMatchObject({ kind: 'ready', failure: 'Card declined by the bank' });
    expect(viewOf(withPayment({ status: 'payment-failed' }, { state: 'failed', failureReason: null }))).toMatchObject({ kind: 'ready', failure: '' });
  });

  it('waits while the provider settles an attempt, and confirms a captured one', () => {
    expect(viewOf(withPayment({}, { state: 'processing' })).kind).toBe('waiting');
    expect(viewOf(withPayment({ status: 'confirmed' }, { state: 'captured' })).kind).toBe('confirmed');
  });

  it('tells an unpaid expiry from a late payment that is refunded', () => {
    expect(viewOf(withPayment({ status: 'expired' }))).toMatchObject({ kind: 'expired', refunded: false });
    const late = withPayment(
      { status: 'expired', refunds: [{ id: 'rfd_1', amount: pending.amounts.total, reason: 'captured-after-expiry', status: 'pending', createdAt: pending.createdAt, processedAt: null, creditNoteNumber: null }] },
      { state: 'captured' },
    );
    expect(viewOf(late)).toMatchObject({ kind: 'expired', refunded: true });
  });

  it('knows which bookings still wait for money', () => {
    expect(awaitsPayment(pending)).toBe(true);
    expect(awaitsPayment(withPayment({ status: 'payment-failed' }))).toBe(true);
    expect(awaitsPayment(withPayment({ status: 'confirmed' }))).toBe(false);
    expect(awaitsPayment(withPayment({ status: 'expired' }))).toBe(false);
  });
});

describe('given the checkout reports back', () => {
  const open = { kind: 'checkout', booking: pending } as const;
  it('verifies a success, waits on a pending UPI request and goes back to Pay otherwise', () => {
    expect(afterCheckout(open, { type: 'success', orderId: 'o', paymentId: 'p', signature: 's' }).kind).toBe('verifying');
    expect(afterCheckout(open, { type: 'pending' }).kind).toBe('waiting');
    expect(afterCheckout(open, { type: 'failed', reason: 'Insufficient funds' })).toEqual({ kind: 'ready', booking: pending, failure: 'Insufficient funds' });
    expect(afterCheckout(open, { type: 'dismissed' })).toEqual({ kind: 'ready', booking: pending, failure: null });
  });
});
