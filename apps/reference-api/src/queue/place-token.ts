import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A signed queue place: what a poll needs to answer without the database. `position` is null while
 * the pre-queue is not drawn; `ahead` is how many were before it when the position was first
 * given (the start of its progress bar); `ticketsLeft` is what the account could still take when the
 * token was issued (a waiting account cannot hold this session's tickets, so it holds until admitted).
 */
export interface PlaceClaims {
  uid: string;
  sessionId: string;
  position: number | null;
  ahead: number | null;
  ticketsLeft: number;
}

/** Derived from the signing secret under its own label, so a place's signature never equals a QR or poster one. */
const placeKey = (secret: string) => createHmac('sha256', secret).update('queue-place').digest();

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function placeSigner(secret: string) {
  const key = placeKey(secret);
  return {
    issue(claims: PlaceClaims): string {
      const payload = Buffer.from(JSON.stringify([claims.uid, claims.sessionId, claims.position, claims.ahead, claims.ticketsLeft])).toString('base64url');
      return `${payload}.${sign(key, payload)}`;
    },
    /** The claims of a token this API signed, or null (altered, truncated, or not a place). */
    read(token: string): PlaceClaims | null {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) return null;
      const expected = Buffer.from(sign(key, payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const [uid, sessionId, position, ahead, ticketsLeft] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[];
        if (typeof uid !== 'string' || typeof sessionId !== 'string' || typeof ticketsLeft !== 'number') return null;
        if (position !== null && typeof position !== 'number') return null;
        if (ahead !== null && typeof ahead !== 'number') return null;
        return { uid, sessionId, position, ahead, ticketsLeft };
      } catch {
        return null;
      }
    },
  };
}
export type PlaceSigner = ReturnType<typeof placeSigner>;
