import { BookingSchema, ReceiptSchema, type Booking } from '@ticketkit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelSessionByOrganiser } from './payments/cancellation.ts';
import type { SandboxConfig } from './payments/config.ts';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, webhookBody, webhookSignature, type RazorpayRefund } from './payments/razorpay-wire.ts';
import { sendRefunds } from './payments/refunds.ts';
import { findRefund } from './payments/sandbox/books.ts';
import { deliverNow, type DeliveryPlan } from './payments/sandbox/deliveries.ts';
import { SANDBOX_WEBHOOK_PATH } from './payments/sandbox/provider.ts';
import type { RunningApi } from './server.ts';
import { client, insertFixture, reservedTickets, type Client } from './testing/api.ts';
import { signUp, type TestUser } from './testing/emulator.ts';
import { bookAndPay, sandboxOf, startPlannedApi } from './testing/payments.ts';

// Refunds: every one sent once through sendRefunds with our id as the provider's receipt, applied
// once however often the provider reports it (answer, webhook, redelivery), written once to the
// ledger, and credited with a GST credit note. The sandbox processes refunds after 20 ms and its
// webhooks reach the API over real HTTP; a test may duplicate or hold them (its delivery plan).

const env = { SANDBOX_REFUND_PROCESS_MS: '20' };
let sandboxConfig: SandboxConfig;
let setPlan: (plan: DeliveryPlan) => void;
let api: RunningApi;
let http: Client;
beforeAll(async () => {
  ({ api, config: sandboxConfig, setPlan } = await startPlannedApi(env));
  http = client(api);
});
afterAll(() => api?.close());

async function paidBooking(user: TestUser, startsInHours = 72) {
  const f = await insertFixture(api.db, { capacity: 10, price: 100_000, startsInHours });
  const booking = (await bookAndPay(api, http, user, f, 2)) as Booking;
  return { f, booking };
}

const cancel = (user: TestUser, booking: Booking, expectedRefund: number, key: string) =>
  http('POST', `/bookings/${booking.id}/cancel`, { token: user.idToken, body: { expectedRefund }, headers: { 'Idempotency-Key': key } });

async function ledger(bookingId: string) {
  const { rows } = await api.db.query<{ kind: string; amount: number; reference: string }>(
    'select kind, amount, reference from money_ledger where booking_id = $1 order by seq', [bookingId]);
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}
const count = async (sql: string, params: unknown[]) => Number((await api.db.query<{ n: number }>(sql, params)).rows[0]!.n);

