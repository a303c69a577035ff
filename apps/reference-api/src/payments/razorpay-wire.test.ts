import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WebhookRejected } from './provider.ts';
import { checkoutSignature, parseRazorpayWebhook, signaturesMatch, verifyCheckoutSignature, webhookSignature } from './razorpay-wire.ts';

const SECRET = 'EnLs21M47BllR3X8PSFtjtbd';
const independentHmac = (secret: string, text: string) => createHmac('sha256', Buffer.from(secret, 'utf8')).update(Buffer.from(text, 'utf8')).digest('hex');

/** A payment.captured body as Razorpay's documentation samples it (fields we do not read included). */
const payment = {
  id: 'pay_DESlfW9H8K9uqM',
  entity: 'payment',
  amount: 100,
  currency: 'INR',
  base_amount: 100,
  status: 'captured',
  order_id: 'order_DESlLckIVRkHWj',
  invoice_id: null,
  international: false,
  method: 'upi',
  amount_refunded: 0,
  refund_status: null,
  captured: true,
  description: null,
  card_id: null,
  bank: null,
  wallet: null,
  vpa: 'gaurav.kumar@exampleupi',
  email: 'gaurav.kumar@example.com',
  contact: '+919876543210',
  notes: [],
  fee: 2,
  tax: 0,
  error_code: null,
  error_description: null,
  acquirer_data: { rrn: '930716101389' },
  created_at: 1567674599,
};
const capturedBody = JSON.stringify({ entity: 'event', account_id: 'acc_BFQ7uQEaa7j2z7', event: 'payment.captured', contains: ['payment'], payload: { payment: { entity: payment } }, created_at: 1567674606 });

const signed = (body: string, secret = SECRET, eventId = 'KFtXGYMXUmN6Gu') =>
  new Headers({ 'Content-Type': 'application/json', 'X-Razorpay-Signature': independentHmac(secret, body), 'X-Razorpay-Event-Id': eventId });

describe('signatures', () => {
  it('checkout: hex HMAC-SHA256 of order_id|payment_id with the key secret, matching a vector computed here and one computed by openssl', () => {
    const sig = checkoutSignature(SECRET, 'order_IluGWxBm9U8zJ8', 'pay_IH4NVgf4Dreq1l');
    expect(sig).toBe(independentHmac(SECRET, 'order_IluGWxBm9U8zJ8|pay_IH4NVgf4Dreq1l'));
    // printf 'order_IluGWxBm9U8zJ8|pay_IH4NVgf4Dreq1l' | openssl dgst -sha256 -hmac EnLs21M47BllR3X8PSFtjtbd
    expect(sig).toBe('c7a6b6e37e5fb8b5387cd93cff2f9cedbf5cb78112fd50292c56b4cecb49b80d');
    expect(verifyCheckoutSignature(SECRET, { orderId: 'order_IluGWxBm9U8zJ8', paymentId: 'pay_IH4NVgf4Dreq1l', signature: sig })).toBe(true);
    expect(verifyCheckoutSignature(SECRET, { orderId: 'order_IluGWxBm9U8zJ8', paymentId: 'pay_IH4NVgf4Dreq1l', signature: sig.toUpperCase() })).toBe(true);
  });

  it('checkout: refuses the signature of another order or payment, another secret, and anything not 64 hex digits', () => {
    const sig = checkoutSignature(SECRET, 'order_A', 'pay_B');
    expect(verifyCheckoutSignature(SECRET, { orderId: 'order_X', paymentId: 'pay_B', signature: sig })).toBe(false);
    expect(verifyCheckoutSignature(SECRET, { orderId: 'order_A', paymentId: 'pay_X', signature: sig })).toBe(false);
    // The separator is part of what is signed: order_A|pay_B is not order_A|pa|y_B.
    expect(verifyCheckoutSignature(SECRET, { orderId: 'order_A|pa', paymentId: 'y_B', signature: sig })).toBe(false);
    expect(verifyCheckoutSignature('another', { orderId: 'order_A', paymentId: 'pay_B', signature: sig })).toBe(false);
    for (const bad of ['', sig.slice(0, 63), `${sig}0`, `${sig.slice(0, 63)}g`, Buffer.from(sig, 'hex').toString('base64')]) {
      expect(verifyCheckoutSignature(SECRET, { orderId: 'order_A', paymentId: 'pay_B', signature: bad }), bad).toBe(false);
    }
  });

  it('webhook: hex HMAC-SHA256 of the raw body with the webhook secret', () => {
    expect(webhookSignature(SECRET, capturedBody)).toBe(independentHmac(SECRET, capturedBody));
    expect(signaturesMatch(independentHmac(SECRET, 'a'), independentHmac(SECRET, 'b'))).toBe(false);
  });
});

