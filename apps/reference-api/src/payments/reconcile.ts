import type { BookingCalls } from '../db/booking-calls.ts';
import type { Queryable } from '../db/database.ts';
import { applyPayment } from './apply.ts';
import type { PaymentProvider, ProviderPayment } from './provider.ts';
import { applyRefund, sendRefunds } from './refunds.ts';

/** One disagreement between our books and the provider's, in a plain line, and how to mend it if it can be. */
export interface Difference {
  bookingId: string;
  line: string;
  /** Applies what is missing through the functions webhooks use; absent when it needs a person. */
  repair?: () => Promise<unknown>;
}

interface OrderRow {
  order_id: string;
  booking_id: string;
  status: string;
  amount: number;
  captured_payment_id: string | null;
  ledger: Array<{ kind: 'capture' | 'refund'; amount: number; reference: string }>;
  refunds: Array<{ id: string; payment_id: string; amount: number; status: string; provider_refund_id: string | null }>;
}

const UNPAID = ['payment-pending', 'payment-failed', 'expired'];
const rupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

/**
 * Compares, for every booking with an order at `provider`, the booking's status, the money ledger,
 * our refunds and the provider's payments and refunds (fetchOrderPayments, fetchRefund). Answers
 * every difference; none when the books agree.
 */
export async function reconcile(deps: { db: Queryable; calls: BookingCalls; provider: PaymentProvider }): Promise<Difference[]> {
  const { db, provider } = deps;
  const { rows } = await db.query<{ r: string }>(
    `select json_build_object(
       'order_id', o.id, 'booking_id', b.id, 'status', b.status, 'amount', o.amount, 'captured_payment_id', o.captured_payment_id,
       'ledger', coalesce((select json_agg(json_build_object('kind', l.kind, 'amount', l.amount, 'reference', l.reference) order by l.seq)
                           from money_ledger l where l.booking_id = b.id), '[]'),
       'refunds', coalesce((select json_agg(json_build_object('id', r.id, 'payment_id', r.payment_id, 'amount', r.amount, 'status', r.status,
                                                          'provider_refund_id', r.provider_refund_id) order by r.id)
                            from refunds r where r.booking_id = b.id), '[]'))::text as r
     from payment_orders o join bookings b on b.id = o.booking_id
     where o.provider = $1 order by o.created_at, o.id`,
    [provider.name],
  );
  const differences: Difference[] = [];
  for (const { r } of rows) differences.push(...(await compareOrder(deps, JSON.parse(r) as OrderRow)));
  return differences;
}

async function compareOrder(deps: { db: Queryable; calls: BookingCalls; provider: PaymentProvider }, o: OrderRow): Promise<Difference[]> {
  const { db, provider } = deps;
  const out: Difference[] = [];
  const say = (line: string, repair?: () => Promise<unknown>) => out.push({ bookingId: o.booking_id, line: `booking ${o.booking_id} (order ${o.order_id}): ${line}`, repair });
  const payments = await provider.fetchOrderPayments(o.order_id);
  const captured = payments.filter((p) => p.status === 'captured' || p.status === 'refunded');
  const captures = new Map(o.ledger.filter((l) => l.kind === 'capture').map((l) => [l.reference, Number(l.amount)]));
  const applyCapture = (p: ProviderPayment) => () => applyPayment(deps, p, { eventId: null, event: 'restart-repair' });

  // Captures: the provider's and the ledger's, one for one.
  for (const p of captured) {
    // A payment already refunded at the provider is money in and out again: confirming a booking on it would sell seats for nothing.
    if (!captures.has(p.id) && p.status === 'refunded') say(`payment ${p.id} of ${rupees(p.amount)} was refunded by the provider and is not in the money ledger`);
    else if (!captures.has(p.id)) say(`payment ${p.id} of ${rupees(p.amount)} captured by the provider is not in the money ledger`, applyCapture(p));
    else if (captures.get(p.id) !== p.amount) say(`payment ${p.id}: the ledger has ${rupees(captures.get(p.id)!)}, the provider captured ${rupees(p.amount)}`);
  }
  for (const reference of captures.keys()) {
    if (!captured.some((p) => p.id === reference)) say(`the ledger has a capture ${reference} the provider does not report captured`);
  }
  // The booking's status against the money.
  // A capture after the booking expired is refunded automatically, the booking staying expired until the refund is processed.
  const refundedAutomatically = (paymentId: string) => o.refunds.some((r) => r.payment_id === paymentId && r.status !== 'failed');
  if (UNPAID.includes(o.status) && captured.some((p) => captures.has(p.id) && !refundedAutomatically(p.id))) say(`is ${o.status} though the ledger has its payment captured`);
  if (o.status === 'confirmed' && captured.length === 0) say('is confirmed but the provider reports no captured payment');

  // Refunds: ours against the provider's.
  const ledgerRefunds = new Set(o.ledger.filter((l) => l.kind === 'refund').map((l) => l.reference));
  for (const refund of o.refunds) {
    if (refund.provider_refund_id === null) {
      if (refund.status === 'pending') say(`refund ${refund.id} of ${rupees(refund.amount)} was never sent to the provider`, () => sendRefunds(db, provider, [refund.id]));
      continue;
    }
    const theirs = await provider.fetchRefund(refund.provider_refund_id);
    const repair = () => applyRefund(db, provider, theirs, { eventId: null, event: 'reconcile-repair' });
    if (theirs.amount !== Number(refund.amount)) say(`refund ${refund.id}: ${rupees(Number(refund.amount))} here, ${rupees(theirs.amount)} at the provider`);
    else if (theirs.status !== refund.status && !(theirs.status === 'pending' && refund.status === 'pending')) {
      say(`refund ${refund.id} is ${refund.status} here and ${theirs.status} at the provider`, repair);
    } else if (refund.status === 'processed' && !ledgerRefunds.has(refund.id)) {
      say(`refund ${refund.id} of ${rupees(Number(refund.amount))} is processed but not in the money ledger`, repair);
    }
  }
  // Money the provider sent back that we have no refund for.
  for (const p of captured) {
    const ours = o.refunds.filter((r) => r.payment_id === p.id && r.provider_refund_id !== null && r.status !== 'failed').reduce((s, r) => s + Number(r.amount), 0);
    if (p.amountRefunded > ours) say(`the provider refunded ${rupees(p.amountRefunded - ours)} of payment ${p.id} that no refund of ours accounts for`);
  }
  return out;
}

/**
 * Repairs what can be repaired through the functions the webhooks use, then checks again: answers
 * what is still different (a person's work).
 */
export async function repairDifferences(deps: { db: Queryable; calls: BookingCalls; provider: PaymentProvider }, differences: Difference[]): Promise<Difference[]> {
  for (const d of differences) if (d.repair) await d.repair();
  return reconcile(deps);
}
