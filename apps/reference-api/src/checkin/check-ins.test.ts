import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { formatTicketCode, parseTicketCode, ticketClaimsBytes, type TicketClaims } from '@ticketkit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../server.ts';
import { client, startTestApi, type Client } from '../testing/api.ts';
import { bookTickets, hostedEvent, kitOf, scanBatch, submit, verifiesOffline } from '../testing/check-in.ts';
import { DEV_QR_SECRET } from '../config.ts';
import { qrPayload } from '../domain/ids.ts';
import { signUp, verifiedUser, type TestUser } from '../testing/emulator.ts';
import { makeLegacy } from '../testing/legacy-booking.ts';

// The door's side of a ticket: the kit a scanner downloads, and the scans it sends. Codes are
// verified here as a door does offline (the contract's parser and WebCrypto Ed25519 with the kit's
// public key) and by the API online; each ticket is admitted at most once in the server's record.

let api: RunningApi;
let http: Client;
let host: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  http = client(api);
  [host, buyer] = await Promise.all([signUp(), signUp()]);
});
afterAll(() => api?.close());

const signedParts = (code: string): { claims: TicketClaims; signature: Uint8Array } => {
  const parsed = parseTicketCode(code);
  if (parsed.kind !== 'signed') throw new Error(`not a signed code: ${code}`);
  return parsed;
};

describe('a booking of three tickets at a hosted event', () => {
  it('carries three distinct codes that verify with the kit’s public key, and each is admitted once', async () => {
    const ev = await hostedEvent(api.db, host);
    const booking = await bookTickets(http, buyer, ev, 3);
    const codes = booking.tickets.map((t) => t.qrPayload!);
    expect(new Set(codes).size).toBe(3);

    const kit = await kitOf(http, host, ev.hostedEventId);
    expect(kit).toMatchObject({ hostedEventId: ev.hostedEventId, eventId: ev.eventId, revokedTicketIds: [], checkIns: [] });
    expect(kit.sessions.map((s) => s.id)).toEqual([ev.sessionId]);
    expect(kit.ticketTypes).toEqual([{ id: ev.ticketTypeId, name: 'General Admission' }]);
    expect(kit.keys).toHaveLength(1);
    for (const code of codes) expect(await verifiesOffline(kit, code)).toBe(true);

    const results = await submit(http, host, ev.hostedEventId, scanBatch(codes, ev.sessionId, { door: 'Gate 1' }));
    expect(results.map((r) => [r.outcome, r.ticketId])).toEqual(booking.tickets.map((t) => ['admitted', t.id]));
    expect(results[0]).toMatchObject({ ticketType: 'General Admission', attendeeLabel: 'Asha R.', firstCheckIn: null });

    const again = await submit(http, host, ev.hostedEventId, scanBatch([codes[1]!], ev.sessionId, { door: 'Gate 2' }));
    expect(again[0]).toMatchObject({ outcome: 'already-checked-in', ticketId: booking.tickets[1]!.id, firstCheckIn: { door: 'Gate 1' } });
    const read = (await http('GET', `/bookings/${booking.id}`, { token: buyer.idToken })).body;
    expect(read.tickets.every((t: { checkedInAt: string | null }) => t.checkedInAt !== null)).toBe(true);
    expect((await kitOf(http, host, ev.hostedEventId)).checkIns.map((c) => c.ticketId).sort()).toEqual(booking.tickets.map((t) => t.id).sort());
  });
});

describe('a code that was altered or signed by another key', () => {
  it('is refused offline (WebCrypto with the kit’s key) and online (invalid)', async () => {
    const ev = await hostedEvent(api.db, host);
    const [booking, other] = [await bookTickets(http, buyer, ev, 2), await bookTickets(http, buyer, ev, 1)];
    const kit = await kitOf(http, host, ev.hostedEventId);
    const genuine = booking.tickets[0]!.qrPayload!;
    const { claims: real, signature } = signedParts(genuine);
    // Claims changed, signature kept: another ticket's id, and another label.
    const forged = [formatTicketCode({ ...real, ticketId: other.tickets[0]!.id }, signature), formatTicketCode({ ...real, label: 'Someone E.' }, signature)];
    // Well formed, naming the event's key, but signed by a key that is not the event's.
    const { privateKey } = generateKeyPairSync('ed25519');
    const claims = { ...real, ticketId: other.tickets[0]!.id };
    const foreign = formatTicketCode(claims, sign(null, ticketClaimsBytes(claims), privateKey));
    const bad = [...forged, foreign, 'TK1.' + booking.id + '.AAAAAAAAAAAAAAAAAAAAAA', 'hello'];
    for (const code of bad) expect(await verifiesOffline(kit, code), code).toBe(false);

    const results = await submit(http, host, ev.hostedEventId, scanBatch(bad, ev.sessionId));
    expect(results.map((r) => r.outcome)).toEqual(bad.map(() => 'invalid'));
    expect(results.every((r) => r.ticketId === null)).toBe(true);
    const { rows } = await api.db.query('select 1 from check_ins where event_id = $1', [ev.eventId]);
    expect(rows).toHaveLength(0);
  });
});

