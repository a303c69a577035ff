import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTemplate, insertFixture } from '../testing/api.ts';
import { bookingCalls, type BookingCall, type BookingCalls } from './booking-calls.ts';
import { openPglite, type Database } from './database.ts';

// A booking carries its Idempotency-Key's claim (tk_claim_and_create_bookings): one round claims
// the key and books, in one transaction, in the order the requests came.

let db: Database;
let calls: BookingCalls;
const rounds: number[] = [];
beforeAll(async () => {
  db = await openPglite('memory://', { loadDataDir: await databaseTemplate() });
  calls = bookingCalls(db, (size) => rounds.push(size));
});
afterAll(() => db?.close());

let n = 0;
/** A free hold of one ticket for `uid`, and a booking request for it under `key`. */
async function heldBooking(uid: string, key: string): Promise<BookingCall> {
  n += 1;
  const f = await insertFixture(db, { capacity: 5, price: 0 });
  const holdId = `ho_claims_${n}`;
  await calls.createHold({
    id: holdId, uid, email: null, emailVerified: false, sessionId: f.sessionId, ticketTypeIds: [f.ticketTypeId], quantities: [1],
    companySlug: null, ttlSeconds: 600, maxPerOrder: 6,
  });
  return {
    uid, key, hash: `hash_${key}`, lockSeconds: 60, id: `bk_claims_${n}`, holdId,
    attendee: { name: 'Asha Rao', email: 'asha@consumer.example', phone: '+919876543210' },
    promoCode: null, redeemPoints: 0, qrPayload: null, paymentHoldSeconds: 900, gstin: null, locale: 'en',
  };
}

const keyState = async (uid: string, key: string) =>
  (await db.query<{ state: string }>('select state from idempotency_keys where uid = $1 and key = $2', [uid, key])).rows[0]?.state ?? null;
const bookingCount = async (uid: string) => (await db.query<{ n: number }>('select count(*)::int as n from bookings where uid = $1', [uid])).rows[0]!.n;

/** Runs `send` while another round is in flight, so everything it sends goes together as the next round. */
async function inOneRound<T>(send: () => Promise<T>): Promise<{ answers: T; sizes: number[] }> {
  const from = rounds.length;
  const busy = calls.claimIdempotencyKey({ uid: 'u_claims_busy', key: `busy_${from}`, hash: 'h', lockSeconds: 60 });
  const answers = send();
  await busy;
  return { answers: await answers, sizes: rounds.slice(from) };
}

describe('given booking requests carrying their idempotency claims', () => {
  it('claims and books a lone request in one round, and replays it after', async () => {
    const request = await heldBooking('u_claims_a', 'k-lone');
    const from = rounds.length;
    const first = await calls.createBooking(request);
    expect(rounds.slice(from)).toEqual([1]);
    expect(first.outcome).toBe('claimed');
    expect(first.outcome === 'claimed' && (first.booking as { status: string }).status).toBe('confirmed');
    expect(await keyState('u_claims_a', 'k-lone')).toBe('done');
    const again = await calls.createBooking({ ...request, id: 'bk_claims_again' });
    expect(again.outcome).toBe('replay');
    expect(await bookingCount('u_claims_a')).toBe(1);
  });

  it('answers the same key twice in one round claimed, then in-progress, and books once', async () => {
    const request = await heldBooking('u_claims_b', 'k-twice');
    const { answers, sizes } = await inOneRound(() => Promise.all([calls.createBooking(request), calls.createBooking({ ...request, id: 'bk_claims_twin' })]));
    expect(sizes).toEqual([1, 2]);
    expect(answers.map((a) => a.outcome)).toEqual(['claimed', 'in-progress']);
    expect(await bookingCount('u_claims_b')).toBe(1);
    expect(await keyState('u_claims_b', 'k-twice')).toBe('done');
  });

  it('answers a refused key without booking, and books the claimed ones around it in order', async () => {
    const taken = await heldBooking('u_claims_c', 'k-taken');
    expect((await calls.createBooking(taken)).outcome).toBe('claimed');
    const before = await heldBooking('u_claims_c', 'k-before');
    const after = await heldBooking('u_claims_c', 'k-after');
    const { answers } = await inOneRound(() => Promise.all([
      calls.createBooking(before),
      calls.createBooking({ ...taken, hash: 'another body' }),
      calls.createBooking(after),
    ]));
    expect(answers.map((a) => a.outcome)).toEqual(['claimed', 'mismatch', 'claimed']);
    expect(answers.map((a) => (a.outcome === 'claimed' ? (a.booking as { id: string }).id : null))).toEqual([before.id, null, after.id]);
    expect(await bookingCount('u_claims_c')).toBe(3);
  });

  it('takes back the claim of a booking that raises, alone in its round, so its key is free to retry', async () => {
    const good = await heldBooking('u_claims_d', 'k-good');
    const bad = await heldBooking('u_claims_d', 'k-bad');
    const raising = { ...bad, redeemPoints: 'many' as unknown as number };
    const { answers } = await inOneRound(() => Promise.allSettled([calls.createBooking(good), calls.createBooking(raising)]));
    expect(answers[0].status).toBe('fulfilled');
    expect(answers[1].status).toBe('rejected');
    expect(await keyState('u_claims_d', 'k-good')).toBe('done');
    expect(await keyState('u_claims_d', 'k-bad')).toBeNull();
    const retried = await calls.createBooking(bad);
    expect(retried.outcome).toBe('claimed');
    expect(await bookingCount('u_claims_d')).toBe(2);
  });
});
