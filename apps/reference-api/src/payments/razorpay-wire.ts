import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { WebhookRejected, type ProviderOrder, type ProviderPayment, type ProviderRefund, type WebhookEvent } from './provider.ts';

/**
 * Razorpay's wire format, as its documentation gives it: the order, payment and refund entities
 * (snake_case JSON, amounts in paise, times in Unix seconds), the webhook envelope and its headers,
 * and the two signatures. Both providers speak it, so one parser reads both providers' webhooks.
 */

export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string> | [];
  created_at: number;
}

export interface RazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: ProviderPayment['status'];
  order_id: string | null;
  invoice_id: string | null;
  international: boolean;
  method: string | null;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  description: string | null;
  card_id: string | null;
  bank: string | null;
  wallet: string | null;
  vpa: string | null;
  email: string | null;
  contact: string | null;
  notes: Record<string, string> | [];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
}

export interface RazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string> | [];
  receipt: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
  batch_id: string | null;
  status: ProviderRefund['status'];
  speed_processed: 'normal' | 'instant';
  speed_requested: 'normal' | 'optimum';
}

/** A webhook body: `payload` holds a snapshot of each entity named in `contains`. */
export interface RazorpayWebhook {
  entity: 'event';
  account_id: string;
  event: string;
  contains: string[];
  payload: {
    payment?: { entity: RazorpayPayment };
    refund?: { entity: RazorpayRefund };
    order?: { entity: RazorpayOrder };
  };
  created_at: number;
}

/** Hex HMAC-SHA256 of the raw request body with the webhook secret. */
export const SIGNATURE_HEADER = 'x-razorpay-signature';
/** The event's id: a redelivery of the same event carries the same id. */
export const EVENT_ID_HEADER = 'x-razorpay-event-id';

export const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text, 'utf8').digest('hex');

