import { timingSafeEqual, verify } from 'node:crypto';
import { parseTicketCode } from '@ticketkit/contract';
import { qrPayload } from '../domain/ids.ts';
import type { SigningKeys } from '../tickets/signing-keys.ts';

/** What a scanned code says, once its signature is checked (as `tk_check_in` takes it). */
export type ReadCode =
  | { kind: 'ticket'; ticketId: string }
  | { kind: 'legacy'; bookingId: string }
  | { kind: 'wrong-event' }
  | { kind: 'invalid' };

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Reads a code scanned at `eventId`'s door. A TK2 code counts only if the key it names is its
 * event's and the signature covers its claims unaltered; a TK1 code only if its HMAC is the
 * API's (`secret` never leaves the API, so a door checks those online only).
 */
export async function readCode(keys: SigningKeys, secret: string, eventId: string, code: string): Promise<ReadCode> {
  const parsed = parseTicketCode(code);
  if (parsed.kind === 'legacy') return sameText(code.trim(), qrPayload(parsed.bookingId, secret)) ? { kind: 'legacy', bookingId: parsed.bookingId } : { kind: 'invalid' };
  if (parsed.kind === 'invalid') return parsed;
  const key = await keys.byId(parsed.claims.keyId, parsed.claims.eventId);
  if (!key || !verify(null, parsed.signed, key.publicKey, parsed.signature)) return { kind: 'invalid' };
  if (parsed.claims.eventId !== eventId) return { kind: 'wrong-event' };
  return { kind: 'ticket', ticketId: parsed.claims.ticketId };
}
