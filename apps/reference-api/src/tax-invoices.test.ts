import { ReceiptSchema, type Booking, type TaxDocument } from '@ticketkit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from './server.ts';
import { client, insertFixture, startTestApi, type Client } from './testing/api.ts';
import { signUp, type TestUser } from './testing/emulator.ts';
import { bookAndPay, holdAndBook } from './testing/payments.ts';

// GST tax invoices: issued when a paid booking is confirmed, numbered in sequence per financial
// year, split CGST+SGST or IGST by the event's state, adding up to exactly what was charged.
// Bookings are paid on the sandbox, whose webhooks confirm them over real HTTP.

let api: RunningApi;
let http: Client;
let user: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  http = client(api);
  user = await signUp();
});
afterAll(() => api?.close());

async function paidBooking(o: { price: number; quantity: number; venue?: string; extra?: Record<string, unknown> }): Promise<Booking> {
  const f = await insertFixture(api.db, { capacity: 50, price: o.price });
  if (o.venue) await api.db.query('update sessions set venue_id = $2 where id = $1', [f.sessionId, o.venue]);
  return (await bookAndPay(api, http, user, f, o.quantity, o.extra)) as Booking;
}

const sum = (doc: TaxDocument, share: 'cgst' | 'sgst' | 'igst') => doc.lines.reduce((s, l) => s + (l[share]?.amount.amount ?? 0), 0);

describe('a paid booking’s receipt', () => {
  it('is a tax invoice in the event’s state (Maharashtra, the seller’s): CGST + SGST exactly the booking’s tax, total exactly what was charged', async () => {
    // 3 × ₹333.33: fee 2500 paise, tax 450 — and an odd tax next.
    const booking = await paidBooking({ price: 33_333, quantity: 3 });
    const r = await http('GET', `/bookings/${booking.id}/receipt`, { token: user.idToken });
    expect(r.status).toBe(200);
    const receipt = ReceiptSchema.parse(r.body);
    const invoice = receipt.invoice;
    expect(invoice.number).toMatch(/^TK\/\d{4}-\d{2}\/\d{6}$/);
    expect(invoice.placeOfSupply).toEqual({ state: 'Maharashtra', stateCode: '27' });
    expect(invoice.seller.gstin).toBe('27AAACT1234A1Z5');
    expect(invoice.buyer).toMatchObject({ name: 'Asha Rao', gstin: null });
    const [admission, fee] = invoice.lines;
    expect(admission).toMatchObject({ sac: '999692', quantity: 3, taxableValue: { amount: 99_999 }, cgst: null, igst: null });
    expect(fee).toMatchObject({ sac: '998554', taxableValue: booking.amounts.fees, igst: null });
    expect(fee!.cgst!.ratePercent).toBe(9);
    expect(sum(invoice, 'cgst') + sum(invoice, 'sgst')).toBe(booking.amounts.taxes.amount);
    expect(invoice.totals.igst.amount).toBe(0);
    expect(invoice.totals.total).toEqual(booking.amounts.total);
    expect(receipt.payment).toMatchObject({ provider: 'sandbox', amount: booking.amounts.total });
    expect(receipt.creditNotes).toEqual([]);
    // The booking shows the number.
    const shown = await http('GET', `/bookings/${booking.id}`, { token: user.idToken });
    expect(shown.body.invoiceNumber).toBe(invoice.number);
  });

  it('is IGST for an event in another state, splits an odd tax without losing a paisa, and takes discount and points off', async () => {
    // Earn points first (5 per ₹100), then spend some with a promo code.
    await paidBooking({ price: 200_000, quantity: 1 });
    // ₹123.47: fee 309 paise (308.675), tax 56 (55.62); CGST/SGST would be 28/28, IGST 56.
    const odd = await paidBooking({ price: 12_347, quantity: 1, venue: 've_bengaluru_1', extra: { gstin: '29AABCU9603R1ZM' } });
    const invoice = ReceiptSchema.parse((await http('GET', `/bookings/${odd.id}/receipt`, { token: user.idToken })).body).invoice;
    expect(invoice.placeOfSupply).toEqual({ state: 'Karnataka', stateCode: '29' });
    // The GSTIN the buyer gave when booking is the one the invoice names.
    expect(invoice.buyer).toMatchObject({ gstin: '29AABCU9603R1ZM', state: 'Karnataka', stateCode: '29' });
    expect(odd.gstin).toBe('29AABCU9603R1ZM');
    expect(invoice.lines[1]!.igst).toEqual({ ratePercent: 18, amount: odd.amounts.taxes });
    expect(invoice.totals.cgst.amount + invoice.totals.sgst.amount).toBe(0);
    expect(invoice.totals.total).toEqual(odd.amounts.total);

    // An odd tax within the state: 6 × ₹123.47 → fee 1852, tax 333 → CGST 167 + SGST 166.
    const split = await paidBooking({ price: 12_347, quantity: 6, extra: { promoCode: 'FLAT100', redeemPoints: 10 } });
    expect(split.amounts.taxes.amount % 2).toBe(1);
    const doc = ReceiptSchema.parse((await http('GET', `/bookings/${split.id}/receipt`, { token: user.idToken })).body).invoice;
    expect(doc.lines[1]!.cgst!.amount.amount).toBe((split.amounts.taxes.amount + 1) / 2);
    expect(doc.lines[1]!.sgst!.amount.amount).toBe((split.amounts.taxes.amount - 1) / 2);
    expect(doc.deductions).toEqual([
      { description: 'Discount (FLAT100)', amount: split.amounts.discount },
      { description: 'Reward points (10)', amount: split.amounts.pointsRedeemed },
    ]);
    expect(doc.totals.total).toEqual(split.amounts.total);
    expect(doc.totals.total.amount).toBe(doc.lines.reduce((s, l) => s + l.total.amount, 0) - split.amounts.discount.amount - 1_000);
  });

  it('answers booking/not-paid without a capture, and not-found to anyone but the owner', async () => {
    const f = await insertFixture(api.db, { capacity: 5, price: 10_000 });
    const unpaid = (await holdAndBook(http, user, f, 1)).booking.body as Booking;
    const r = await http('GET', `/bookings/${unpaid.id}/receipt`, { token: user.idToken });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('booking/not-paid');
    const paid = await paidBooking({ price: 10_000, quantity: 1 });
    const stranger = await signUp();
    expect((await http('GET', `/bookings/${paid.id}/receipt`, { token: stranger.idToken })).status).toBe(404);
    expect((await http('GET', `/bookings/${paid.id}/receipt`)).status).toBe(401);
  });
});
