import { createHash, createHmac, randomBytes } from 'node:crypto';

/** Opaque, unguessable ids: a short prefix for humans reading logs, then 128 random bits. */
export const newId = (prefix: string) => `${prefix}_${randomBytes(16).toString('base64url')}`;

/** A stable hash of a JSON value: key order does not matter. */
export function hashJson(value: unknown): string {
  const canonical = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canonical);
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical((v as Record<string, unknown>)[k])]));
    }
    return v;
  };
  return createHash('sha256').update(JSON.stringify(canonical(value))).digest('base64url');
}

/**
 * What makes a corporate event's poster URL unguessable: only answers that may show the event
 * carry it, and `<img>` sends no bearer token to check instead. Derived from the signing secret
 * under its own label, so it never equals a QR signature.
 */
export const posterKey = (secret: string, eventId: string) => createHmac('sha256', secret).update(`poster\0${eventId}`).digest('base64url').slice(0, 22);

/** The text a ticket's QR code encodes: booking id and a signature the venue's scanner checks. */
export function qrPayload(bookingId: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(bookingId).digest('base64url').slice(0, 22);
  return `TK1.${bookingId}.${signature}`;
}
