import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { log } from '../log/logger.ts';
import type { RunningApi } from '../server.ts';
import { ATTENDEE, client, insertFixture, startTestApi } from '../testing/api.ts';
import { interceptBookings } from '../testing/booking-calls.ts';
import { signUp } from '../testing/emulator.ts';

// A fault nothing else can cause on demand is injected where the booking's database call is made:
// an error shaped as a database driver's, whose fields and stack quote the values it was given.
let api: RunningApi;
const bookings = interceptBookings();
beforeAll(async () => {
  api = await startTestApi({}, bookings.options);
});
afterAll(() => api?.close());

describe('given an error nobody expected', () => {
  it('answers 500 internal and logs the error by class, code and message only: no stack, no driver fields', async () => {
    const http = client(api);
    const user = await signUp();
    const f = await insertFixture(api.db, { capacity: 10, price: 0 });
    const held = await http('POST', '/holds', { token: user.idToken, body: { sessionId: f.sessionId, items: [{ ticketTypeId: f.ticketTypeId, quantity: 1 }] } });
    expect(held.status).toBe(201);
    bookings.beforeNextBooking(async () => {
      throw Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505', detail: 'Key (email)=(asha@consumer.example) already exists.', parameters: ['asha@consumer.example'] });
    });
    const errors = vi.spyOn(log, 'error');
    try {
      const res = await http('POST', '/bookings', { token: user.idToken, body: { holdId: held.body.id, attendee: ATTENDEE }, headers: { 'Idempotency-Key': 'unhandled-1' } });
      expect(res.status).toBe(500);
      expect(res.body.code).toBe('internal');
      const line = errors.mock.calls.find((call) => call[1] === 'unhandled error')?.[0] as Record<string, unknown> | undefined;
      expect(line?.err).toEqual({ type: 'Error', code: '23505', message: 'duplicate key value violates unique constraint' });
      expect(JSON.stringify(line)).not.toContain('asha@consumer.example');
    } finally {
      errors.mockRestore();
      bookings.clear();
    }
  });
});
