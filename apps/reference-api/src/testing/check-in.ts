import { randomUUID } from 'node:crypto';
import { base64UrlDecode, BookingSchema, CheckInKitSchema, CheckInResultsSchema, parseTicketCode, type Booking, type CheckInKit, type CheckInResult } from '@ticketkit/contract';
import { expect } from 'vitest';
import type { Queryable } from '../db/database.ts';
import { insertFixture, type Client, type Fixture } from './api.ts';
import type { TestUser } from './emulator.ts';
import { holdAndBook } from './payments.ts';

/** An approved hosted event (as approval leaves it): its catalogue event, host and door staff. */
export async function hostedEvent(db: Queryable, host: TestUser, o: { doorStaff?: string[]; startsInHours?: number; approved?: boolean } = {}) {
  const f = await insertFixture(db, { capacity: 20, price: 0, startsInHours: o.startsInHours ?? 1 });
  const id = `he_test_${randomUUID().slice(0, 12)}`;
  await db.query(
    `insert into hosted_events (id, uid, status, request, event_id, door_staff) values ($1, $2, $3, '{}', $4, $5::json)`,
    [id, host.uid, o.approved === false ? 'submitted' : 'approved', o.approved === false ? null : f.eventId, JSON.stringify(o.doorStaff ?? [])],
  );
  await db.query('update events set host_uid = $1 where id = $2', [host.uid, f.eventId]);
  return { ...f, hostedEventId: id };
}

export async function bookTickets(http: Client, buyer: TestUser, f: Fixture, quantity: number): Promise<Booking> {
  const { booking } = await holdAndBook(http, buyer, f, quantity);
  expect(booking.status).toBe(201);
  return BookingSchema.parse(booking.body);
}

export async function kitOf(http: Client, user: TestUser, hostedEventId: string): Promise<CheckInKit> {
  const r = await http('GET', `/hosted-events/${hostedEventId}/check-in/kit`, { token: user.idToken });
  expect(r.status, r.text).toBe(200);
  return CheckInKitSchema.parse(r.body);
}

/** A device's batch of scans as the check-in screen sends it. */
export function scanBatch(codes: string[], sessionId: string, o: { deviceId?: string; door?: string; scannedAt?: string } = {}) {
  return {
    deviceId: o.deviceId ?? `dev-${randomUUID().slice(0, 8)}`,
    door: o.door ?? 'Gate 1',
    scans: codes.map((code) => ({ scanId: `scan-${randomUUID().slice(0, 12)}`, code, sessionId, scannedAt: o.scannedAt ?? new Date().toISOString() })),
  };
}

export async function submit(http: Client, user: TestUser, hostedEventId: string, batch: ReturnType<typeof scanBatch>): Promise<CheckInResult[]> {
  const r = await http('POST', `/hosted-events/${hostedEventId}/check-ins`, { token: user.idToken, body: batch });
  expect(r.status, r.text).toBe(200);
  return CheckInResultsSchema.parse(r.body).results;
}

/** Verifies a code as a door's scanner does offline: the contract's parser and WebCrypto Ed25519 with the kit's keys. */
export async function verifiesOffline(kit: CheckInKit, code: string): Promise<boolean> {
  const parsed = parseTicketCode(code);
  if (parsed.kind !== 'signed' || parsed.claims.eventId !== kit.eventId) return false;
  const entry = kit.keys.find((k) => k.keyId === parsed.claims.keyId);
  if (!entry) return false;
  const key = await crypto.subtle.importKey('raw', base64UrlDecode(entry.publicKey)!, { name: 'Ed25519' }, false, ['verify']);
  return crypto.subtle.verify('Ed25519', key, parsed.signature, parsed.signed);
}
