import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import type { RazorpayOrder, RazorpayPayment, RazorpayRefund } from '../razorpay-wire.ts';

/**
 * The sandbox's books (migration 006): what Razorpay's servers would hold. Each change is one
 * conditional statement, so two requests racing on one order or payment change it once.
 */

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** An id shaped like Razorpay's: a prefix and 14 base-62 characters (`order_…`, `pay_…`, `rfnd_…`, `evt_…`). */
export const razorpayId = (prefix: string) => `${prefix}_${Array.from({ length: 14 }, () => BASE62[randomInt(62)]).join('')}`;

interface OrderRow {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
  status: RazorpayOrder['status'];
  attempts: number;
  amount_paid: number;
  created_at: string;
}
export interface PaymentRow {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: RazorpayPayment['status'];
  method: string;
  amount_refunded: number;
  error_code: string | null;
  error_description: string | null;
  webhook_url: string;
  created_at: string;
}
interface RefundRow {
  id: string;
  payment_id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  status: RazorpayRefund['status'];
  created_at: string;
}

const unix = (timestamp: string) => Math.floor(Date.parse(timestamp) / 1000);

export const orderEntity = (r: OrderRow): RazorpayOrder => ({
  id: r.id,
  entity: 'order',
  amount: r.amount,
  amount_paid: r.amount_paid,
  amount_due: r.amount - r.amount_paid,
  currency: r.currency,
  receipt: r.receipt,
  offer_id: null,
  status: r.status,
  attempts: r.attempts,
  notes: r.notes,
  created_at: unix(r.created_at),
});

export const paymentEntity = (r: PaymentRow): RazorpayPayment => ({
  id: r.id,
  entity: 'payment',
  amount: r.amount,
  currency: r.currency,
  status: r.status,
  order_id: r.order_id,
  invoice_id: null,
  international: false,
  method: r.method,
  amount_refunded: r.amount_refunded,
  refund_status: r.amount_refunded === 0 ? null : r.amount_refunded === r.amount ? 'full' : 'partial',
  captured: r.status === 'captured' || r.status === 'refunded',
  description: 'Ticketkit sandbox (test mode)',
  card_id: null,
  bank: null,
  wallet: null,
  vpa: r.method === 'upi' ? 'success@razorpay' : null,
  email: null,
  contact: null,
  notes: [],
  fee: null,
  tax: null,
  error_code: r.error_code,
  error_description: r.error_description,
  error_source: r.error_code ? 'customer' : null,
  error_step: r.error_code ? 'payment_authentication' : null,
  error_reason: r.error_code ? 'payment_failed' : null,
  created_at: unix(r.created_at),
});

export const refundEntity = (r: RefundRow): RazorpayRefund => ({
  id: r.id,
  entity: 'refund',
  amount: r.amount,
  currency: r.currency,
  payment_id: r.payment_id,
  notes: [],
  receipt: r.receipt,
  acquirer_data: { arn: null },
  created_at: unix(r.created_at),
  batch_id: null,
  status: r.status,
  speed_processed: 'normal',
  speed_requested: 'normal',
});

/** Timestamps as ISO text on both drivers (PGlite and `pg` would give Date objects). */
const ORDER_COLUMNS = `id, amount, currency, receipt, notes, status, attempts, amount_paid, to_json(created_at) #>> '{}' as created_at`;
const PAYMENT_COLUMNS = `id, order_id, amount, currency, status, method, amount_refunded, error_code, error_description, webhook_url, to_json(created_at) #>> '{}' as created_at`;
const REFUND_COLUMNS = `id, payment_id, amount, currency, receipt, status, to_json(created_at) #>> '{}' as created_at`;

/** Statements of many requests at once (the project's batcher): one at a time, each taking all that queued meanwhile. */
export const BOOK_ROUNDS = { maxBatch: 256, maxInFlight: 1 };

export interface NewOrder {
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
}

/** Records orders in one statement; answers each in the order asked. */
export async function insertOrders(db: Queryable, list: NewOrder[]): Promise<RazorpayOrder[]> {
  const ids = list.map(() => razorpayId('order'));
  const { rows } = await db.query<OrderRow>(
    `insert into sandbox_orders (id, amount, currency, receipt, notes)
     select * from unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::json[])
     returning ${ORDER_COLUMNS}`,
    [ids, list.map((o) => o.amount), list.map((o) => o.currency), list.map((o) => o.receipt), list.map((o) => JSON.stringify(o.notes))],
  );
  const byId = new Map(rows.map((r) => [r.id, orderEntity(r)]));
  return ids.map((id) => byId.get(id)!);
}

export async function findOrder(db: Queryable, id: string): Promise<RazorpayOrder | null> {
  const { rows } = await db.query<OrderRow>(`select ${ORDER_COLUMNS} from sandbox_orders where id = $1`, [id]);
  return rows[0] ? orderEntity(rows[0]) : null;
}

