import { batcher, type Batched, type BatcherLimits } from './batcher.ts';
import type { Database } from './database.ts';

/** One request of `tk_create_holds` (src/db/functions/tk_create_holds.sql). */
export interface HoldCall {
  id: string;
  uid: string;
  email: string | null;
  emailVerified: boolean;
  sessionId: string;
  ticketTypeIds: string[];
  quantities: number[];
  companySlug: string | null;
  ttlSeconds: number;
  maxPerOrder: number;
}

export interface ClaimCall {
  uid: string;
  key: string;
  hash: string;
  lockSeconds: number;
}

export type ClaimOutcome = { outcome: 'claimed' | 'mismatch' | 'in-progress' } | { outcome: 'replay'; result: string | null };

export interface BookingCall {
  id: string;
  uid: string;
  holdId: string;
  attendee: { name: string; email: string; phone: string };
  promoCode: string | null;
  redeemPoints: number;
  qrPayload: string;
  key: string;
}

/** The booking path's database calls. Each answers the function's JSON (a result or `{ error, … }`). */
export interface BookingCalls {
  createHold: Batched<HoldCall, unknown>;
  claimIdempotencyKey: Batched<ClaimCall, ClaimOutcome>;
  createBooking: Batched<BookingCall, unknown>;
}

/**
 * On PGlite (one connection, one statement at a time) the calls of all three kinds that queue
 * up while a round runs go together as the next round: one round trip, and each kind handled
 * set-based for the whole group (src/db/functions/). On PostgreSQL each request keeps its own
 * transaction and the pool runs them side by side: rounds of one, as many as arrive.
 */
export const PGLITE_LIMITS: BatcherLimits = { maxBatch: 96, maxInFlight: 1 };
export const POSTGRES_LIMITS: BatcherLimits = { maxBatch: 1, maxInFlight: Infinity };

/** Where each kind goes in a round's arguments and answer. */
const HOLD = 0;
const CLAIM = 1;
const BOOKING = 2;
type Call = { kind: typeof HOLD; request: HoldCall } | { kind: typeof CLAIM; request: ClaimCall } | { kind: typeof BOOKING; request: BookingCall };

export function bookingCalls(db: Database, onRound?: (size: number) => void): BookingCalls {
  const limits = db.kind === 'pglite' ? PGLITE_LIMITS : POSTGRES_LIMITS;
  const round = batcher<Call, unknown>(async (calls) => {
    const requests: [unknown[], unknown[], unknown[]] = [[], [], []];
    for (const call of calls) requests[call.kind].push(call.request);
    const { rows } = await db.query<{ r: string }>('select tk_booking_round($1::json, $2::json, $3::json)::text as r', requests.map((r) => JSON.stringify(r)));
    // The answer comes back as text and is parsed here: the database thread is the busy one.
    const answers = JSON.parse(rows[0]!.r) as [unknown[], unknown[], unknown[]];
    const next: [number, number, number] = [0, 0, 0];
    return calls.map((call) => answers[call.kind][next[call.kind]++]);
  }, limits, onRound);
  return {
    createHold: (request) => round({ kind: HOLD, request }),
    claimIdempotencyKey: (request) => round({ kind: CLAIM, request }) as Promise<ClaimOutcome>,
    createBooking: (request) => round({ kind: BOOKING, request }),
  };
}
