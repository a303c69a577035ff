import { IDEMPOTENCY_KEY_HEADER } from '@ticketkit/contract';
import type { Context } from 'hono';
import type { BookingCalls, ClaimCall, ClaimOutcome } from '../db/booking-calls.ts';
import type { Queryable } from '../db/database.ts';
import { hashJson } from '../domain/ids.ts';
import { ApiError } from './problem.ts';

/** A claim whose request died is taken over after this long. */
const CLAIM_LOCK_SECONDS = 60;

/** The write's Idempotency-Key, refused when missing or malformed before any database work. */
export function idempotencyKey(c: Context): string {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (!key) throw new ApiError('idempotency/key-required', `Send an ${IDEMPOTENCY_KEY_HEADER} header (a fresh UUID per attempt).`);
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw new ApiError('idempotency/key-required', `The ${IDEMPOTENCY_KEY_HEADER} must be 1–255 visible ASCII characters.`);
  return key;
}

/** The claim of `key` for the caller's `request`: what makes two requests the same one (the body, and the path's ids where it has any). */
export function claimOf(uid: string, key: string, request: unknown): ClaimCall {
  return { uid, key, hash: hashJson(request), lockSeconds: CLAIM_LOCK_SECONDS };
}

/**
 * What a claim's outcome (tk_claim_idempotency_keys) means for the request: undefined when it may
 * go ahead, or the stored answer to replay; refuses a key used with another request, and one whose
 * first request is still running.
 */
export function claimReplay(claim: ClaimOutcome): string | null | undefined {
  if (claim.outcome === 'mismatch') throw new ApiError('idempotency/key-reused', `This ${IDEMPOTENCY_KEY_HEADER} was used with another request; use a new key for a new one.`);
  if (claim.outcome === 'in-progress') throw new ApiError('idempotency/in-progress', 'The first request with this key is still running; retry in a moment.', {}, { 'retry-after': '1' });
  return claim.outcome === 'replay' ? claim.result : undefined;
}

/** Claims a write's Idempotency-Key in a round of its own (a booking carries its claim instead: routes/bookings.ts). */
export async function claimKey(c: Context, calls: BookingCalls, uid: string, request: unknown): Promise<{ key: string; replay: string | null | undefined }> {
  const key = idempotencyKey(c);
  return { key, replay: claimReplay(await calls.claimIdempotencyKey(claimOf(uid, key, request))) };
}

/** Frees a claimed key when nothing was recorded, so the client can retry with it. */
export async function releaseKey(db: Queryable, uid: string, key: string): Promise<void> {
  await db.query(`delete from idempotency_keys where uid = $1 and key = $2 and state = 'in-progress'`, [uid, key]);
}