/** The orders of these ids that exist, in one statement. */
export async function findOrders(db: Queryable, ids: string[]): Promise<RazorpayOrder[]> {
  const { rows } = await db.query<OrderRow>(`select ${ORDER_COLUMNS} from sandbox_orders where id = any($1::text[])`, [ids]);
  return rows.map(orderEntity);
}

/** One copy of a webhook the sandbox owes, signed body and all (see deliveries.ts). */
export interface OwedWebhook {
  eventId: string;
  event: string;
  url: string;
  body: string;
  status: 'scheduled' | 'held';
  /** When a restarted sandbox may take it over: its planned delay and the sending process's lease. */
  dueMs: number;
}

/** Owed webhooks as tk_sandbox_owe_webhooks' arrays take them (text[] ×5, int[]), in this order. */
const owedColumns = (list: OwedWebhook[]) => [
  list.map((w) => w.eventId),
  list.map((w) => w.event),
  list.map((w) => w.url),
  list.map((w) => w.body),
  list.map((w) => w.status),
  list.map((w) => w.dueMs),
];

/** Records owed webhooks in one statement; answers their delivery ids in the order given. */
export async function oweWebhooks(db: Queryable, list: OwedWebhook[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number | string }>(
    'select id from tk_sandbox_owe_webhooks($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[]) as id',
    owedColumns(list),
  );
  return rows.map((row) => Number(row.id));
}

export interface NewPayment {
  /** Given by the caller with its timestamp, so that its webhooks are written before it is recorded. */
  id: string;
  createdAt: string;
  orderId: string;
  /** The order's attempts when its webhooks were written: the payment is recorded only if no other came since. */
  seenAttempts: number;
  method: string;
  status: 'authorized' | 'captured' | 'failed';
  error: { code: string; description: string } | null;
  webhookUrl: string;
  /** For an authorized payment: capture it after this many milliseconds. */
  captureInMs: number | null;
  /** Its webhooks' copies, recorded with it. */
  owed: OwedWebhook[];
}

/** Recorded, with its deliveries' ids; or not, and the order as it is now (null when there is none). */
export type MadePayment = { deliveryIds: number[] } | { order: RazorpayOrder | null };

/**
 * Records payment attempts and the webhooks each owes, in one statement; each is recorded only on
 * an order that is not paid and had no attempt since it was seen. Each order at most once: two
 * attempts on one order go in turn.
 */
export async function insertPayments(db: Queryable, list: NewPayment[]): Promise<MadePayment[]> {
  const owed = list.flatMap((p, at) => p.owed.map((w) => ({ ...w, at: at + 1 })));
  const { rows } = await db.query<{ made: string[]; deliveries: Array<number | string>; orders: OrderRow[] | null }>(
    `select made, deliveries, orders from tk_sandbox_payments($1::text[], $2::text[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::int[], $10::timestamptz[],
       $11::int[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[], $17::int[])`,
    [
      list.map((p) => p.id),
      list.map((p) => p.orderId),
      list.map((p) => p.seenAttempts),
      list.map((p) => p.status),
      list.map((p) => p.method),
      list.map((p) => p.error?.code ?? null),
      list.map((p) => p.error?.description ?? null),
      list.map((p) => p.webhookUrl),
      list.map((p) => p.captureInMs),
      list.map((p) => p.createdAt),
      owed.map((w) => w.at),
      ...owedColumns(owed),
    ],
  );
  const { made, deliveries, orders } = rows[0]!;
  const recorded = new Set(made);
  const now = new Map((orders ?? []).map((o) => [o.id, orderEntity(o)]));
  // The copies of the payments recorded took the delivery ids in turn; bigint: a number from PGlite, a string from `pg`.
  let next = 0;
  return list.map((p) =>
    recorded.has(p.id) ? { deliveryIds: p.owed.map(() => Number(deliveries[next++])) } : { order: now.get(p.orderId) ?? null },
  );
}

/** Captures an authorized payment (once); its order becomes paid. */
export async function capturePayment(db: Queryable, id: string): Promise<{ order: RazorpayOrder; payment: RazorpayPayment; webhookUrl: string } | null> {
  const { rows } = await db.query<{ o: OrderRow; p: PaymentRow }>(
    `with p as (
       update sandbox_payments set status = 'captured', capture_at = null where id = $1 and status = 'authorized'
       returning ${PAYMENT_COLUMNS}
     ), o as (
       update sandbox_orders o set status = 'paid', amount_paid = least(o.amount, o.amount_paid + p.amount) from p where o.id = p.order_id
       returning o.id, o.amount, o.currency, o.receipt, o.notes, o.status, o.attempts, o.amount_paid, to_json(o.created_at) #>> '{}' as created_at
     )
     select row_to_json(o) as o, row_to_json(p) as p from o, p`,
    [id],
  );
  const row = rows[0];
  return row ? { order: orderEntity(row.o), payment: paymentEntity(row.p), webhookUrl: row.p.webhook_url } : null;
}

