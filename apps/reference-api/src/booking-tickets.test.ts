import { createPublicKey, verify } from 'node:crypto';
import { BookingSchema, parseTicketCode, type Booking } from '@ticketkit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from './server.ts';
import { client, insertFixture, startTestApi, type Client } from './testing/api.ts';
import { signUp, type TestUser } from './testing/emulator.ts';
import { makeLegacy } from './testing/legacy-booking.ts';
import { bookAndPay, holdAndBook } from './testing/payments.ts';

// A booking of N tickets carries N tickets, each with its own Ed25519-signed code, shown only while
// the booking is confirmed; the rows are written by the booking itself.

let api: RunningApi;
let http: Client;
let user: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  http = client(api);
  user = await signUp();
});
afterAll(() => api?.close());

/** The event's public key as a door gets it: raw 32 bytes, base64url. */
async function publicKeyOf(eventId: string) {
  const { rows } = await api.db.query<{ key_id: string; public_key: string }>('select key_id, public_key from ticket_signing_keys where event_id = $1', [eventId]);
  expect(rows).toHaveLength(1);
  return { keyId: rows[0]!.key_id, key: createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: rows[0]!.public_key }, format: 'jwk' }) };
}

describe('a booking of three tickets', () => {
  it('answers three tickets with three distinct codes that verify with the event’s public key, in every answer that shows it', async () => {
    const f = await insertFixture(api.db, { capacity: 10, price: 0 });
    const { booking } = await holdAndBook(http, user, f, 3, { attendee: { name: 'Asha Devi Rao', email: 'asha@consumer.example', phone: '+919876543210' } });
    expect(booking.status).toBe(201);
    const created = BookingSchema.parse(booking.body);
    expect(created.status).toBe('confirmed');
    expect(created.tickets.map((t) => t.id)).toEqual([1, 2, 3].map((n) => `${created.id}-${n}`));
    expect(created.tickets.every((t) => t.attendeeLabel === 'Asha R.' && t.ticketType === 'General Admission' && t.checkedInAt === null)).toBe(true);
    const codes = created.tickets.map((t) => t.qrPayload!);
    expect(new Set(codes).size).toBe(3);
    expect(created.qrPayload).toBe(codes[0]);

    const { keyId, key } = await publicKeyOf(f.eventId);
    for (const [i, code] of codes.entries()) {
      const parsed = parseTicketCode(code);
      expect(parsed.kind).toBe('signed');
      if (parsed.kind !== 'signed') continue;
      expect(parsed.claims).toEqual({ eventId: f.eventId, sessionId: f.sessionId, ticketId: `${created.id}-${i + 1}`, ticketTypeId: f.ticketTypeId, label: 'Asha R.', keyId });
      expect(verify(null, parsed.signed, key, parsed.signature)).toBe(true);
    }

    // The rows the booking wrote, one per admission.
    const { rows } = await api.db.query<{ id: string; position: number; event_id: string; session_id: string; legacy: boolean }>(
      'select id, position, event_id, session_id, legacy from tickets where booking_id = $1 order by position', [created.id]);
    expect(rows).toEqual([1, 2, 3].map((n) => ({ id: `${created.id}-${n}`, position: n, event_id: f.eventId, session_id: f.sessionId, legacy: false })));

    // Read again, listed: the same codes (Ed25519 is deterministic, so they are computed, not stored).
    const read = BookingSchema.parse((await http('GET', `/bookings/${created.id}`, { token: user.idToken })).body);
    expect(read.tickets.map((t) => t.qrPayload)).toEqual(codes);
    const listed = (await http('GET', '/me/bookings', { token: user.idToken })).body.items as Booking[];
    expect(listed.find((b) => b.id === created.id)!.tickets.map((t) => t.qrPayload)).toEqual(codes);
  });

  it('shows no code while the booking waits for its payment, and the tickets’ codes once it is paid', async () => {
    const f = await insertFixture(api.db, { capacity: 10, price: 45_000 });
    const { booking } = await holdAndBook(http, user, f, 2);
    const pending = BookingSchema.parse(booking.body);
    expect(pending.status).toBe('payment-pending');
    expect(pending.tickets).toHaveLength(2);
    expect(pending.tickets.every((t) => t.qrPayload === null)).toBe(true);
    expect(pending.qrPayload).toBeNull();

    const paid = BookingSchema.parse(await bookAndPay(api, http, user, f, 2));
    expect(paid.status).toBe('confirmed');
    expect(paid.tickets.every((t) => t.qrPayload?.startsWith('TK2.'))).toBe(true);
    expect(paid.qrPayload).toBe(paid.tickets[0]!.qrPayload);
  });

  it('keeps a legacy booking’s TK1 code for all its tickets', async () => {
    const f = await insertFixture(api.db, { capacity: 10, price: 0 });
    const created = BookingSchema.parse((await holdAndBook(http, user, f, 2)).booking.body);
    await makeLegacy(api.db, created.id);
    const read = BookingSchema.parse((await http('GET', `/bookings/${created.id}`, { token: user.idToken })).body);
    expect(read.qrPayload).toMatch(/^TK1\./);
    expect(read.tickets.map((t) => t.qrPayload)).toEqual([read.qrPayload, read.qrPayload]);
  });
});
