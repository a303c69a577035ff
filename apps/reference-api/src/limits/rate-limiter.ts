import type { Context } from 'hono';
import type { AuthUser } from '../auth/verify-id-token.ts';
import { batcher, type BatcherLimits } from '../db/batcher.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/problem.ts';
import { isLoopback, requestAddress } from './client-address.ts';
import type { RateLimit, RateLimitsConfig } from './config.ts';

/** Which limit a hit counts against; said in a 429's body as `scope`. */
export type RateScope = 'promo' | 'account' | 'address';

interface Hit {
  scope: RateScope;
  limit: RateLimit;
  bucket: string;
  expiresAt: string;
  windowEndsMs: number;
}

/** What one write request counts against. */
export interface WriteRequest {
  uid: string | null;
  address: string;
  /** A promo-code attempt (quoteHold or createBooking with a code). */
  promo: boolean;
}

/**
 * Hits of the requests that queue up while a group runs go to the database together, one
 * statement per group (tk_rate_limit_hits), so counting costs the booking path one small round
 * trip per group, not per request. On PostgreSQL a few groups may run at once.
 */
const PGLITE_LIMITS: BatcherLimits = { maxBatch: 256, maxInFlight: 1 };
const POSTGRES_LIMITS: BatcherLimits = { maxBatch: 256, maxInFlight: 4 };

/** Counts writes in fixed windows kept in the database, so every replica counts the same hits. */
export function rateLimiter(db: Database, config: RateLimitsConfig, now: () => number = Date.now) {
  const count = batcher<Hit[], number[]>(async (requests) => {
    const hits = requests.flat();
    const { rows } = await db.query<{ r: string }>('select tk_rate_limit_hits($1::json)::text as r', [
      JSON.stringify(hits.map((h) => ({ bucket: h.bucket, expiresAt: h.expiresAt }))),
    ]);
    const totals = JSON.parse(rows[0]!.r) as Record<string, number>;
    // The group's hits of one bucket are counted in arrival order: the k-th of n ends at total − n + k.
    const inGroup = new Map<string, number>();
    for (const h of hits) inGroup.set(h.bucket, (inGroup.get(h.bucket) ?? 0) + 1);
    const seen = new Map<string, number>();
    return requests.map((request) =>
      request.map((h) => {
        const k = (seen.get(h.bucket) ?? 0) + 1;
        seen.set(h.bucket, k);
        return totals[h.bucket]! - inGroup.get(h.bucket)! + k;
      }),
    );
  }, db.kind === 'pglite' ? PGLITE_LIMITS : POSTGRES_LIMITS);

  const hit = (scope: RateScope, limit: RateLimit | null, key: string, at: number): Hit[] => {
    if (!limit) return [];
    const windowMs = limit.seconds * 1000;
    const start = Math.floor(at / windowMs) * windowMs;
    return [{ scope, limit, bucket: `${scope} ${key} ${start / 1000}`, expiresAt: new Date(start + windowMs).toISOString(), windowEndsMs: start + windowMs }];
  };

  /** Counts one write; throws `rate-limited` (429, Retry-After) when it is over a limit. */
  return async function check(request: WriteRequest): Promise<void> {
    const at = now();
    const hits = [
      ...(request.promo && request.uid ? hit('promo', config.promo, request.uid, at) : []),
      ...(request.uid ? hit('account', config.account, request.uid, at) : []),
      ...(config.loopback || !isLoopback(request.address) ? hit('address', config.address, request.address, at) : []),
    ];
    if (hits.length === 0) return;
    const counts = await count(hits);
    const over = hits.find((h, i) => counts[i]! > h.limit.hits);
    if (!over) return;
    const wait = Math.max(1, Math.ceil((over.windowEndsMs - now()) / 1000));
    const per = over.scope === 'address' ? 'from your network address' : over.scope === 'promo' ? 'with a promo code from your account' : 'from your account';
    throw new ApiError(
      'rate-limited',
      `Too many requests ${per}: at most ${over.limit.hits} in ${over.limit.seconds} seconds. Try again in ${wait} seconds.`,
      { scope: over.scope, limit: over.limit.hits, windowSeconds: over.limit.seconds, retryAfter: wait },
      { 'retry-after': String(wait) },
    );
  };
}

/** The routes whose body may carry a promo code to try. */
const PROMO_ROUTES = new Set(['quoteHold', 'createBooking']);

/** bind()'s hook: every write route of the contract counts against the limits. */
export function rateLimitWrites(db: Database, config: RateLimitsConfig) {
  const check = rateLimiter(db, config);
  return (c: Context, route: string, user: AuthUser | null, body: unknown): Promise<void> => {
    const code = (body as { promoCode?: unknown } | undefined)?.promoCode;
    return check({ uid: user?.uid ?? null, address: requestAddress(c, config.trustedProxies), promo: PROMO_ROUTES.has(route) && typeof code === 'string' && code.trim() !== '' });
  };
}