describe('an attendee’s cancellation refund', () => {
  it('is sent once, processed by the provider’s webhook, written to the ledger and credited against the invoice', async () => {
    const user = await signUp();
    const { booking } = await paidBooking(user);
    const refund = booking.amounts.subtotal.amount;
    const r = await cancel(user, booking, refund, `rf-${booking.id}`);
    expect(r.status).toBe(200);
    await sandboxOf(api).idle();

    const now = BookingSchema.parse((await http('GET', `/bookings/${booking.id}`, { token: user.idToken })).body);
    // The fee and its tax were kept: part of what was paid came back.
    expect(now.status).toBe('partially-refunded');
    expect(now.refunds).toEqual([expect.objectContaining({ amount: { amount: refund, currency: 'INR' }, status: 'processed', creditNoteNumber: expect.stringMatching(/^TK-CN\/\d{4}-\d{2}\/\d{6}$/) })]);
    expect(await ledger(booking.id)).toEqual([
      { kind: 'capture', amount: booking.amounts.total.amount, reference: expect.any(String) },
      { kind: 'refund', amount: -refund, reference: now.refunds[0]!.id },
    ]);
    const receipt = ReceiptSchema.parse((await http('GET', `/bookings/${booking.id}/receipt`, { token: user.idToken })).body);
    const note = receipt.creditNotes[0]!;
    expect(note).toMatchObject({ kind: 'credit-note', number: now.refunds[0]!.creditNoteNumber, refersTo: receipt.invoice.number });
    expect(note.totals.total.amount).toBe(refund);
    expect(note.lines.map((l) => l.sac)).toEqual(['999692']);
  });

  it('refunds once for two cancel requests with the same key, one with another key, a retried send and a refund webhook delivered twice', async () => {
    const user = await signUp();
    const { f, booking } = await paidBooking(user);
    const refund = booking.amounts.subtotal.amount;
    // Every refund webhook delivered twice, the copy 30 ms later with the same event id.
    setPlan((w) => (w.event.startsWith('refund.') ? [{}, { delayMs: 30 }] : [{}]));
    try {
      const [a, b] = await Promise.all([cancel(user, booking, refund, `rf2-${booking.id}`), cancel(user, booking, refund, `rf2-${booking.id}`)]);
      const replay = await cancel(user, booking, refund, `rf2-${booking.id}`);
      const other = await cancel(user, booking, refund, `rf2-other-${booking.id}`);
      // The second of two at once is told the first is still running, or gets its answer replayed.
      expect([a, b].filter((x) => x.status === 200).length).toBeGreaterThan(0);
      for (const x of [a, b]) if (x.status !== 200) expect(x.body.code).toBe('idempotency/in-progress');
      expect(replay.status).toBe(200);
      expect(replay.headers.get('idempotency-replayed')).toBe('true');
      expect(other.body.code).toBe('booking/not-cancellable');
      await sandboxOf(api).idle();
      const { rows } = await api.db.query<{ id: string }>('select id from refunds where booking_id = $1', [booking.id]);
      await sendRefunds(api.db, sandboxOf(api), rows.map((r) => r.id));
      await sandboxOf(api).idle();
    } finally {
      setPlan(deliverNow);
    }
    expect(await count('select count(*) as n from refunds where booking_id = $1', [booking.id])).toBe(1);
    expect((await ledger(booking.id)).filter((e) => e.kind === 'refund')).toHaveLength(1);
    expect(await count(`select count(*) as n from sandbox_refunds r join sandbox_payments p on p.id = r.payment_id where p.order_id = $1`, [booking.payment!.orderId])).toBe(1);
    expect(await count(`select count(*) as n from tax_documents where booking_id = $1 and kind = 'credit-note'`, [booking.id])).toBe(1);
    // Each processed delivery was recorded once; the copy changed nothing.
    expect(await count(`select count(*) as n from webhook_events where event = 'refund.processed' and payload like '%' || $1 || '%'`, [booking.payment!.orderId])).toBe(1);
    // The seats came back once.
    expect(await reservedTickets(api.db, f.ticketTypeId)).toEqual({ sold: 0, held: 0 });
  });

  it('CONTROL: the provider refunds a second time when the same refund is sent with another receipt', async () => {
    const user = await signUp();
    const { booking } = await paidBooking(user);
    const sandbox = sandboxOf(api);
    const { rows } = await api.db.query<{ captured_payment_id: string }>('select captured_payment_id from payment_orders where booking_id = $1', [booking.id]);
    const paymentId = rows[0]!.captured_payment_id;
    const first = await sandbox.refund(paymentId, 10_000, 'rf_same');
    expect((await sandbox.refund(paymentId, 10_000, 'rf_same')).id).toBe(first.id);
    expect((await sandbox.refund(paymentId, 10_000, 'rf_other')).id).not.toBe(first.id);
    expect((await sandbox.fetchPayment(paymentId)).amountRefunded).toBe(20_000);
  });

  it('shows a refund the provider reports failed', async () => {
    const user = await signUp();
    const { booking } = await paidBooking(user);
    // The provider's own refund.processed is held back: its refund.failed arrives instead.
    setPlan((w) => (w.event === 'refund.processed' ? [{ hold: true }] : [{}]));
    try {
      await cancel(user, booking, booking.amounts.subtotal.amount, `rf3-${booking.id}`);
      await sandboxOf(api).idle();
    } finally {
      setPlan(deliverNow);
    }
    const { rows } = await api.db.query<{ provider_refund_id: string }>('select provider_refund_id from refunds where booking_id = $1', [booking.id]);
    const entity = { ...(await findRefund(api.db, rows[0]!.provider_refund_id))!, status: 'failed' as const };
    const body = JSON.stringify(webhookBody('acc_TicketkitSandbx', 'refund.failed', { refund: { entity } }, Math.floor(Date.now() / 1000)));
    const res = await fetch(`${api.url}${SANDBOX_WEBHOOK_PATH}`, {
      method: 'POST', body,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: webhookSignature(sandboxConfig.webhookSecret, body), [EVENT_ID_HEADER]: `evt_failed_${booking.id}` },
    });
    expect(res.status).toBe(200);
    const now = BookingSchema.parse((await http('GET', `/bookings/${booking.id}`, { token: user.idToken })).body);
    expect(now).toMatchObject({ status: 'cancelled', refunds: [expect.objectContaining({ status: 'failed', creditNoteNumber: null })] });
    expect((await ledger(booking.id)).filter((e) => e.kind === 'refund')).toEqual([]);
  });
});

describe('a refund reported in another currency', () => {
  it('is refused and recorded: nothing written to the ledger, the refund still pending', async () => {
    const user = await signUp();
    const { booking } = await paidBooking(user);
    setPlan((w) => (w.event === 'refund.processed' ? [{ hold: true }] : [{}]));
    try {
      await cancel(user, booking, booking.amounts.subtotal.amount, `rf4-${booking.id}`);
      await sandboxOf(api).idle();
    } finally {
      setPlan(deliverNow);
    }
    const { rows } = await api.db.query<{ provider_refund_id: string }>('select provider_refund_id from refunds where booking_id = $1', [booking.id]);
    const entity = { ...(await findRefund(api.db, rows[0]!.provider_refund_id))!, status: 'processed' as const, currency: 'USD' };
    const body = JSON.stringify(webhookBody('acc_TicketkitSandbx', 'refund.processed', { refund: { entity } }, Math.floor(Date.now() / 1000)));
    const res = await fetch(`${api.url}${SANDBOX_WEBHOOK_PATH}`, {
      method: 'POST', body,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: webhookSignature(sandboxConfig.webhookSecret, body), [EVENT_ID_HEADER]: `evt_usd_${booking.id}` },
    });
    expect(await res.json()).toEqual({ outcome: 'refused-amount' });
    expect((await ledger(booking.id)).filter((e) => e.kind === 'refund')).toEqual([]);
    const now = BookingSchema.parse((await http('GET', `/bookings/${booking.id}`, { token: user.idToken })).body);
    expect(now).toMatchObject({ status: 'cancelled', refunds: [expect.objectContaining({ status: 'pending' })] });
  });
});

