import { IDEMPOTENCY_KEY_HEADER } from '@ticketkit/contract';
import type { Context } from 'hono';
import type { BookingCalls } from '../db/booking-calls.ts';
import type { Queryable } from '../db/database.ts';
import { hashJson } from '../domain/ids.ts';
import { ApiError } from './problem.ts';

/** A claim whose request died is taken over after this long. */
const CLAIM_LOCK_SECONDS = 60;

/**
 * Claims a write's Idempotency-Key for the caller (tk_claim_idempotency_keys): answers the key when
 * this request may go ahead, or the stored answer to replay; refuses a missing or malformed key, a
 * key used with another request, and one whose first request is still running. `request` is what
 * makes two requests the same one (the body, and the path's ids where it has any).
 */
export async function claimKey(c: Context, calls: BookingCalls, uid: string, request: unknown): Promise<{ key: string; replay: string | null | undefined }> {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (!key) throw new ApiError('idempotency/key-required', `Send an ${IDEMPOTENCY_KEY_HEADER} header (a fresh UUID per attempt).`);
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw new ApiError('idempotency/key-required', `The ${IDEMPOTENCY_KEY_HEADER} must be 1–255 visible ASCII characters.`);
  const claim = await calls.claimIdempotencyKey({ uid, key, hash: hashJson(request), lockSeconds: CLAIM_LOCK_SECONDS });
  if (claim.outcome === 'mismatch') throw new ApiError('idempotency/key-reused', `This ${IDEMPOTENCY_KEY_HEADER} was used with another request; use a new key for a new one.`);
  if (claim.outcome === 'in-progress') throw new ApiError('idempotency/in-progress', 'The first request with this key is still running; retry in a moment.', {}, { 'retry-after': '1' });
  return { key, replay: claim.outcome === 'replay' ? claim.result : undefined };
}

/** Frees a claimed key when nothing was recorded, so the client can retry with it. */
export async function releaseKey(db: Queryable, uid: string, key: string): Promise<void> {
  await db.query(`delete from idempotency_keys where uid = $1 and key = $2 and state = 'in-progress'`, [uid, key]);
}