describe('a ticket that cannot be admitted now', () => {
  it('is revoked once its booking is cancelled, online and in the kit', async () => {
    const ev = await hostedEvent(api.db, host, { startsInHours: 2 });
    const booking = await bookTickets(http, buyer, ev, 2);
    const cancelled = await http('POST', `/bookings/${booking.id}/cancel`, { token: buyer.idToken, body: { expectedRefund: 0 }, headers: { 'Idempotency-Key': randomUUID() } });
    expect(cancelled.status, cancelled.text).toBe(200);
    const kit = await kitOf(http, host, ev.hostedEventId);
    expect(kit.revokedTicketIds).toEqual(booking.tickets.map((t) => t.id).sort());
    // The code still verifies offline: the revocation list is what refuses it.
    expect(await verifiesOffline(kit, booking.tickets[0]!.qrPayload!)).toBe(true);
    const [result] = await submit(http, host, ev.hostedEventId, scanBatch([booking.tickets[0]!.qrPayload!], ev.sessionId));
    expect(result).toMatchObject({ outcome: 'revoked', ticketId: booking.tickets[0]!.id });
  });

  it('is wrong-session at another session’s door, wrong-event at another event’s, and not valid yet before the doors open', async () => {
    const ev = await hostedEvent(api.db, host);
    const elsewhere = await hostedEvent(api.db, host);
    const later = await hostedEvent(api.db, host, { startsInHours: 48 });
    const [code] = (await bookTickets(http, buyer, ev, 1)).tickets.map((t) => t.qrPayload!);
    const [laterCode] = (await bookTickets(http, buyer, later, 1)).tickets.map((t) => t.qrPayload!);
    expect((await submit(http, host, ev.hostedEventId, scanBatch([code!], elsewhere.sessionId)))[0]!.outcome).toBe('wrong-session');
    expect((await submit(http, host, elsewhere.hostedEventId, scanBatch([code!], elsewhere.sessionId)))[0]!.outcome).toBe('wrong-event');
    expect((await submit(http, host, later.hostedEventId, scanBatch([laterCode!], later.sessionId)))[0]!.outcome).toBe('not-valid-yet');
  });
});

describe('two devices scanning the same ticket at once', () => {
  it('admits it once; the other is told already checked in, with the first door', async () => {
    const ev = await hostedEvent(api.db, host);
    const [code] = (await bookTickets(http, buyer, ev, 1)).tickets.map((t) => t.qrPayload!);
    const [a, b] = await Promise.all([
      submit(http, host, ev.hostedEventId, scanBatch([code!], ev.sessionId, { door: 'North gate' })),
      submit(http, host, ev.hostedEventId, scanBatch([code!], ev.sessionId, { door: 'South gate' })),
    ]);
    const outcomes = [a[0]!, b[0]!];
    expect(outcomes.map((r) => r.outcome).sort()).toEqual(['admitted', 'already-checked-in']);
    const first = outcomes.find((r) => r.outcome === 'admitted') === a[0] ? 'North gate' : 'South gate';
    expect(outcomes.find((r) => r.outcome === 'already-checked-in')!.firstCheckIn?.door).toBe(first);
    const { rows } = await api.db.query<{ door: string }>('select door from check_ins where event_id = $1', [ev.eventId]);
    expect(rows).toEqual([{ door: first }]);
  });

  it('answers a retried batch exactly as the first time, and a same ticket twice in one batch once', async () => {
    const ev = await hostedEvent(api.db, host);
    const [code] = (await bookTickets(http, buyer, ev, 1)).tickets.map((t) => t.qrPayload!);
    const batch = scanBatch([code!, code!, 'not-a-ticket'], ev.sessionId);
    const first = await submit(http, host, ev.hostedEventId, batch);
    expect(first.map((r) => r.outcome)).toEqual(['admitted', 'already-checked-in', 'invalid']);
    expect(await submit(http, host, ev.hostedEventId, batch)).toEqual(first);
  });
});

