import { IDEMPOTENCY_KEY_TTL_HOURS } from '@ticketkit/contract';
import { errorFields, log } from '../log/logger.ts';
import type { Queryable } from './database.ts';

/** How often a running API tidies up. */
export const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;

export interface Tidied {
  idempotencyKeys: number;
  expiredHolds: number;
  expiredBookings: number;
}

/**
 * Removes what no request can need any more. Correctness never depends on it (an expired hold
 * stops counting the moment it expires, and the claim function takes over a stale key); it keeps
 * the tables and the active-holds index from growing without bound.
 * - idempotency keys past their IDEMPOTENCY_KEY_TTL_HOURS (an in-progress one only once its lock has lapsed too);
 * - holds still marked active after they expired become `expired`, their items inactive;
 * - bookings still waiting for their payment past pay_by become `expired` and their redeemed points
 *   come back (tk_expire_bookings);
 * - rate-limit counters of windows that have ended.
 */
export async function tidy(db: Queryable): Promise<Tidied> {
  const keys = await db.query<{ n: number }>(
    `with gone as (
       delete from idempotency_keys
       where created_at < now() - make_interval(hours => $1) and (state = 'done' or locked_until < now())
       returning 1)
     select count(*)::int as n from gone`,
    [IDEMPOTENCY_KEY_TTL_HOURS],
  );
  const holds = await db.query<{ n: number }>(
    `with h as (
       update holds set status = 'expired' where status = 'active' and expires_at <= now() returning id),
     i as (update hold_items set active = false where active and hold_id in (select id from h) returning 1)
     select count(*)::int as n from h`,
  );
  const bookings = await db.query<{ n: number }>('select tk_expire_bookings() as n');
  // Rate-limit windows that have ended are never read again.
  await db.query('delete from rate_limit_hits where expires_at < now()');
  return { idempotencyKeys: keys.rows[0]?.n ?? 0, expiredHolds: holds.rows[0]?.n ?? 0, expiredBookings: bookings.rows[0]?.n ?? 0 };
}

/**
 * Tidies now and every `intervalMs`. The returned function stops it and waits for a round in
 * progress, so the database can close after it. Failures are logged, never thrown.
 */
export function startHousekeeping(db: Queryable, intervalMs = HOUSEKEEPING_INTERVAL_MS): () => Promise<void> {
  let current: Promise<unknown> = Promise.resolve();
  const run = () => {
    current = tidy(db).catch((error: unknown) => log.warn({ ...errorFields(error) }, 'housekeeping failed; it runs again later'));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
