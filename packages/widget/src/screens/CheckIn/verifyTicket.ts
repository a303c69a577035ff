import type { CheckInKit, ScanOutcome } from '@ticketkit/contract';
import { CHECK_IN_OPENS_MINUTES_BEFORE } from '@ticketkit/contract/rules';
import { base64UrlDecode, parseTicketCode, type TicketClaims } from '@ticketkit/contract/ticket-code';

/** A check-in already known on this device: from the kit, or admitted here. */
export interface KnownCheckIn {
  ticketId: string;
  at: string;
  door: string;
}

/**
 * What the door sees for one scan. `pending` is a legacy code (or anything the device cannot
 * judge offline): it waits for the server's word.
 */
export interface Verdict {
  outcome: ScanOutcome | 'pending';
  ticketId: string | null;
  ticketType: string | null;
  attendeeLabel: string | null;
  firstCheckIn: { at: string; door: string } | null;
}

export interface VerifyContext {
  kit: CheckInKit;
  /** The session this door checks. */
  sessionId: string;
  now: Date;
  /** Check-ins the kit knows and those this device made since, by ticket id. */
  checkedIn: ReadonlyMap<string, KnownCheckIn>;
}

const verdict = (outcome: Verdict['outcome'], claims?: TicketClaims, ticketType: string | null = null, firstCheckIn: Verdict['firstCheckIn'] = null): Verdict => ({
  outcome,
  ticketId: claims?.ticketId ?? null,
  ticketType,
  attendeeLabel: claims?.label ?? null,
  firstCheckIn,
});

/** Imported keys by the raw key's text: importing costs more than verifying. */
const keyCache = new Map<string, Promise<CryptoKey | null>>();

function publicKey(raw: string): Promise<CryptoKey | null> {
  let key = keyCache.get(raw);
  if (!key) {
    const bytes = base64UrlDecode(raw);
    key = bytes ? crypto.subtle.importKey('raw', bytes, { name: 'Ed25519' }, false, ['verify']).catch(() => null) : Promise.resolve(null);
    keyCache.set(raw, key);
  }
  return key;
}

/**
 * Judges a scanned code on the device with the event's kit: its Ed25519 signature, then its event,
 * session, revocation, opening time and earlier check-ins. Nothing leaves the device.
 */
export async function verifyTicket(code: string, ctx: VerifyContext): Promise<Verdict> {
  const parsed = parseTicketCode(code);
  if (parsed.kind === 'legacy') return verdict('pending');
  if (parsed.kind === 'invalid') return verdict('invalid');
  const { claims } = parsed;
  const { kit } = ctx;
  const raw = kit.keys.find((k) => k.keyId === claims.keyId)?.publicKey;
  // Another event's key is not in this kit: its code is refused either way, and saying why helps the door.
  if (!raw) return claims.eventId !== kit.eventId ? verdict('wrong-event') : verdict('invalid');
  const key = await publicKey(raw);
  if (!key || !(await crypto.subtle.verify({ name: 'Ed25519' }, key, parsed.signature, parsed.signed))) return verdict('invalid');
  const ticketType = kit.ticketTypes.find((t) => t.id === claims.ticketTypeId)?.name ?? null;
  if (claims.eventId !== kit.eventId) return verdict('wrong-event', claims, ticketType);
  if (claims.sessionId !== ctx.sessionId) return verdict('wrong-session', claims, ticketType);
  if (kit.revokedTicketIds.includes(claims.ticketId)) return verdict('revoked', claims, ticketType);
  const session = kit.sessions.find((s) => s.id === ctx.sessionId);
  if (session && ctx.now.getTime() < Date.parse(session.startsAt) - CHECK_IN_OPENS_MINUTES_BEFORE * 60_000) return verdict('not-valid-yet', claims, ticketType);
  const earlier = ctx.checkedIn.get(claims.ticketId);
  if (earlier) return verdict('already-checked-in', claims, ticketType, { at: earlier.at, door: earlier.door });
  return verdict('admitted', claims, ticketType);
}
