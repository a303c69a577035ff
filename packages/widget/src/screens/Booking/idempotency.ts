import type { CreateBookingRequest } from '@ticketkit/contract';

/** A fresh Idempotency-Key: a random UUID where the browser has one. */
export function randomKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per booking attempt. An attempt is a hold plus exactly what is sent: a
 * double click, or a retry after a network failure, sends the same body and so reuses the key
 * (the API then returns the first booking instead of creating a second). Changing the promo
 * code or points is a new attempt with a new key.
 */
export function createAttemptKeys() {
  const keys = new Map<string, string>();
  return {
    keyFor(body: CreateBookingRequest): string {
      const id = JSON.stringify([body.holdId, body.attendee.name, body.attendee.email, body.attendee.phone, body.promoCode ?? null, body.redeemPoints ?? 0]);
      let key = keys.get(id);
      if (!key) {
        key = randomKey();
        keys.set(id, key);
      }
      return key;
    },
  };
}
