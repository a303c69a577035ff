import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import type { SandboxConfig } from './payments/config.ts';
import { ProviderUnavailable } from './payments/provider.ts';
import { httpDeliver } from './payments/sandbox/deliveries.ts';
import { createSandboxProvider } from './payments/sandbox/provider.ts';
import type { RunningApi } from './server.ts';
import { ATTENDEE, client, insertFixture, startTestApi, type Client } from './testing/api.ts';
import { signUp, type TestUser } from './testing/emulator.ts';
import { holdAndBook, payOnSandbox } from './testing/payments.ts';

// The provider does not answer when a booking's order is created: the booking is kept, and the same
// request retried (same Idempotency-Key) ends with one booking and one order. The sandbox here is the
// real one, with an outage injected into createOrder: the provider's servers being down cannot run here.

let api: RunningApi;
let http: Client;
let alice: TestUser;
let bob: TestUser;
let outages = 0;
/** Paise the provider adds to the next order's amount (a provider answering other money). */
let skew = 0;

beforeAll(async () => {
  const config = readConfig({}).payments as SandboxConfig;
  api = await startTestApi({}, {
    payments: (db) => {
      const sandbox = createSandboxProvider({ db, config, deliver: httpDeliver });
      return {
        ...sandbox,
        createOrder: async (input) => {
          if (outages > 0) {
            outages -= 1;
            throw new ProviderUnavailable('the sandbox is down (injected by the test)');
          }
          const amount = input.amount + skew;
          skew = 0;
          return sandbox.createOrder({ ...input, amount });
        },
      };
    },
  });
  http = client(api);
  [alice, bob] = await Promise.all([signUp(), signUp()]);
});
afterAll(() => api?.close());

const count = async (sql: string, params: unknown[]) => (await api.db.query<{ n: number }>(sql, params)).rows[0]!.n;

describe('given the provider down while a booking\'s order is created', () => {
  it('answers 502 payment/provider-unavailable, keeps the booking, and the retried request ends with one booking and one order', async () => {
    const f = await insertFixture(api.db, { capacity: 5, price: 70_000 });
    const hold = await http('POST', '/holds', { token: alice.idToken, body: { sessionId: f.sessionId, items: [{ ticketTypeId: f.ticketTypeId, quantity: 1 }] } });
    const key = randomUUID();
    const request = () => http('POST', '/bookings', { token: alice.idToken, body: { holdId: hold.body.id, attendee: ATTENDEE }, headers: { 'Idempotency-Key': key } });
    outages = 1;
    const first = await request();
    expect(first.status).toBe(502);
    expect(first.body.code).toBe('payment/provider-unavailable');
    expect(await count('select count(*)::int as n from bookings where hold_id = $1', [hold.body.id])).toBe(1);

    // Two tabs retry at once: both answer the booking, with the same order.
    const [a, b] = await Promise.all([request(), request()]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect(a.body.payment.orderId).toBe(b.body.payment.orderId);
    expect(await count('select count(*)::int as n from bookings where hold_id = $1', [hold.body.id])).toBe(1);
    expect(await count('select count(*)::int as n from payment_orders where booking_id = $1', [a.body.id])).toBe(1);
    // The order the booking shows is the one that pays it.
    expect((await payOnSandbox(api, a.body.payment.orderId)).type).toBe('success');
  });

  it('CONTROL: without the same key the hold cannot be booked again (409 hold/not-active): the retry is what recovers the booking', async () => {
    const f = await insertFixture(api.db, { capacity: 5, price: 70_000 });
    const hold = await http('POST', '/holds', { token: alice.idToken, body: { sessionId: f.sessionId, items: [{ ticketTypeId: f.ticketTypeId, quantity: 1 }] } });
    outages = 1;
    const body = { holdId: hold.body.id, attendee: ATTENDEE };
    expect((await http('POST', '/bookings', { token: alice.idToken, body, headers: { 'Idempotency-Key': randomUUID() } })).status).toBe(502);
    const fresh = await http('POST', '/bookings', { token: alice.idToken, body, headers: { 'Idempotency-Key': randomUUID() } });
    expect(fresh.body.code).toBe('hold/not-active');
  });
});

describe('given a browser result', () => {
  it('is taken only from the booking\'s owner (404 for anyone else) and only when signed for its order (400 payment/invalid-signature)', async () => {
    const f = await insertFixture(api.db, { capacity: 5, price: 70_000 });
    const { booking } = await holdAndBook(http, alice, f, 1);
    const orderId = booking.body.payment.orderId as string;
    const paid = await payOnSandbox(api, orderId);
    if (paid.type !== 'success') throw new Error(paid.type);
    const result = { orderId, paymentId: paid.razorpay_payment_id, signature: paid.razorpay_signature };
    const path = `/bookings/${booking.body.id}/payment-result`;
    expect((await http('POST', path, { token: bob.idToken, body: result })).status).toBe(404);
    const forged = await http('POST', path, { token: alice.idToken, body: { ...result, signature: '0'.repeat(64) } });
    expect([forged.status, forged.body.code]).toEqual([400, 'payment/invalid-signature']);
    const ok = await http('POST', path, { token: alice.idToken, body: result });
    expect([ok.status, ok.body.status]).toEqual([200, 'confirmed']);
  });
});

describe('given the provider answering an order for another amount', () => {
  it('attaches no order (502, the booking kept) and the retried request gets one for exactly the total', async () => {
    const f = await insertFixture(api.db, { capacity: 5, price: 70_000 });
    const hold = await http('POST', '/holds', { token: alice.idToken, body: { sessionId: f.sessionId, items: [{ ticketTypeId: f.ticketTypeId, quantity: 1 }] } });
    const key = randomUUID();
    const request = () => http('POST', '/bookings', { token: alice.idToken, body: { holdId: hold.body.id, attendee: ATTENDEE }, headers: { 'Idempotency-Key': key } });
    skew = 100;
    const first = await request();
    expect(first.status).toBe(502);
    expect(await count('select count(*)::int as n from payment_orders o join bookings b on b.id = o.booking_id where b.hold_id = $1', [hold.body.id])).toBe(0);
    const second = await request();
    expect(second.status).toBe(201);
    expect(second.body.payment.amount).toEqual(second.body.amounts.total);
  });
});
