import { BookingSchema } from '@ticketkit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { startApi, type RunningApi } from './server.ts';
import { client, insertFixture } from './testing/api.ts';
import { emulatorHost, signUp, type TestUser } from './testing/emulator.ts';
import { holdAndBook, moneyOf, paidOnce, payOnSandbox, sandboxOf } from './testing/payments.ts';
import { withoutRoundTurns } from './testing/unguarded-booking-round.ts';
import { withoutPaymentGuard } from './testing/unguarded-payment.ts';

// The webhook/browser-result race on PostgreSQL (TEST_DATABASE_URL), where two replicas really
// apply their reports side by side: the webhook reaches one API, the browser's results the other.
// PGlite runs one statement at a time, so only here is the order's lock raced; the control takes
// the lock out of tk_apply_payments, and rounds' turns out of tk_booking_round, and the same race
// moves the money twice.

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('given two replicas on PostgreSQL and a payment reported to both at once', () => {
  let a: RunningApi;
  let b: RunningApi;
  let user: TestUser;
  beforeAll(async () => {
    const env = { API_PORT: '0', DATABASE_URL: url, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(), TICKETKIT_DEV_AUTH_EMULATOR: '1', FIREBASE_PROJECT_ID: 'demo-ticketkit' };
    [a, b] = await Promise.all([startApi(readConfig(env)), startApi(readConfig(env))]);
    user = await signUp();
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  /** Pays on A's sandbox (its webhooks go to A) while the browser hands its result to B, twice. */
  async function race() {
    const f = await insertFixture(a.db, { capacity: 5, price: 80_000 });
    const { booking } = await holdAndBook(client(a), user, f, 2);
    const orderId = booking.body.payment.orderId as string;
    const result = await payOnSandbox(a, orderId);
    if (result.type !== 'success') throw new Error(`sandbox answered ${result.type}`);
    const body = { orderId, paymentId: result.razorpay_payment_id, signature: result.razorpay_signature };
    const submit = () => client(b)('POST', `/bookings/${booking.body.id}/payment-result`, { token: user.idToken, body });
    await Promise.all([submit(), submit(), sandboxOf(a).idle()]);
    const after = BookingSchema.parse((await client(a)('GET', `/bookings/${booking.body.id}`, { token: user.idToken })).body);
    return { after, money: await moneyOf(a.db, booking.body.id, f.ticketTypeId) };
  }

  it('confirms once: one capture, nothing refunded, the tickets sold once, the points earned once', async () => {
    const { after, money } = await race();
    expect(after.status).toBe('confirmed');
    expect(after.refunds).toEqual([]);
    expect(money).toEqual(paidOnce(2));
  });

  it('CONTROL: with the order lock taken out of tk_apply_payments and rounds no longer taking turns, the same race moves money twice (a refund of the only payment, or seats sold twice)', async () => {
    // Rounds taking turns (tk_booking_round) keep two reports apart too: the control takes out both.
    const { money } = await withoutRoundTurns(a.db, () => withoutPaymentGuard(a.db, 'lock', race));
    expect(money).not.toEqual(paidOnce(2));
    expect(money.refunds + money.sold).toBeGreaterThan(2);
  });
});