describe('a refund webhook for a refund this API never made', () => {
  const deliver = (entity: RazorpayRefund, eventId: string) => {
    const body = JSON.stringify(webhookBody('acc_TicketkitSandbx', 'refund.processed', { refund: { entity } }, Math.floor(Date.now() / 1000)));
    return fetch(`${api.url}${SANDBOX_WEBHOOK_PATH}`, {
      method: 'POST', body,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: webhookSignature(sandboxConfig.webhookSecret, body), [EVENT_ID_HEADER]: eventId },
    });
  };
  const deliveries = (eventId: string) => count('select count(*) as n from webhook_events where id = $1', [eventId]);

  it('answers 400 and changes nothing: no delivery recorded, no ledger entry, the booking as it was', async () => {
    const user = await signUp();
    const { booking } = await paidBooking(user);
    setPlan((w) => (w.event.startsWith('refund.') ? [{ hold: true }] : [{}]));
    try {
      await cancel(user, booking, booking.amounts.subtotal.amount, `rf5-${booking.id}`);
      await sandboxOf(api).idle();
    } finally {
      setPlan(deliverNow);
    }
    const { rows } = await api.db.query<{ provider_refund_id: string }>('select provider_refund_id from refunds where booking_id = $1', [booking.id]);
    const ours = { ...(await findRefund(api.db, rows[0]!.provider_refund_id))!, status: 'processed' as const };
    const before = await ledger(booking.id);

    const res = await deliver({ ...ours, id: `rfnd_NotOurs${booking.id.slice(-6)}`, receipt: null }, `evt_unknown_${booking.id}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(await res.json()).toMatchObject({ code: 'payment/invalid-webhook' });
    expect(await deliveries(`evt_unknown_${booking.id}`)).toBe(0);
    expect(await ledger(booking.id)).toEqual(before);
    const now = BookingSchema.parse((await http('GET', `/bookings/${booking.id}`, { token: user.idToken })).body);
    expect(now).toMatchObject({ status: 'cancelled', refunds: [expect.objectContaining({ status: 'pending' })] });

    // CONTROL: the same delivery for our refund is applied and recorded, so the checks above can fail.
    const control = await deliver(ours, `evt_ours_${booking.id}`);
    expect(control.status).toBe(200);
    expect(await deliveries(`evt_ours_${booking.id}`)).toBe(1);
    expect((await ledger(booking.id)).length).toBe(before.length + 1);
  });
});

describe('a refund the provider refuses', () => {
  it('is failed, not sent again', async () => {
    const user = await signUp();
    const { booking } = await paidBooking(user);
    await api.db.query(`insert into refunds (id, booking_id, payment_id, provider, amount, reason) values ($1, $2, 'pay_NotAPayment0', 'sandbox', 5000, 'cancelled-by-attendee')`, [`rf_x_${booking.id}`, booking.id]);
    await expect(sendRefunds(api.db, sandboxOf(api), [`rf_x_${booking.id}`])).rejects.toThrow(/does not exist/);
    expect((await api.db.query<{ status: string }>('select status from refunds where id = $1', [`rf_x_${booking.id}`])).rows[0]!.status).toBe('failed');
  });
});

describe('an organiser’s cancellation', () => {
  it('refunds everything paid, fees included: the booking is refunded and the credit note carries the fee’s GST', async () => {
    const user = await signUp();
    const { f, booking } = await paidBooking(user, 6);
    await cancelSessionByOrganiser(api.db, sandboxOf(api), f.sessionId);
    await sandboxOf(api).idle();
    const now = BookingSchema.parse((await http('GET', `/bookings/${booking.id}`, { token: user.idToken })).body);
    expect(now.status).toBe('refunded');
    expect(now.refunds).toEqual([expect.objectContaining({ amount: booking.amounts.total, reason: 'cancelled-by-organiser', status: 'processed' })]);
    const note = ReceiptSchema.parse((await http('GET', `/bookings/${booking.id}/receipt`, { token: user.idToken })).body).creditNotes[0]!;
    expect(note.totals.total).toEqual(booking.amounts.total);
    expect(note.totals.cgst.amount + note.totals.sgst.amount).toBe(booking.amounts.taxes.amount);
    expect(note.lines.map((l) => l.sac)).toEqual(['999692', '998554']);
  });
});
