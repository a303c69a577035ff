/**
 * The wait before retry number `attempt` (0 for the first): `firstMs` doubling on each, capped by
 * `maxMs`, times a random factor in [0.75, 1.25) so that many clients failed by the same outage do
 * not all come back in the same instant.
 */
export function backoff(attempt: number, firstMs: number, maxMs: number, random: () => number = Math.random): number {
  return Math.min(maxMs, firstMs * 2 ** attempt * (0.75 + random() * 0.5));
}