/** Compares two hex signatures in constant time; anything that is not 64 hex digits never matches. */
export function signaturesMatch(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(given) || !/^[0-9a-f]{64}$/.test(expected)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

/** What Checkout hands the browser as `razorpay_signature`: HMAC of `order_id|payment_id` with the key secret. */
export const checkoutSignature = (keySecret: string, orderId: string, paymentId: string) => hmacHex(keySecret, `${orderId}|${paymentId}`);

export function verifyCheckoutSignature(keySecret: string, result: { orderId: string; paymentId: string; signature: string }): boolean {
  return signaturesMatch(checkoutSignature(keySecret, result.orderId, result.paymentId), result.signature.toLowerCase());
}

export const webhookSignature = (webhookSecret: string, rawBody: string) => hmacHex(webhookSecret, rawBody);

export const toProviderOrder = (o: Pick<RazorpayOrder, 'id' | 'amount' | 'currency' | 'receipt' | 'status'>): ProviderOrder => ({
  id: o.id,
  amount: o.amount,
  currency: o.currency,
  receipt: o.receipt ?? '',
  status: o.status,
});

export const toProviderPayment = (
  p: Pick<RazorpayPayment, 'id' | 'order_id' | 'amount' | 'currency' | 'status' | 'method' | 'error_description' | 'amount_refunded'>,
): ProviderPayment => ({
  id: p.id,
  orderId: p.order_id ?? '',
  amount: p.amount,
  currency: p.currency,
  status: p.status,
  method: p.method ?? null,
  errorDescription: p.error_description ?? null,
  amountRefunded: p.amount_refunded ?? 0,
});

export const toProviderRefund = (r: Pick<RazorpayRefund, 'id' | 'payment_id' | 'amount' | 'currency' | 'status' | 'receipt'>): ProviderRefund => ({
  id: r.id,
  paymentId: r.payment_id,
  amount: r.amount,
  currency: r.currency,
  status: r.status,
  receipt: r.receipt ?? null,
});

const paise = z.number().int().nonnegative();
/** Only the fields we read are checked; Razorpay adds fields over time and a snapshot may carry more. */
export const PaymentEntitySchema = z.looseObject({
  id: z.string().min(1),
  entity: z.literal('payment'),
  amount: paise,
  currency: z.string().length(3),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  order_id: z.string().nullable(),
  method: z.string().nullable().optional().default(null),
  error_description: z.string().nullable().optional().default(null),
  amount_refunded: paise.optional().default(0),
});
export const RefundEntitySchema = z.looseObject({
  id: z.string().min(1),
  entity: z.literal('refund'),
  amount: paise,
  currency: z.string().length(3),
  payment_id: z.string().min(1),
  status: z.enum(['pending', 'processed', 'failed']),
  receipt: z.string().nullable().optional().default(null),
});
export const OrderEntitySchema = z.looseObject({
  id: z.string().min(1),
  entity: z.literal('order'),
  amount: paise,
  currency: z.string().length(3),
  receipt: z.string().nullable(),
  status: z.enum(['created', 'attempted', 'paid']),
});
const EnvelopeSchema = z.looseObject({
  entity: z.literal('event'),
  event: z.string().min(1),
  contains: z.array(z.string()),
  payload: z.record(z.string(), z.unknown()),
  created_at: z.number(),
});

const PAYMENT_EVENTS = ['payment.authorized', 'payment.captured', 'payment.failed', 'order.paid'] as const;
const REFUND_EVENTS = ['refund.created', 'refund.processed', 'refund.failed'] as const;
/** Every webhook event this API reads (a Razorpay webhook may be subscribed to any of them). */
export const WEBHOOK_EVENTS: readonly string[] = [...PAYMENT_EVENTS, ...REFUND_EVENTS];
/**
 * The events a webhook needs to be subscribed to: each moves a payment or a refund. `order.paid`
 * repeats `payment.captured` for an order's one payment and `refund.created` only says a refund
 * this API asked for is pending, so neither changes anything here.
 */
export const SUBSCRIBED_EVENTS: readonly string[] = ['payment.authorized', 'payment.captured', 'payment.failed', 'refund.processed', 'refund.failed'];
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

function entityOf<T extends z.ZodType>(payload: Record<string, unknown>, name: string, schema: T, event: string): z.infer<T> {
  const wrapper = payload[name] as { entity?: unknown } | undefined;
  const parsed = schema.safeParse(wrapper?.entity);
  if (!parsed.success) throw new WebhookRejected(`${event} carries no valid payload.${name}.entity`);
  return parsed.data;
}

/**
 * Verifies `X-Razorpay-Signature` over the raw body (before anything reads it as JSON), then parses
 * it. Throws WebhookRejected for a missing or wrong signature, a missing event id or a body that is
 * not a Razorpay event.
 */
export function parseRazorpayWebhook(rawBody: string, headers: Headers, webhookSecret: string): WebhookEvent {
  const signature = headers.get(SIGNATURE_HEADER)?.trim().toLowerCase() ?? '';
  if (!signaturesMatch(webhookSignature(webhookSecret, rawBody), signature)) throw new WebhookRejected('the webhook signature does not match');
  const eventId = headers.get(EVENT_ID_HEADER)?.trim() ?? '';
  if (!eventId || eventId.length > 128) throw new WebhookRejected(`the webhook has no ${EVENT_ID_HEADER}`);
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new WebhookRejected('the webhook body is not JSON');
  }
  const envelope = EnvelopeSchema.safeParse(json);
  if (!envelope.success) throw new WebhookRejected('the webhook body is not a Razorpay event');
  const { event, payload } = envelope.data;
  if (isOneOf(PAYMENT_EVENTS, event)) {
    return { kind: 'payment', eventId, event, payment: toProviderPayment(entityOf(payload, 'payment', PaymentEntitySchema, event)) };
  }
  if (isOneOf(REFUND_EVENTS, event)) {
    return { kind: 'refund', eventId, event, refund: toProviderRefund(entityOf(payload, 'refund', RefundEntitySchema, event)) };
  }
  return { kind: 'ignored', eventId, event };
}

/** A webhook body for `event` carrying these entities, as Razorpay builds it. */
export function webhookBody(accountId: string, event: string, entities: RazorpayWebhook['payload'], createdAt: number): RazorpayWebhook {
  return { entity: 'event', account_id: accountId, event, contains: Object.keys(entities), payload: entities, created_at: createdAt };
}
