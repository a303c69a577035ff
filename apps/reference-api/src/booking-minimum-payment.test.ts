import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from './server.ts';
import { ATTENDEE, client, insertFixture, startTestApi, type Client } from './testing/api.ts';
import { signUp, type TestUser } from './testing/emulator.ts';

// An order charged more than nothing but less than ₹1 can never be paid (providers take ₹1 or more):
// "Apply" and booking refuse it with a code that says what to change, and the hold stays usable.

let api: RunningApi;
let http: Client;
let user: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  http = client(api);
  user = await signUp();
  // ₹100 off any order: on a ₹20 ticket it leaves only the fee and its tax (59 paise).
  await api.db.query(`insert into promo_codes (code, kind, value, max_discount, min_subtotal, active) values ('TINY100', 'flat', 10000, null, 0, true)`);
});
afterAll(() => api?.close());

const book = (holdId: string, extra: Record<string, unknown> = {}) =>
  http('POST', '/bookings', { token: user.idToken, body: { holdId, attendee: ATTENDEE, ...extra }, headers: { 'Idempotency-Key': randomUUID() } });

describe('given a ₹20 ticket and a code worth more than it', () => {
  it('"Apply" and booking refuse the 59-paise total, telling the person to remove the code; without it the same hold books', async () => {
    const f = await insertFixture(api.db, { capacity: 5, price: 2_000 });
    const hold = await http('POST', '/holds', { token: user.idToken, body: { sessionId: f.sessionId, items: [{ ticketTypeId: f.ticketTypeId, quantity: 1 }] } });
    expect(hold.status).toBe(201);

    const quote = await http('POST', `/holds/${hold.body.id}/quote`, { token: user.idToken, body: { promoCode: 'tiny100' } });
    expect(quote.status).toBe(422);
    expect(quote.headers.get('content-type')).toContain('application/problem+json');
    expect(quote.body).toMatchObject({ code: 'booking/total-below-minimum', minimum: 100 });
    expect(quote.body.detail).toContain('₹0.59');
    expect(quote.body.detail).toContain('Remove the promo code');

    const refused = await book(hold.body.id, { promoCode: 'TINY100' });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'booking/total-below-minimum', minimum: 100 });
    expect(refused.body.detail).toContain('₹0.59');
    const { rows } = await api.db.query<{ n: number }>('select count(*)::int as n from bookings where hold_id = $1', [hold.body.id]);
    expect(rows[0]!.n).toBe(0);

    // Control: the full price is payable, on the very same hold.
    const booked = await book(hold.body.id);
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ status: 'payment-pending', amounts: { total: { amount: 2_059 } } });
  });

  it('a code that leaves nothing to pay still books at once, confirmed', async () => {
    await api.db.query(`insert into promo_codes (code, kind, value, max_discount, min_subtotal, active) values ('ALLFREE', 'percent', 100, null, 0, true)`);
    const f = await insertFixture(api.db, { capacity: 5, price: 0 });
    const hold = await http('POST', '/holds', { token: user.idToken, body: { sessionId: f.sessionId, items: [{ ticketTypeId: f.ticketTypeId, quantity: 1 }] } });
    const booked = await book(hold.body.id, { promoCode: 'ALLFREE' });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ status: 'confirmed', amounts: { total: { amount: 0 } } });
  });
});
