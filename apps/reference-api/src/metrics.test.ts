import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/stack.mjs';
import { readConfig } from './config.ts';
import { PortInUseError, startApi, type RunningApi } from './server.ts';
import { ATTENDEE, client, insertFixture, startTestApi, type Client } from './testing/api.ts';
import { emulatorHost, signUp, type TestUser } from './testing/emulator.ts';
import { bookAndPay, holdAndBook, payOnSandbox, sandboxOf } from './testing/payments.ts';

/** The value of one sample of a Prometheus text exposition, or undefined. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(labels ? `${name}{${labels}} ` : `${name} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

async function scrape(api: RunningApi): Promise<string> {
  const res = await fetch(api.metricsUrl!);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

describe('GET /metrics on METRICS_PORT', () => {
  let api: RunningApi;
  let http: Client;
  let user: TestUser;
  beforeAll(async () => {
    api = await startTestApi({ METRICS_PORT: '0', SANDBOX_REFUND_PROCESS_MS: '20' });
    http = client(api);
    user = await signUp();
  });
  afterAll(() => api?.close());

  it('is served on its own port only, never on the public API port', async () => {
    expect(api.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(api.metricsUrl!).port).not.toBe(new URL(api.url).port);
    expect((await fetch(`${api.url}/metrics`)).status).toBe(404);
    expect((await fetch(`${api.url}/v1/metrics`)).status).toBe(404);
    expect((await fetch(api.metricsUrl!.replace('/metrics', '/v1/events'))).status).toBe(404);
  });

  it('counts requests by route pattern and status, a hold, a booking (once, not its replay), a sold-out answer and the rounds', async () => {
    const before = await scrape(api);
    const f = await insertFixture(api.db, { capacity: 1, price: 0 });
    const hold = await http('POST', '/holds', { token: user.idToken, body: { sessionId: f.sessionId, items: [{ ticketTypeId: f.ticketTypeId, quantity: 1 }] } });
    expect(hold.status).toBe(201);
    const body = { holdId: hold.body.id, attendee: ATTENDEE };
    const booking = await http('POST', '/bookings', { token: user.idToken, body, headers: { 'Idempotency-Key': 'metrics-1' } });
    expect(booking.status).toBe(201);
    const replay = await http('POST', '/bookings', { token: user.idToken, body, headers: { 'Idempotency-Key': 'metrics-1' } });
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
    const soldOut = await http('POST', '/holds', { token: user.idToken, body: { sessionId: f.sessionId, items: [{ ticketTypeId: f.ticketTypeId, quantity: 1 }] } });
    expect(soldOut.body.code).toBe('booking/sold-out');
    expect((await http('GET', '/events/ev_metrics_nope')).status).toBe(404);

    const after = await scrape(api);
    const delta = (name: string, labels = '') => (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    expect(delta('ticketkit_holds_created_total')).toBe(1);
    expect(delta('ticketkit_bookings_confirmed_total')).toBe(1);
    expect(delta('ticketkit_sold_out_total')).toBe(1);
    expect(delta('ticketkit_http_requests_total', 'method="POST",route="/v1/bookings",status="201"')).toBe(2);
    expect(delta('ticketkit_http_requests_total', 'method="POST",route="/v1/holds",status="409"')).toBe(1);
    expect(delta('ticketkit_http_requests_total', 'method="GET",route="/v1/events/:eventId",status="404"')).toBe(1);
    expect(delta('ticketkit_http_request_duration_seconds_count', 'method="POST",route="/v1/holds"')).toBe(2);
    expect(sample(after, 'ticketkit_http_request_duration_seconds_bucket', 'le="+Inf",method="POST",route="/v1/holds"')).toBeGreaterThanOrEqual(2);
    // Two holds and two bookings (each carrying its claim) went to the database, in rounds of one or more.
    expect(delta('ticketkit_db_round_size_sum')).toBe(4);
    expect(delta('ticketkit_db_round_size_count')).toBeGreaterThanOrEqual(1);
    // Route patterns, never raw paths: an id does not become a label.
    expect(after).not.toContain('ev_metrics_nope');
    expect(after).toContain('ticketkit_process_cpu_seconds_total');
  });

  it('sends a lone booking in one round: its idempotency claim goes with it', async () => {
    const f = await insertFixture(api.db, { capacity: 1, price: 0 });
    const hold = await http('POST', '/holds', { token: user.idToken, body: { sessionId: f.sessionId, items: [{ ticketTypeId: f.ticketTypeId, quantity: 1 }] } });
    expect(hold.status).toBe(201);
    const before = await scrape(api);
    const booking = await http('POST', '/bookings', { token: user.idToken, body: { holdId: hold.body.id, attendee: ATTENDEE }, headers: { 'Idempotency-Key': 'metrics-lone' } });
    expect(booking.status).toBe(201);
    const after = await scrape(api);
    const delta = (name: string) => (sample(after, name) ?? 0) - (sample(before, name) ?? 0);
    expect(delta('ticketkit_db_round_size_count')).toBe(1);
    expect(delta('ticketkit_db_round_size_sum')).toBe(1);
  });

  it('counts a paid booking as confirmed when its payment is captured, not when it is booked, and the failed attempt before it', async () => {
    const f = await insertFixture(api.db, { capacity: 5, price: 50_000 });
    const delta = async (before: string) => {
      const now = await scrape(api);
      return (name: string, labels = '') => (sample(now, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    };
    const start = await scrape(api);
    const { booking } = await holdAndBook(http, user, f);
    expect(booking.body.status).toBe('payment-pending');
    const booked = await delta(start);
    expect(booked('ticketkit_http_requests_total', 'method="POST",route="/v1/bookings",status="201"')).toBe(1);
    expect(booked('ticketkit_bookings_confirmed_total')).toBe(0);

    await payOnSandbox(api, booking.body.payment.orderId, 'fail', 'card');
    await sandboxOf(api).idle();
    const failed = await delta(start);
    expect(failed('ticketkit_payments_total', 'outcome="failed"')).toBe(1);
    expect(failed('ticketkit_bookings_confirmed_total')).toBe(0);

    await payOnSandbox(api, booking.body.payment.orderId, 'succeed', 'upi');
    await sandboxOf(api).idle();
    expect((await http('GET', `/bookings/${booking.body.id}`, { token: user.idToken })).body.status).toBe('confirmed');
    const paid = await delta(start);
    expect(paid('ticketkit_payments_total', 'outcome="captured"')).toBe(1);
    expect(paid('ticketkit_payments_total', 'outcome="failed"')).toBe(1);
    expect(paid('ticketkit_bookings_confirmed_total')).toBe(1);
  });

  it('counts a refund once the provider has processed it, not when it is asked for', async () => {
    const f = await insertFixture(api.db, { capacity: 5, price: 50_000, startsInHours: 72 });
    const start = await scrape(api);
    const booking = await bookAndPay(api, http, user, f);
    expect(booking.status).toBe('confirmed');
    const refund = booking.amounts.subtotal.amount as number;
    // The provider's answer to the refund is held: asked for, not yet processed.
    const provider = sandboxOf(api);
    const refundOf = provider.refund.bind(provider);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    provider.refund = async (...args) => {
      await released;
      return refundOf(...args);
    };
    try {
      const cancelling = http('POST', `/bookings/${booking.id}/cancel`, { token: user.idToken, body: { expectedRefund: refund }, headers: { 'Idempotency-Key': `m-${booking.id}` } });
      await expect.poll(async () => Number((await api.db.query<{ n: number }>(`select count(*)::int as n from refunds where booking_id = $1`, [booking.id])).rows[0]!.n)).toBe(1);
      expect(sample(await scrape(api), 'ticketkit_refunds_processed_total')! - sample(start, 'ticketkit_refunds_processed_total')!).toBe(0);
      release();
      expect((await cancelling).status).toBe(200);
    } finally {
      provider.refund = refundOf;
    }
    await provider.idle();
    expect((await http('GET', `/bookings/${booking.id}`, { token: user.idToken })).body.refunds).toEqual([expect.objectContaining({ status: 'processed' })]);
    expect(sample(await scrape(api), 'ticketkit_refunds_processed_total')! - sample(start, 'ticketkit_refunds_processed_total')!).toBe(1);
  });
});

describe('given METRICS_PORT taken by another process', () => {
  it('refuses to start naming METRICS_PORT, and leaves the API port free', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const metricsPort = (taken.address() as { port: number }).port;
      const apiPort = await freePort();
      const started = startTestApi({ API_PORT: String(apiPort), METRICS_PORT: String(metricsPort) });
      await expect(started).rejects.toThrow(PortInUseError);
      await expect(started).rejects.toMatchObject({ setting: 'METRICS_PORT', port: metricsPort, message: expect.stringMatching(/set METRICS_PORT to a free port/) });
      // Nothing of the failed start still listens.
      const again = createServer();
      await new Promise<void>((resolve, reject) => again.once('error', reject).listen(apiPort, '127.0.0.1', resolve));
      again.close();
    } finally {
      taken.close();
    }
  });
});

describe('without METRICS_PORT', () => {
  it('serves no metrics at all', async () => {
    const api = await startTestApi();
    try {
      expect(api.metricsUrl).toBeUndefined();
      expect((await fetch(`${api.url}/metrics`)).status).toBe(404);
    } finally {
      await api.close();
    }
  });
});

// PostgreSQL only: the pool gauges (TEST_DATABASE_URL, as in postgres.test.ts).
const url = process.env.TEST_DATABASE_URL;
describe.runIf(url)('given PostgreSQL (TEST_DATABASE_URL)', () => {
  it('reports the pool: total, idle, in use and waiting connections', async () => {
    const api = await startApi(readConfig({ API_PORT: '0', METRICS_PORT: '0', DATABASE_URL: url, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(), TICKETKIT_DEV_AUTH_EMULATOR: '1' }));
    try {
      await Promise.all(Array.from({ length: 8 }, () => fetch(`${api.url}/v1/events?city=nagpur`)));
      const text = await scrape(api);
      const total = sample(text, 'ticketkit_db_pool_connections', 'state="total"')!;
      expect(total).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'ticketkit_db_pool_connections', 'state="in_use"')! + sample(text, 'ticketkit_db_pool_connections', 'state="idle"')!).toBe(total);
      expect(sample(text, 'ticketkit_db_pool_connections', 'state="waiting"')).toBe(0);
    } finally {
      await api.close();
    }
  });
});
