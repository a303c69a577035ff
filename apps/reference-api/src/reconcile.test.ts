import type { Booking } from '@ticketkit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCalls } from './db/booking-calls.ts';
import { reconcile, repairDifferences } from './payments/reconcile.ts';
import { deliverNow, type DeliveryPlan } from './payments/sandbox/deliveries.ts';
import type { RunningApi } from './server.ts';
import { client, insertFixture, type Client } from './testing/api.ts';
import { signUp, type TestUser } from './testing/emulator.ts';
import { holdAndBook, payOnSandbox, sandboxOf, startPlannedApi } from './testing/payments.ts';

// Reconciliation: bookings, the money ledger and the sandbox's books compared, every difference
// listed, and the missing captures and refunds applied through the functions webhooks use. The
// sandbox holds back the webhooks a test asks it to (as if the API had never heard of them).

const env = { SANDBOX_REFUND_PROCESS_MS: '20' };
let setPlan: (plan: DeliveryPlan) => void;
let api: RunningApi;
let http: Client;
let user: TestUser;
beforeAll(async () => {
  ({ api, setPlan } = await startPlannedApi(env));
  http = client(api);
  user = await signUp();
});
afterAll(() => api?.close());

const deps = () => ({ db: api.db, calls: bookingCalls(api.db), provider: sandboxOf(api) });

async function booked(): Promise<Booking> {
  const f = await insertFixture(api.db, { capacity: 10, price: 100_000, startsInHours: 72 });
  return (await holdAndBook(http, user, f, 1)).booking.body as Booking;
}
async function withPlan<T>(p: DeliveryPlan, fn: () => Promise<T>): Promise<T> {
  setPlan(p);
  try {
    return await fn();
  } finally {
    await sandboxOf(api).idle();
    setPlan(deliverNow);
  }
}
const cancel = (b: Booking) =>
  http('POST', `/bookings/${b.id}/cancel`, { token: user.idToken, body: { expectedRefund: b.amounts.subtotal.amount }, headers: { 'Idempotency-Key': `rc-${b.id}` } });
async function pay(b: Booking) {
  await payOnSandbox(api, b.payment!.orderId);
  await sandboxOf(api).idle();
}
const view = async (b: Booking) => (await http('GET', `/bookings/${b.id}`, { token: user.idToken })).body as Booking;

describe('reconciliation', () => {
  it('reports nothing when bookings, ledger and provider agree (paid, cancelled and refunded, unpaid)', async () => {
    const paid = await booked();
    await pay(paid);
    const refunded = await booked();
    await pay(refunded);
    expect((await cancel(refunded)).status).toBe(200);
    await sandboxOf(api).idle();
    await booked();
    expect((await view(refunded)).status).toBe('partially-refunded');
    expect(await reconcile(deps())).toEqual([]);
  });

  it('lists a capture the API never heard of, a missing ledger row and a refund processed but not recorded, then repairs each', async () => {
    // 1. The capture's webhooks held back by the sandbox.
    const unheard = await booked();
    await withPlan((w) => (w.event === 'payment.captured' || w.event === 'order.paid' ? [{ hold: true }] : [{}]), () => pay(unheard));
    expect((await view(unheard)).status).toBe('payment-pending');
    // 2. A capture's ledger row lost.
    const lost = await booked();
    await pay(lost);
    // The ledger refuses it: losing a row takes going around its trigger.
    await expect(api.db.query(`delete from money_ledger where booking_id = $1`, [lost.id])).rejects.toThrow(/append-only/);
    await api.db.exec('alter table money_ledger disable trigger money_ledger_append_only');
    await api.db.query(`delete from money_ledger where booking_id = $1`, [lost.id]);
    await api.db.exec('alter table money_ledger enable trigger money_ledger_append_only');
    // 3. A refund the provider processed whose webhook never came.
    const unrecorded = await booked();
    await pay(unrecorded);
    await withPlan((w) => (w.event === 'refund.processed' ? [{ hold: true }] : [{}]), async () => expect((await cancel(unrecorded)).status).toBe(200));
    expect((await view(unrecorded)).refunds[0]!.status).toBe('pending');

    const differences = await reconcile(deps());
    const lines = (b: Booking) => differences.filter((d) => d.bookingId === b.id).map((d) => d.line);
    expect(lines(unheard)).toEqual([expect.stringMatching(/payment pay_[\w-]+ of ₹1029\.50 captured by the provider is not in the money ledger/)]);
    expect(lines(lost)).toEqual([expect.stringMatching(/captured by the provider is not in the money ledger/)]);
    expect(lines(unrecorded)).toEqual([expect.stringMatching(/refund rf_cx_[\w-]+ is pending here and processed at the provider/)]);
    expect(differences).toHaveLength(3);

    expect(await repairDifferences(deps(), differences)).toEqual([]);
    const nowUnheard = await view(unheard);
    expect(nowUnheard.status).toBe('confirmed');
    expect(nowUnheard.invoiceNumber).toMatch(/^TK\//);
    const { rows } = await api.db.query<{ kind: string; amount: number }>(`select kind, amount from money_ledger where booking_id = $1`, [lost.id]);
    expect(rows.map((r) => ({ kind: r.kind, amount: Number(r.amount) }))).toEqual([{ kind: 'capture', amount: lost.amounts.total.amount }]);
    const nowUnrecorded = await view(unrecorded);
    expect(nowUnrecorded.status).toBe('partially-refunded');
    expect(nowUnrecorded.refunds[0]).toMatchObject({ status: 'processed', creditNoteNumber: expect.stringMatching(/^TK-CN\//) });
    // The held webhooks arriving late change nothing.
    await sandboxOf(api).releaseHeld();
    await sandboxOf(api).idle();
    expect(await reconcile(deps())).toEqual([]);
  });

  it('never confirms a booking on a payment the provider already refunded, from the browser result or the repair', async () => {
    const b = await booked();
    const result = await withPlan(() => [{ hold: true }], async () => {
      const paid = await payOnSandbox(api, b.payment!.orderId);
      if (paid.type !== 'success') throw new Error(`sandbox answered ${paid.type}`);
      await sandboxOf(api).refund(paid.razorpay_payment_id, b.amounts.total.amount, 'rf_outside_ours');
      return paid;
    });
    const body = { orderId: b.payment!.orderId, paymentId: result.razorpay_payment_id, signature: result.razorpay_signature };
    expect((await http('POST', `/bookings/${b.id}/payment-result`, { token: user.idToken, body })).body.status).toBe('payment-pending');
    const differences = (await reconcile(deps())).filter((d) => d.bookingId === b.id);
    expect(differences.map((d) => d.line)).toEqual([
      expect.stringMatching(/was refunded by the provider and is not in the money ledger/),
      expect.stringMatching(/the provider refunded ₹1029\.50 of payment pay_\w+ that no refund of ours accounts for/),
    ]);
    await repairDifferences(deps(), differences);
    expect((await view(b)).status).toBe('payment-pending');
    expect((await api.db.query(`select 1 from money_ledger where booking_id = $1`, [b.id])).rows).toEqual([]);
    await sandboxOf(api).releaseHeld();
    await sandboxOf(api).idle();
  });
});
