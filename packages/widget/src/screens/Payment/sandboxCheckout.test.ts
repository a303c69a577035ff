import { describe, expect, it } from 'vitest';
import { sandboxOutcome } from './sandboxCheckout.ts';

describe('given a message from the sandbox checkout page', () => {
  it('reads each outcome of the agreed shape', () => {
    expect(sandboxOutcome({ source: 'ticketkit-sandbox', type: 'success', razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'ab' })).toEqual({ type: 'success', orderId: 'order_1', paymentId: 'pay_1', signature: 'ab' });
    expect(sandboxOutcome({ source: 'ticketkit-sandbox', type: 'failed', error: { description: 'Card declined' } })).toEqual({ type: 'failed', reason: 'Card declined' });
    expect(sandboxOutcome({ source: 'ticketkit-sandbox', type: 'failed', error: {} })).toEqual({ type: 'failed', reason: null });
    expect(sandboxOutcome({ source: 'ticketkit-sandbox', type: 'dismissed' })).toEqual({ type: 'dismissed' });
    expect(sandboxOutcome({ source: 'ticketkit-sandbox', type: 'pending' })).toEqual({ type: 'pending' });
  });

  it('ignores anything else a page may post (other sources, unknown types, a success without its fields)', () => {
    expect(sandboxOutcome({ source: 'other', type: 'success' })).toBeNull();
    expect(sandboxOutcome('ticketkit-sandbox')).toBeNull();
    expect(sandboxOutcome(null)).toBeNull();
    expect(sandboxOutcome({ source: 'ticketkit-sandbox', type: 'refund' })).toBeNull();
    expect(sandboxOutcome({ source: 'ticketkit-sandbox', type: 'success', razorpay_order_id: 'order_1' })).toBeNull();
  });
});
