import { z } from 'zod';
import type { RazorpayConfig } from '../config.ts';
import type { PaymentProvider } from '../provider.ts';
import {
  OrderEntitySchema,
  parseRazorpayWebhook,
  PaymentEntitySchema,
  RefundEntitySchema,
  toProviderOrder,
  toProviderPayment,
  toProviderRefund,
  verifyCheckoutSignature,
} from '../razorpay-wire.ts';
import { razorpayClient, refundIdempotencyKey } from './client.ts';

const PaymentCollectionSchema = z.looseObject({ entity: z.literal('collection'), count: z.number().int(), items: z.array(PaymentEntitySchema) });
const id = (value: string) => encodeURIComponent(value);

/**
 * Razorpay: orders through the Orders API, Standard Checkout in the browser (it opens the order
 * with the public key id), payments and refunds through its REST API, webhooks signed with the
 * webhook secret. Nothing here runs without RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and
 * RAZORPAY_WEBHOOK_SECRET (config.ts refuses to start).
 */
export function createRazorpayProvider(config: RazorpayConfig, fetchImpl?: typeof fetch): PaymentProvider {
  const call = razorpayClient(config, fetchImpl);
  return {
    name: 'razorpay',
    async createOrder({ amount, currency, receipt, notes = {} }) {
      return toProviderOrder(await call('POST', '/v1/orders', OrderEntitySchema, { body: { amount, currency, receipt, notes } }));
    },
    checkout: () => ({ keyId: config.keyId, checkoutUrl: null }),
    verifyCheckout: (result) => verifyCheckoutSignature(config.keySecret, result),
    parseWebhook: (rawBody, headers) => parseRazorpayWebhook(rawBody, headers, config.webhookSecret),
    fetchPayment: async (paymentId) => toProviderPayment(await call('GET', `/v1/payments/${id(paymentId)}`, PaymentEntitySchema)),
    async fetchOrderPayments(orderId) {
      return (await call('GET', `/v1/orders/${id(orderId)}/payments`, PaymentCollectionSchema)).items.map(toProviderPayment);
    },
    async refund(paymentId, amount, receipt) {
      const refund = await call('POST', `/v1/payments/${id(paymentId)}/refund`, RefundEntitySchema, {
        body: { amount, speed: 'normal', receipt },
        // A retried call (a timeout, a crash before we stored the answer) refunds once.
        headers: { 'x-refund-idempotency': refundIdempotencyKey(receipt) },
      });
      return toProviderRefund(refund);
    },
    fetchRefund: async (refundId) => toProviderRefund(await call('GET', `/v1/refunds/${id(refundId)}`, RefundEntitySchema)),
  };
}
