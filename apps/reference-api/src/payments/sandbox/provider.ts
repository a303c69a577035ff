import { batcher } from '../../db/batcher.ts';
import type { Queryable } from '../../db/database.ts';
import type { SandboxConfig } from '../config.ts';
import { ProviderRefused, type PaymentProvider } from '../provider.ts';
import {
  checkoutSignature,
  parseRazorpayWebhook,
  toProviderOrder,
  toProviderPayment,
  toProviderRefund,
  verifyCheckoutSignature,
  webhookBody,
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayWebhook,
} from '../razorpay-wire.ts';
import * as books from './books.ts';
import type { SandboxCheckoutMessage, SandboxMethod, SandboxOutcome } from './checkout-result.ts';
import { createDispatcher, deliverNow, type Deliver, type DeliveryPlan, type OutgoingWebhook } from './deliveries.ts';
import { seenOrders } from './seen-orders.ts';

/** Where the sandbox delivers its webhooks on the API (the same parser as Razorpay's reads them). */
export const SANDBOX_WEBHOOK_PATH = '/v1/payments/sandbox/webhooks';
export const sandboxCheckoutPath = (orderId: string) => `/v1/sandbox/checkout/${encodeURIComponent(orderId)}`;

const ACCOUNT_ID = 'acc_TicketkitSandbx';
const NOT_FOUND = 'The id provided does not exist';

export interface SandboxOptions {
  db: Queryable;
  /** Its secrets and timings, from readConfig (`config.payments` when it is the sandbox). */
  config: SandboxConfig;
  /** The API's public origin; else webhooks go to the origin the payer's checkout was served from. */
  publicUrl?: string | undefined;
  /** Sends one signed webhook (httpDeliver: a real HTTP POST). */
  deliver: Deliver;
  /** Test seam: late, duplicated, out-of-order and held deliveries (see DeliveryPlan). */
  deliveryPlan?: DeliveryPlan;
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  findOrder(orderId: string): Promise<RazorpayOrder | null>;
  /**
   * What the payer did on the checkout page for this order: records it in the sandbox's books,
   * sends the webhooks Razorpay would, and answers what the page posts to its parent. `origin`:
   * where the page was served from, used for webhooks when there is no publicUrl.
   */
  pay(orderId: string, choice: { method: SandboxMethod; outcome: SandboxOutcome; origin: string }): Promise<SandboxCheckoutMessage>;
  /** Sends held webhook deliveries (all, or one event's, or one order's); answers how many. */
  releaseHeld(filter?: { event?: string; orderId?: string }): Promise<number>;
  /** Picks up what a previous process left: due deliveries, pending captures and refunds. */
  start(): Promise<void>;
  /** Resolves when no delivery, capture or refund is in flight or waiting (retries of failed deliveries apart: they may wait an hour). */
  idle(): Promise<void>;
  close(): void;
}

/** A payment attempt the payer made, before it is written. */
interface Attempt {
  orderId: string;
  method: SandboxMethod;
  status: books.NewPayment['status'];
  error: { code: string; description: string } | null;
  webhookUrl: string;
  captureInMs: number | null;
}
/** What became of it: recorded, or not, as its order is paid or unknown. */
type Attempted = { order: RazorpayOrder; payment: RazorpayPayment } | 'paid' | 'unknown';

const FAILURES: Record<SandboxMethod, string> = {
  upi: 'The UPI payment was declined by the payer\'s bank (sandbox, test mode).',
  card: 'The card was declined by the issuing bank (sandbox, test mode).',
};

