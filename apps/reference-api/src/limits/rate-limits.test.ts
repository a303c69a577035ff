import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { startApi, type RunningApi } from '../server.ts';
import { bookingRequests, client, insertFixture, startTestApi } from '../testing/api.ts';
import { emulatorHost, PROJECT_ID, signUp, type TestUser } from '../testing/emulator.ts';

// Rate limits on writes (src/limits/rate-limiter.ts): per account, per client address and on promo
// attempts, answered 429 rate-limited with Retry-After; counted in the database, so two API
// instances over one database share the count (per-process counting, the control, over-grants).

const apis: RunningApi[] = [];
afterAll(async () => {
  for (const api of apis) await api.close();
});
const started = async (env: Record<string, string>) => {
  const api = await startTestApi(env);
  apis.push(api);
  return api;
};
/** A write that touches nothing: releasing a hold nobody has (404 once past the limits). */
const write = (api: RunningApi, user: TestUser, headers: Record<string, string> = {}) =>
  client(api)('DELETE', '/holds/ho_none', { token: user.idToken, headers });
const statuses = (rs: Array<{ status: number }>) => rs.map((r) => r.status).sort();

describe('per account', () => {
  it('answers 429 rate-limited with Retry-After and the scope past the limit; other accounts and reads are not held back', async () => {
    const api = await started({ RATE_LIMIT_ACCOUNT: '5/60' });
    const [user, other] = await Promise.all([signUp(), signUp()]);
    const results = await Promise.all(Array.from({ length: 8 }, () => write(api, user)));
    const limited = results.filter((r) => r.status === 429);
    expect(results.filter((r) => r.status === 404)).toHaveLength(5);
    expect(limited).toHaveLength(3);
    for (const r of limited) {
      expect(r.headers.get('content-type')).toMatch(/application\/problem\+json/);
      expect(r.body).toMatchObject({ code: 'rate-limited', scope: 'account', limit: 5, windowSeconds: 60 });
      const wait = Number(r.headers.get('retry-after'));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      expect(r.body.retryAfter).toBe(wait);
    }
    expect((await write(api, other)).status).toBe(404);
    expect((await client(api)('GET', '/holds/ho_none', { token: user.idToken })).status).toBe(404);
  });

  it('lets the account in again once Retry-After has passed', async () => {
    const api = await started({ RATE_LIMIT_ACCOUNT: '1/2' });
    const user = await signUp();
    let limited: Awaited<ReturnType<typeof write>> | undefined;
    // A window may turn over between two writes; within three the second of one window is refused.
    for (let i = 0; i < 3 && !limited; i += 1) {
      const r = await write(api, user);
      if (r.status === 429) limited = r;
    }
    expect(limited?.body).toMatchObject({ code: 'rate-limited', scope: 'account' });
    await new Promise((resolve) => setTimeout(resolve, Number(limited!.headers.get('retry-after')) * 1000 + 100));
    expect((await write(api, user)).status).toBe(404);
  });
});

