import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paymentEntity, razorpayId } from '../payments/sandbox/books.ts';
import {
  checkoutSignature,
  EVENT_ID_HEADER,
  SIGNATURE_HEADER,
  webhookBody,
  webhookSignature,
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayRefund,
  type RazorpayWebhook,
} from '../payments/razorpay-wire.ts';

/**
 * A local stand-in for api.razorpay.com: Razorpay cannot be reached from here, so the adapter is
 * tested against this server, which speaks Razorpay's documented wire format (Basic auth, the
 * order, payment, refund and collection entities, `{ error: { code, description } }` on a 4xx,
 * X-Refund-Idempotency). It holds its books in memory and lets a test play the payer
 * (`payOrder`), sign webhooks as Razorpay would, and make the next answers fail or hang.
 */
export async function startRazorpayStandIn(secrets: { keyId: string; keySecret: string; webhookSecret: string }) {
  const orders = new Map<string, RazorpayOrder>();
  const payments = new Map<string, RazorpayPayment>();
  const refunds = new Map<string, RazorpayRefund>();
  const idempotent = new Map<string, string>();
  const requests: Array<{ method: string; path: string; headers: IncomingHttpHeaders; body: unknown }> = [];
  const trouble: Array<number | 'hang'> = [];
  const now = () => Math.floor(Date.now() / 1000);
  const expectedAuth = `Basic ${Buffer.from(`${secrets.keyId}:${secrets.keySecret}`).toString('base64')}`;

  const error = (status: number, description: string, field?: string) => ({
    status,
    body: { error: { code: status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR', description, source: 'business', step: 'payment_initiation', reason: 'input_validation_failed', metadata: {}, field } },
  });
  const NOT_FOUND = () => error(400, 'The id provided does not exist', 'id');

  function answer(method: string, path: string, body: Record<string, unknown>, headers: IncomingHttpHeaders): { status: number; body: unknown } {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/orders') {
      const amount = body.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) return error(400, 'The amount must be atleast INR 1.00', 'amount');
      if (typeof body.receipt === 'string' && body.receipt.length > 40) return error(400, 'receipt may not be greater than 40 characters.', 'receipt');
      const order: RazorpayOrder = {
        id: razorpayId('order'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency: String(body.currency ?? 'INR'),
        receipt: typeof body.receipt === 'string' ? body.receipt : null,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: (body.notes as Record<string, string>) ?? [],
        created_at: now(),
      };
      orders.set(order.id, order);
      return { status: 200, body: order };
    }
    if (method === 'GET' && (m = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path))) {
      if (!orders.has(m[1]!)) return NOT_FOUND();
      const items = [...payments.values()].filter((p) => p.order_id === m![1]);
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    }
    if (method === 'GET' && (m = /^\/v1\/payments\/([^/]+)$/.exec(path))) {
      const payment = payments.get(m[1]!);
      return payment ? { status: 200, body: payment } : NOT_FOUND();
    }
    if (method === 'POST' && (m = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path))) {
      const payment = payments.get(m[1]!);
      if (!payment) return NOT_FOUND();
      const key = headers['x-refund-idempotency'];
      if (typeof key === 'string' && idempotent.has(key)) return { status: 200, body: refunds.get(idempotent.get(key)!) };
      const amount = typeof body.amount === 'number' ? body.amount : payment.amount - payment.amount_refunded;
      if (payment.status !== 'captured') return error(400, 'The payment has not been captured', 'id');
      if (amount > payment.amount - payment.amount_refunded) return error(400, 'The refund amount provided is greater than amount captured', 'amount');
      payment.amount_refunded += amount;
      payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
      if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
      const refund: RazorpayRefund = {
        id: razorpayId('rfnd'),
        entity: 'refund',
        amount,
        currency: payment.currency,
        payment_id: payment.id,
        notes: [],
        receipt: typeof body.receipt === 'string' ? body.receipt : null,
        acquirer_data: { arn: null },
        created_at: now(),
        batch_id: null,
        status: 'pending',
        speed_processed: 'normal',
        speed_requested: 'normal',
      };
      refunds.set(refund.id, refund);
      if (typeof key === 'string') idempotent.set(key, refund.id);
      return { status: 200, body: refund };
    }
    if (method === 'GET' && (m = /^\/v1\/refunds\/([^/]+)$/.exec(path))) {
      const refund = refunds.get(m[1]!);
      return refund ? { status: 200, body: refund } : NOT_FOUND();
    }
    return error(400, 'The requested URL was not found on the server.');
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      requests.push({ method: req.method ?? '', path, headers: req.headers, body });
      const next = trouble.shift();
      if (next === 'hang') return; // never answers: the caller's timeout must end it
      const result =
        next !== undefined
          ? error(next, 'Something went wrong on our end')
          : req.headers.authorization !== expectedAuth
            ? error(401, 'Authentication failed')
            : answer(req.method ?? '', path, body, req.headers);
      res.writeHead(result.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    payments,
    /** The next answers, in order: an HTTP status to fail with, or 'hang' (no answer). */
    trouble,
    /** The payer completes Checkout on the order: a captured payment, and what Checkout's handler receives. */
    payOrder(orderId: string, method = 'upi') {
      const order = orders.get(orderId);
      if (!order) throw new Error(`the stand-in has no order ${orderId}`);
      // Built as the sandbox builds its payment entities: one shape of Razorpay's payment in the code base.
      const payment = paymentEntity({
        id: razorpayId('pay'),
        order_id: order.id,
        amount: order.amount,
        currency: order.currency,
        status: 'captured',
        method,
        amount_refunded: 0,
        error_code: null,
        error_description: null,
        webhook_url: '',
        created_at: new Date().toISOString(),
      });
      payments.set(payment.id, payment);
      Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0, attempts: order.attempts + 1 });
      return { payment, result: { razorpay_order_id: order.id, razorpay_payment_id: payment.id, razorpay_signature: checkoutSignature(secrets.keySecret, order.id, payment.id) } };
    },
    /** A webhook as Razorpay sends it, signed with `secret` (the webhook secret unless a test says otherwise). */
    webhook(event: string, entities: RazorpayWebhook['payload'], secret = secrets.webhookSecret) {
      const body = JSON.stringify(webhookBody('acc_StandIn0000001', event, entities, now()));
      return { body, headers: new Headers({ 'content-type': 'application/json', [SIGNATURE_HEADER]: webhookSignature(secret, body), [EVENT_ID_HEADER]: razorpayId('evt') }) };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