const MS_UNTIL = (column: string) => `greatest(0, ceil(extract(epoch from ${column} - now()) * 1000))::int as in_ms`;

/** Authorized payments still to be captured, and in how long (a restart picks up what its timers would have done). */
export async function paymentsToCapture(db: Queryable): Promise<Array<{ id: string; in_ms: number }>> {
  return (await db.query<{ id: string; in_ms: number }>(`select id, ${MS_UNTIL('capture_at')} from sandbox_payments where status = 'authorized' and capture_at is not null`)).rows;
}

export async function findPayment(db: Queryable, id: string): Promise<(RazorpayPayment & { webhookUrl: string }) | null> {
  const { rows } = await db.query<PaymentRow>(`select ${PAYMENT_COLUMNS} from sandbox_payments where id = $1`, [id]);
  return rows[0] ? { ...paymentEntity(rows[0]), webhookUrl: rows[0].webhook_url } : null;
}

export async function orderPayments(db: Queryable, orderId: string): Promise<RazorpayPayment[]> {
  const { rows } = await db.query<PaymentRow>(`select ${PAYMENT_COLUMNS} from sandbox_payments where order_id = $1 order by created_at, id`, [orderId]);
  return rows.map(paymentEntity);
}

export async function findRefund(db: Queryable, id: string): Promise<RazorpayRefund | null> {
  const { rows } = await db.query<RefundRow>(`select ${REFUND_COLUMNS} from sandbox_refunds where id = $1`, [id]);
  return rows[0] ? refundEntity(rows[0]) : null;
}

export async function findRefundByReceipt(db: Queryable, paymentId: string, receipt: string): Promise<RazorpayRefund | null> {
  const { rows } = await db.query<RefundRow>(`select ${REFUND_COLUMNS} from sandbox_refunds where payment_id = $1 and receipt = $2`, [paymentId, receipt]);
  return rows[0] ? refundEntity(rows[0]) : null;
}

/**
 * Refunds part or all of a captured payment: its refunded amount grows at once (as Razorpay's does),
 * the refund is pending until processed. Null when the payment is not captured or has less left.
 */
export async function insertRefund(
  db: Queryable,
  r: { paymentId: string; amount: number; receipt: string; processInMs: number },
): Promise<{ refund: RazorpayRefund; payment: RazorpayPayment } | null> {
  const { rows } = await db.query<{ r: RefundRow; p: PaymentRow }>(
    `with p as (
       update sandbox_payments set amount_refunded = amount_refunded + $3,
         status = case when amount_refunded + $3 = amount then 'refunded' else status end
       where id = $2 and status in ('captured', 'refunded') and amount_refunded + $3 <= amount
       returning ${PAYMENT_COLUMNS}
     ), r as (
       insert into sandbox_refunds (id, payment_id, amount, currency, receipt, process_at)
       select $1, p.id, $3, p.currency, $4, now() + $5::int * interval '1 millisecond' from p
       returning ${REFUND_COLUMNS}
     )
     select row_to_json(r) as r, row_to_json(p) as p from r, p`,
    [razorpayId('rfnd'), r.paymentId, r.amount, r.receipt, r.processInMs],
  );
  const row = rows[0];
  return row ? { refund: refundEntity(row.r), payment: paymentEntity(row.p) } : null;
}

/** Processes a pending refund (once). */
export async function processRefund(db: Queryable, id: string): Promise<{ refund: RazorpayRefund; payment: RazorpayPayment; webhookUrl: string } | null> {
  const { rows } = await db.query<{ r: RefundRow; p: PaymentRow }>(
    `with r as (
       update sandbox_refunds set status = 'processed' where id = $1 and status = 'pending'
       returning ${REFUND_COLUMNS}
     )
     select row_to_json(r) as r, row_to_json(p) as p
     from r join (select ${PAYMENT_COLUMNS} from sandbox_payments) p on p.id = r.payment_id`,
    [id],
  );
  const row = rows[0];
  return row ? { refund: refundEntity(row.r), payment: paymentEntity(row.p), webhookUrl: row.p.webhook_url } : null;
}

/** Pending refunds, and in how long each is processed. */
export async function refundsToProcess(db: Queryable): Promise<Array<{ id: string; in_ms: number }>> {
  return (await db.query<{ id: string; in_ms: number }>(`select id, ${MS_UNTIL('process_at')} from sandbox_refunds where status = 'pending'`)).rows;
}