describe('parseRazorpayWebhook', () => {
  it('maps a payment.captured body, as documented, to the provider payment', () => {
    expect(parseRazorpayWebhook(capturedBody, signed(capturedBody), SECRET)).toEqual({
      kind: 'payment',
      eventId: 'KFtXGYMXUmN6Gu',
      event: 'payment.captured',
      payment: { id: 'pay_DESlfW9H8K9uqM', orderId: 'order_DESlLckIVRkHWj', amount: 100, currency: 'INR', status: 'captured', method: 'upi', errorDescription: null, amountRefunded: 0 },
    });
  });

  it('reads order.paid through its payment entity, payment.failed with its reason, and refunds through theirs', () => {
    const order = { id: 'order_DESlLckIVRkHWj', entity: 'order', amount: 100, amount_paid: 100, amount_due: 0, currency: 'INR', receipt: 'bk_1', offer_id: null, status: 'paid', attempts: 1, notes: [], created_at: 1567674581 };
    const paid = JSON.stringify({ entity: 'event', account_id: 'acc_1', event: 'order.paid', contains: ['payment', 'order'], payload: { payment: { entity: payment }, order: { entity: order } }, created_at: 1 });
    expect(parseRazorpayWebhook(paid, signed(paid), SECRET)).toMatchObject({ kind: 'payment', event: 'order.paid', payment: { id: payment.id, status: 'captured' } });

    const failedPayment = { ...payment, status: 'failed', captured: false, error_code: 'BAD_REQUEST_ERROR', error_description: 'Payment failed' };
    const failed = JSON.stringify({ entity: 'event', account_id: 'acc_1', event: 'payment.failed', contains: ['payment'], payload: { payment: { entity: failedPayment } }, created_at: 1 });
    expect(parseRazorpayWebhook(failed, signed(failed), SECRET)).toMatchObject({ kind: 'payment', event: 'payment.failed', payment: { status: 'failed', errorDescription: 'Payment failed' } });

    const refund = { id: 'rfnd_FP8QHiV938haTz', entity: 'refund', amount: 50, currency: 'INR', payment_id: payment.id, notes: [], receipt: 'rf_ours', acquirer_data: { arn: null }, created_at: 1, batch_id: null, status: 'processed', speed_processed: 'normal', speed_requested: 'normal' };
    const processed = JSON.stringify({ entity: 'event', account_id: 'acc_1', event: 'refund.processed', contains: ['refund', 'payment'], payload: { refund: { entity: refund }, payment: { entity: payment } }, created_at: 1 });
    expect(parseRazorpayWebhook(processed, signed(processed, SECRET, 'evt_r'), SECRET)).toEqual({
      kind: 'refund',
      eventId: 'evt_r',
      event: 'refund.processed',
      refund: { id: 'rfnd_FP8QHiV938haTz', paymentId: payment.id, amount: 50, currency: 'INR', status: 'processed', receipt: 'rf_ours' },
    });
  });

  it('answers a signed event it does not act on as ignored', () => {
    const body = JSON.stringify({ entity: 'event', account_id: 'acc_1', event: 'payment.dispute.created', contains: ['dispute'], payload: { dispute: { entity: {} } }, created_at: 1 });
    expect(parseRazorpayWebhook(body, signed(body), SECRET)).toEqual({ kind: 'ignored', eventId: 'KFtXGYMXUmN6Gu', event: 'payment.dispute.created' });
  });

  it('rejects a wrong secret, a missing or malformed signature, and a body changed after signing', () => {
    const reject = (body: string, headers: Headers) => expect(() => parseRazorpayWebhook(body, headers, SECRET)).toThrow(WebhookRejected);
    reject(capturedBody, signed(capturedBody, 'not-the-secret'));
    reject(capturedBody, new Headers({ 'X-Razorpay-Event-Id': 'e1' }));
    reject(capturedBody, new Headers({ 'X-Razorpay-Signature': 'abc', 'X-Razorpay-Event-Id': 'e1' }));
    reject(capturedBody.replace('"amount":100', '"amount":1'), signed(capturedBody));
    reject(`${capturedBody} `, signed(capturedBody));
  });

  it('rejects a correctly signed body without an event id, that is not JSON, not an event, or lacks the entity its event needs', () => {
    const reject = (body: string, headers = signed(body)) => expect(() => parseRazorpayWebhook(body, headers, SECRET)).toThrow(WebhookRejected);
    reject(capturedBody, new Headers({ 'X-Razorpay-Signature': independentHmac(SECRET, capturedBody) }));
    reject('not json');
    reject(JSON.stringify({ event: 'payment.captured' }));
    reject(JSON.stringify({ entity: 'event', account_id: 'a', event: 'payment.captured', contains: [], payload: {}, created_at: 1 }));
    reject(JSON.stringify({ entity: 'event', account_id: 'a', event: 'payment.captured', contains: ['payment'], payload: { payment: { entity: { ...payment, amount: -1 } } }, created_at: 1 }));
    reject(JSON.stringify({ entity: 'event', account_id: 'a', event: 'refund.processed', contains: ['payment'], payload: { payment: { entity: payment } }, created_at: 1 }));
  });
});