describe('one device and scan id at two events', () => {
  it('answers each event with its own ticket, not the other event’s stored answer', async () => {
    const [a, b] = [await hostedEvent(api.db, host), await hostedEvent(api.db, host)];
    const [codeA] = (await bookTickets(http, buyer, a, 1)).tickets.map((t) => t.qrPayload!);
    const [ticketB] = (await bookTickets(http, buyer, b, 1)).tickets;
    const atA = scanBatch([codeA!], a.sessionId);
    const atB = { ...atA, scans: [{ ...atA.scans[0]!, code: ticketB!.qrPayload!, sessionId: b.sessionId }] };
    expect((await submit(http, host, a.hostedEventId, atA))[0]).toMatchObject({ outcome: 'admitted' });
    const [resultB] = await submit(http, host, b.hostedEventId, atB);
    expect(resultB).toMatchObject({ scanId: atA.scans[0]!.scanId, outcome: 'admitted', ticketId: ticketB!.id });
    const { rows } = await api.db.query<{ n: number }>('select count(*)::int as n from check_ins where event_id = $1', [b.eventId]);
    expect(rows[0]!.n).toBe(1);
  });
});

describe('a booking made before per-ticket codes', () => {
  it('is admitted online by its TK1 code, all its tickets at once, and the door is told how many', async () => {
    const ev = await hostedEvent(api.db, host);
    const booking = await bookTickets(http, buyer, ev, 2);
    const code = await makeLegacy(api.db, booking.id);
    const [result] = await submit(http, host, ev.hostedEventId, scanBatch([code], ev.sessionId));
    expect(result).toMatchObject({ outcome: 'admitted', ticketId: booking.tickets[0]!.id, admits: 2 });
    const { rows } = await api.db.query<{ ticket_id: string }>('select ticket_id from check_ins where event_id = $1 order by ticket_id', [ev.eventId]);
    expect(rows.map((r) => r.ticket_id)).toEqual(booking.tickets.map((t) => t.id));
  });
});

describe('a booking made with per-ticket codes', () => {
  it('stores no TK1 code, and a TK1 code made for it with the API’s secret admits nobody', async () => {
    const ev = await hostedEvent(api.db, host);
    const booking = await bookTickets(http, buyer, ev, 2);
    const { rows: stored } = await api.db.query<{ code: string | null }>(`select details::json->>'qrPayload' as code from bookings where id = $1`, [booking.id]);
    expect(stored[0]!.code).toBeNull();
    const [result] = await submit(http, host, ev.hostedEventId, scanBatch([qrPayload(booking.id, DEV_QR_SECRET)], ev.sessionId));
    expect(result).toMatchObject({ outcome: 'invalid', ticketId: null, admits: 0 });
    const { rows } = await api.db.query('select ticket_id from check_ins where event_id = $1', [ev.eventId]);
    expect(rows).toEqual([]);
  });
});

describe('who may check tickets in', () => {
  it('the host and a verified door-staff email may; another host and an uninvited user get 404; an unapproved event is not on sale', async () => {
    const doorEmail = `door-${randomUUID().slice(0, 8)}@venue.example`;
    const unverifiedEmail = `door-${randomUUID().slice(0, 8)}@venue.example`;
    const ev = await hostedEvent(api.db, host, { doorStaff: [doorEmail, unverifiedEmail] });
    const [code] = (await bookTickets(http, buyer, ev, 1)).tickets.map((t) => t.qrPayload!);
    const door = await verifiedUser(doorEmail);
    // Listed, but nobody proved they own the address.
    const [otherHost, stranger, unverified] = await Promise.all([signUp(), signUp(), signUp(unverifiedEmail)]);
    await hostedEvent(api.db, otherHost);
    for (const user of [otherHost, stranger, buyer, unverified]) {
      const kit = await http('GET', `/hosted-events/${ev.hostedEventId}/check-in/kit`, { token: user.idToken });
      expect(kit.status).toBe(404);
      expect(kit.body.code).toBe('not-found');
      const scans = await http('POST', `/hosted-events/${ev.hostedEventId}/check-ins`, { token: user.idToken, body: scanBatch([code!], ev.sessionId) });
      expect(scans.status).toBe(404);
    }
    expect((await kitOf(http, door, ev.hostedEventId)).eventId).toBe(ev.eventId);
    expect((await submit(http, door, ev.hostedEventId, scanBatch([code!], ev.sessionId)))[0]!.outcome).toBe('admitted');

    const draft = await hostedEvent(api.db, host, { approved: false });
    const r = await http('GET', `/hosted-events/${draft.hostedEventId}/check-in/kit`, { token: host.idToken });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('hosting/not-on-sale');
  });
});
