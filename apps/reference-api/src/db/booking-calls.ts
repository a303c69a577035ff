import { batcher, type Batched, type BatcherLimits } from './batcher.ts';
import type { Database } from './database.ts';

/** Arguments of `tk_create_hold`, as the batched `tk_create_holds` reads them. */
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
 * On PGlite (one connection, one statement at a time) concurrent calls are grouped into one
 * round trip, two groups in flight; on PostgreSQL each request keeps its own transaction and the
 * pool runs them side by side: groups of one, as many as arrive.
 */
export const PGLITE_LIMITS: BatcherLimits = { maxBatch: 64, maxInFlight: 2 };
export const POSTGRES_LIMITS: BatcherLimits = { maxBatch: 1, maxInFlight: Infinity };

export function bookingCalls(db: Database): BookingCalls {
  const limits = db.kind === 'pglite' ? PGLITE_LIMITS : POSTGRES_LIMITS;
  // The answer comes back as text and is parsed here: the database thread is the busy one.
  const call = <Req, Res>(fn: string) =>
    batcher<Req, Res>(async (requests) => {
      const { rows } = await db.query<{ r: string }>(`select ${fn}($1::json)::text as r`, [JSON.stringify(requests)]);
      return JSON.parse(rows[0]!.r) as Res[];
    }, limits);
  return {
    createHold: call<HoldCall, unknown>('tk_create_holds'),
    claimIdempotencyKey: call<ClaimCall, ClaimOutcome>('tk_claim_idempotency_keys'),
    createBooking: call<BookingCall, unknown>('tk_create_bookings'),
  };
}