export function createSandboxProvider(options: SandboxOptions): SandboxProvider {
  const { db, config, publicUrl, deliver } = options;
  const dispatcher = createDispatcher({ db, webhookSecret: config.webhookSecret, deliver, plan: options.deliveryPlan ?? deliverNow, retryMs: config.webhookRetryMs });

  const newOrders = batcher((list: books.NewOrder[]) => books.insertOrders(db, list), books.BOOK_ROUNDS);
  const seen = seenOrders(db);

  const subscribed = new Set(config.webhookEvents);
  /** The webhooks of these events its webhook is subscribed to (as Razorpay sends only those), with their bodies. */
  const webhooks = (url: string, ids: { orderId: string; paymentId: string; refundId?: string }, events: Array<[string, RazorpayWebhook['payload']]>): OutgoingWebhook[] =>
    events.filter(([event]) => subscribed.has(event)).map(([event, entities]) => ({
      event,
      eventId: books.razorpayId('evt'),
      orderId: ids.orderId,
      paymentId: ids.paymentId,
      refundId: ids.refundId ?? null,
      url,
      body: JSON.stringify(webhookBody(ACCOUNT_ID, event, entities, Math.floor(Date.now() / 1000))),
    }));
  /** Owes these webhooks after the change they report was recorded (a statement of their own), and sends them. */
  const send = (...args: Parameters<typeof webhooks>) => dispatcher.send(webhooks(...args));

  /** Its payments' times never repeat nor go back: an order's payments list in the order they were made (to the millisecond, as stored). */
  let lastPaymentMs = 0;
  const paymentTime = () => new Date((lastPaymentMs = Math.max(Date.now(), lastPaymentMs + 1))).toISOString();

  /** A payment attempt on `order` as seen, with the order it leaves and the webhooks it owes, written before it is recorded. */
  function attemptOn(order: RazorpayOrder, a: Attempt) {
    const createdAt = paymentTime();
    const payment = books.paymentEntity({
      id: books.razorpayId('pay'),
      order_id: order.id,
      amount: order.amount,
      currency: order.currency,
      status: a.status,
      method: a.method,
      amount_refunded: 0,
      error_code: a.error?.code ?? null,
      error_description: a.error?.description ?? null,
      webhook_url: a.webhookUrl,
      created_at: createdAt,
    });
    const captured = a.status === 'captured';
    const amountPaid = order.amount_paid + (captured ? order.amount : 0);
    const after: RazorpayOrder = { ...order, status: captured ? 'paid' : 'attempted', attempts: order.attempts + 1, amount_paid: amountPaid, amount_due: order.amount - amountPaid };
    const events: Array<[string, RazorpayWebhook['payload']]> = captured
      ? [['payment.captured', { payment: { entity: payment } }], ['order.paid', { payment: { entity: payment }, order: { entity: after } }]]
      : [[a.status === 'failed' ? 'payment.failed' : 'payment.authorized', { payment: { entity: payment } }]];
    const owed = dispatcher.owe(webhooks(a.webhookUrl, { orderId: order.id, paymentId: payment.id }, events));
    const row: books.NewPayment = { ...a, id: payment.id, createdAt, seenAttempts: order.attempts, owed: owed.rows };
    return { row, order: after, payment, start: owed.start };
  }

  /**
   * Records payment attempts with the webhooks they owe, one statement per turn: attempts on
   * different orders go in one; a second attempt on one order, in the next (written from the order
   * the first left); an attempt on an order that changed since it was seen, again from the order as it is.
   */
  const newPayments = batcher(async (list: Attempt[]): Promise<Attempted[]> => {
    const answers: Attempted[] = [];
    const orders = await seen.find(list.map((a) => a.orderId));
    let rest = list.map((request, at) => ({ request, at }));
    while (rest.length > 0) {
      const taken = new Set<string>();
      const now: Array<(typeof rest)[number] & { attempt: ReturnType<typeof attemptOn> }> = [];
      const next: typeof rest = [];
      for (const r of rest) {
        const order = orders.get(r.request.orderId);
        if (!order) answers[r.at] = 'unknown';
        else if (order.status === 'paid') answers[r.at] = 'paid';
        else if (taken.has(order.id)) next.push(r);
        else {
          taken.add(order.id);
          now.push({ ...r, attempt: attemptOn(order, r.request) });
        }
      }
      if (now.length === 0) break;
      const made = await books.insertPayments(db, now.map(({ attempt }) => attempt.row));
      now.forEach(({ request, at, attempt }, k) => {
        const outcome = made[k]!;
        const order = 'deliveryIds' in outcome ? attempt.order : outcome.order;
        if (order) {
          orders.set(order.id, order);
          seen.remember(order);
        } else {
          orders.delete(request.orderId);
          seen.forget(request.orderId);
        }
        if ('deliveryIds' in outcome) {
          attempt.start(outcome.deliveryIds);
          answers[at] = { order: attempt.order, payment: attempt.payment };
        } else next.push({ request, at });
      });
      rest = next.sort((x, y) => x.at - y.at);
    }
    return answers;
  }, books.BOOK_ROUNDS);

  async function capture(paymentId: string): Promise<void> {
    const captured = await books.capturePayment(db, paymentId);
    if (!captured) return;
    const { order, payment, webhookUrl } = captured;
    await send(webhookUrl, { orderId: order.id, paymentId }, [
      ['payment.captured', { payment: { entity: payment } }],
      ['order.paid', { payment: { entity: payment }, order: { entity: order } }],
    ]);
  }

  async function processRefund(refundId: string): Promise<void> {
    const processed = await books.processRefund(db, refundId);
    if (!processed) return;
    const { refund, payment, webhookUrl } = processed;
    await send(webhookUrl, { orderId: payment.order_id ?? '', paymentId: payment.id, refundId }, [['refund.processed', { refund: { entity: refund }, payment: { entity: payment } }]]);
  }

  async function existingPayment(paymentId: string) {
    const payment = await books.findPayment(db, paymentId);
    if (!payment) throw new ProviderRefused('BAD_REQUEST_ERROR', NOT_FOUND);
    return payment;
  }

  async function refund(paymentId: string, amount: number, receipt: string) {
    const again = await books.findRefundByReceipt(db, paymentId, receipt);
    if (again) return toProviderRefund(again);
    const payment = await existingPayment(paymentId);
    if (!Number.isInteger(amount) || amount < 100) throw new ProviderRefused('BAD_REQUEST_ERROR', 'The refund amount must be at least INR 1.00');
    let created;
    try {
      created = await books.insertRefund(db, { paymentId, amount, receipt, processInMs: config.refundProcessMs });
    } catch (error) {
      // The same receipt refunded by a concurrent call: that call's refund is this one.
      const raced = (error as { code?: string }).code === '23505' ? await books.findRefundByReceipt(db, paymentId, receipt) : null;
      if (raced) return toProviderRefund(raced);
      throw error;
    }
    if (!created) {
      throw new ProviderRefused(
        'BAD_REQUEST_ERROR',
        payment.captured ? 'The refund amount provided is greater than amount captured' : 'The payment has not been captured, so it cannot be refunded',
      );
    }
    await send(payment.webhookUrl, { orderId: payment.order_id ?? '', paymentId, refundId: created.refund.id }, [
      ['refund.created', { refund: { entity: created.refund }, payment: { entity: created.payment } }],
    ]);
    const refundId = created.refund.id;
    dispatcher.later(config.refundProcessMs, () => processRefund(refundId));
    return toProviderRefund(created.refund);
  }

  async function pay(orderId: string, choice: { method: SandboxMethod; outcome: SandboxOutcome; origin: string }): Promise<SandboxCheckoutMessage> {
    if (choice.outcome === 'abandon') {
      if (!(await books.findOrder(db, orderId))) throw new ProviderRefused('BAD_REQUEST_ERROR', NOT_FOUND);
      return { source: 'ticketkit-sandbox', type: 'dismissed' };
    }
    const status = choice.outcome === 'succeed' ? 'captured' : choice.outcome === 'fail' ? 'failed' : 'authorized';
    const error = status === 'failed' ? { code: 'BAD_REQUEST_ERROR', description: FAILURES[choice.method] } : null;
    const webhookUrl = `${publicUrl ?? choice.origin}${SANDBOX_WEBHOOK_PATH}`;
    const made = await newPayments({
      orderId,
      method: choice.method,
      status,
      error,
      webhookUrl,
      captureInMs: status === 'authorized' ? config.pendingCaptureMs : null,
    });
    if (made === 'unknown') throw new ProviderRefused('BAD_REQUEST_ERROR', NOT_FOUND);
    if (made === 'paid') {
      const description = 'This order is already paid.';
      return { source: 'ticketkit-sandbox', type: 'failed', error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', step: 'payment_initiation', reason: 'order_already_paid', metadata: { order_id: orderId, payment_id: '' } } };
    }
    const { payment } = made;
    if (status === 'captured') {
      return { source: 'ticketkit-sandbox', type: 'success', razorpay_order_id: orderId, razorpay_payment_id: payment.id, razorpay_signature: checkoutSignature(config.keySecret, orderId, payment.id) };
    }
    if (status === 'failed') {
      return {
        source: 'ticketkit-sandbox',
        type: 'failed',
        error: { code: error!.code, description: error!.description, source: 'customer', step: 'payment_authentication', reason: 'payment_failed', metadata: { order_id: orderId, payment_id: payment.id } },
      };
    }
    dispatcher.later(config.pendingCaptureMs, () => capture(payment.id));
    return { source: 'ticketkit-sandbox', type: 'pending', razorpay_order_id: orderId, razorpay_payment_id: payment.id };
  }

  return {
    name: 'sandbox',
    async createOrder({ amount, currency, receipt, notes = {} }) {
      if (!Number.isInteger(amount) || amount < 100) throw new ProviderRefused('BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00');
      if (currency !== 'INR') throw new ProviderRefused('BAD_REQUEST_ERROR', 'The sandbox takes INR only');
      const order = await newOrders({ amount, currency, receipt, notes });
      seen.remember(order);
      return toProviderOrder(order);
    },
    checkout: (orderId, origin) => ({ keyId: null, checkoutUrl: `${origin}${sandboxCheckoutPath(orderId)}` }),
    verifyCheckout: (result) => verifyCheckoutSignature(config.keySecret, result),
    parseWebhook: (rawBody, headers) => parseRazorpayWebhook(rawBody, headers, config.webhookSecret),
    fetchPayment: async (paymentId) => toProviderPayment(await existingPayment(paymentId)),
    async fetchOrderPayments(orderId) {
      if (!(await books.findOrder(db, orderId))) throw new ProviderRefused('BAD_REQUEST_ERROR', NOT_FOUND);
      return (await books.orderPayments(db, orderId)).map(toProviderPayment);
    },
    refund,
    async fetchRefund(refundId) {
      const found = await books.findRefund(db, refundId);
      if (!found) throw new ProviderRefused('BAD_REQUEST_ERROR', NOT_FOUND);
      return toProviderRefund(found);
    },
    findOrder: (orderId) => books.findOrder(db, orderId),
    pay,
    releaseHeld: (filter) => dispatcher.releaseHeld(filter),
    async start() {
      await dispatcher.resume();
      for (const { id, in_ms } of await books.paymentsToCapture(db)) dispatcher.later(in_ms, () => capture(id));
      for (const { id, in_ms } of await books.refundsToProcess(db)) dispatcher.later(in_ms, () => processRefund(id));
    },
    idle: () => dispatcher.idle(),
    close: () => dispatcher.close(),
  };
}
