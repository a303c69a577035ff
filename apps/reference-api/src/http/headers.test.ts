import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../server.ts';
import { ATTENDEE, client, insertFixture, startTestApi, type Client } from '../testing/api.ts';
import { signUp, uniqueEmail, verifiedUser, type TestUser } from '../testing/emulator.ts';

let api: RunningApi;
let http: Client;
let consumer: TestUser;
let employee: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  http = client(api);
  [consumer, employee] = await Promise.all([signUp(), verifiedUser(uniqueEmail('acme.example'))]);
});
afterAll(() => api?.close());

describe('response headers', () => {
  it('personal answers (/me…, holds, bookings, corporate, hosting) are no-store and nosniff, successes and errors alike', async () => {
    const f = await insertFixture(api.db, { capacity: 5, price: 0 });
    const hold = await http('POST', '/holds', { token: consumer.idToken, body: { sessionId: f.sessionId, items: [{ ticketTypeId: f.ticketTypeId, quantity: 1 }] } });
    expect(hold.status).toBe(201);
    const booking = await http('POST', '/bookings', { token: consumer.idToken, body: { holdId: hold.body.id, attendee: ATTENDEE }, headers: { 'Idempotency-Key': 'headers-1' } });
    expect(booking.status).toBe(201);
    const answers = [
      hold,
      booking,
      await http('GET', `/holds/${hold.body.id}`, { token: consumer.idToken }),
      await http('GET', `/bookings/${booking.body.id}`, { token: consumer.idToken }),
      await http('GET', '/me', { token: consumer.idToken }),
      await http('GET', '/me/bookings', { token: consumer.idToken }),
      await http('GET', '/me/rewards', { token: consumer.idToken }),
      await http('GET', '/me/hosted-events', { token: consumer.idToken }),
      await http('GET', '/corporate/me', { token: employee.idToken }),
      await http('GET', '/corporate/me/bookings', { token: employee.idToken }),
      await http('GET', '/corporate/companies/acme/events', { token: employee.idToken }),
      await http('GET', '/bookings/bk_nope', { token: consumer.idToken }),
      await http('GET', '/me'),
      await http('POST', '/hosted-events', { token: consumer.idToken, body: {} }),
    ];
    for (const res of answers) {
      expect(res.headers.get('cache-control'), res.text.slice(0, 120)).toBe('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(answers.map((r) => r.status)).toEqual([201, 201, 200, 200, 200, 200, 200, 200, 200, 200, 200, 404, 401, 400]);
  });

  it('public JSON answers and problems are nosniff and may be cached', async () => {
    for (const path of ['/events?city=nagpur', '/cities', '/events/ev_nope', '/no-such-route']) {
      const res = await http('GET', path);
      expect(res.headers.get('content-type')).toMatch(/json/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).not.toBe('no-store');
    }
  });
});