describe('per client address', () => {
  it('counts loopback clients only when RATE_LIMIT_LOOPBACK asks for it (tests and a developer run from 127.0.0.1)', async () => {
    const off = await started({ RATE_LIMIT_ADDRESS: '2/60' });
    const on = await started({ RATE_LIMIT_ADDRESS: '2/60', RATE_LIMIT_LOOPBACK: '1' });
    const users = await Promise.all(Array.from({ length: 4 }, () => signUp()));
    expect(statuses(await Promise.all(users.map((u) => write(off, u))))).toEqual([404, 404, 404, 404]);
    const limited = await Promise.all(users.map((u) => write(on, u)));
    expect(statuses(limited)).toEqual([404, 404, 429, 429]);
    expect(limited.find((r) => r.status === 429)!.body).toMatchObject({ code: 'rate-limited', scope: 'address', limit: 2 });
  });

  it("behind a trusted proxy counts X-Forwarded-For's client, whom a forged left-most entry does not change", async () => {
    const api = await started({ RATE_LIMIT_ADDRESS: '2/60', TRUST_PROXY: 'loopback' });
    const users = await Promise.all(Array.from({ length: 4 }, () => signUp()));
    const from = (xff: string) => ({ 'X-Forwarded-For': xff });
    const first = await Promise.all(users.map((u, i) => write(api, u, from(`10.${i}.0.1, 198.51.100.7`))));
    expect(statuses(first)).toEqual([404, 404, 429, 429]);
    expect((await write(api, users[0]!, from('198.51.100.8'))).status).toBe(404);
  });

  it('CONTROL: without TRUST_PROXY the header is not believed (the proxy itself, loopback, is the client)', async () => {
    const api = await started({ RATE_LIMIT_ADDRESS: '2/60' });
    const users = await Promise.all(Array.from({ length: 4 }, () => signUp()));
    expect(statuses(await Promise.all(users.map((u) => write(api, u, { 'X-Forwarded-For': '198.51.100.9' }))))).toEqual([404, 404, 404, 404]);
  });
});

describe('promo-code attempts', () => {
  it('are limited per account more tightly than writes, on quoteHold and createBooking alike', async () => {
    const api = await started({ RATE_LIMIT_PROMO: '3/60' });
    const user = await signUp();
    const f = await insertFixture(api.db, { capacity: 10 });
    const hold = await bookingRequests(() => client(api)).hold(user, f.sessionId, f.ticketTypeId, 1);
    const quote = (promoCode?: string) => client(api)('POST', `/holds/${hold.body.id}/quote`, { token: user.idToken, body: promoCode ? { promoCode } : {} });
    const tries = [];
    for (const code of ['GUESS1', 'GUESS2', 'GUESS3', 'GUESS4']) tries.push(await quote(code));
    expect(tries.slice(0, 3).map((r) => r.body.code)).toEqual(['booking/invalid-promo-code', 'booking/invalid-promo-code', 'booking/invalid-promo-code']);
    expect(tries[3]!.status).toBe(429);
    expect(tries[3]!.body).toMatchObject({ code: 'rate-limited', scope: 'promo', limit: 3 });
    const booking = await client(api)('POST', '/bookings', {
      token: user.idToken, headers: { 'Idempotency-Key': `k-${hold.body.id}` },
      body: { holdId: hold.body.id, promoCode: 'GUESS5', attendee: { name: 'Asha Rao', email: 'asha@consumer.example', phone: '+919876543210' } },
    });
    expect(booking.body).toMatchObject({ code: 'rate-limited', scope: 'promo' });
    // Without a code the account is not held back.
    expect((await quote()).status).toBe(200);
  });
});

const url = process.env.TEST_DATABASE_URL;
describe.runIf(url)('given PostgreSQL and two API instances over one database', () => {
  const start = async (env: Record<string, string>) => {
    const api = await startApi(readConfig({ API_PORT: '0', DATABASE_URL: url, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(), TICKETKIT_DEV_AUTH_EMULATOR: '1', FIREBASE_PROJECT_ID: PROJECT_ID, ...env }));
    apis.push(api);
    return api;
  };

  it('shares the count: 5 of 12 concurrent writes of one account pass, spread over both', async () => {
    const pair = [await start({ RATE_LIMIT_ACCOUNT: '5/60' }), await start({ RATE_LIMIT_ACCOUNT: '5/60' })];
    const user = await signUp();
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => write(pair[i % 2]!, user)));
    expect(results.filter((r) => r.status === 404)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(7);
  });

  it('CONTROL: two instances counting apart (each its own database) let 10 of the 12 through', async () => {
    const pair = [await started({ RATE_LIMIT_ACCOUNT: '5/60' }), await started({ RATE_LIMIT_ACCOUNT: '5/60' })];
    const user = await signUp();
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => write(pair[i % 2]!, user)));
    expect(results.filter((r) => r.status === 404)).toHaveLength(10);
  });
});
