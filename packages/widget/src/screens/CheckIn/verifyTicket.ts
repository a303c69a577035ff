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
  /** The queued scan this answers, when the door sent it to the server. */
  scanId?: string;
}

export interface VerifyContext {
  kit: CheckInKit;
  /** The session this door checks. */
  sessionId: string;
  now: Date;
  /** Check-ins the kit knows and those this device made since, by ticket id. */
  checkedIn: ReadonlyMap<string, KnownCheckIn>;
  /** The device's WebCrypto (`crypto.subtle` when undefined); `null` where there is none (a plain-http origin). */
  subtle?: Ed25519Verifier | null;
}

/** What verifying needs of WebCrypto. */
export type Ed25519Verifier = Pick<SubtleCrypto, 'importKey' | 'verify'>;

const verdict = (outcome: Verdict['outcome'], claims?: TicketClaims, ticketType: string | null = null, firstCheckIn: Verdict['firstCheckIn'] = null): Verdict => ({
  outcome,
  ticketId: claims?.ticketId ?? null,
  ticketType,
  attendeeLabel: claims?.label ?? null,
  firstCheckIn,
});

const hex = (text: string) => new Uint8Array(text.match(/../g)!.map((b) => parseInt(b, 16)));
// RFC 8032 section 7.1, test 1: a known key's signature of the empty message.
const KNOWN_KEY = hex('d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a');
const KNOWN_SIGNATURE = hex('e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b');

/** Per WebCrypto: whether it verifies Ed25519 at all (older browsers do not), and its imported keys by the raw key's text. */
const verifiers = new WeakMap<Ed25519Verifier, { works: Promise<boolean>; keys: Map<string, Promise<CryptoKey | null>> }>();

function verifierOf(subtle: Ed25519Verifier) {
  let known = verifiers.get(subtle);
  if (!known) {
    const works = (async () => {
      const key = await subtle.importKey('raw', KNOWN_KEY, { name: 'Ed25519' }, false, ['verify']);
      return subtle.verify({ name: 'Ed25519' }, key, KNOWN_SIGNATURE, new Uint8Array(0));
    })().catch(() => false);
    known = { works, keys: new Map() };
    verifiers.set(subtle, known);
  }
  return known;
}

function publicKey(subtle: Ed25519Verifier, raw: string): Promise<CryptoKey | null> {
  const { keys } = verifierOf(subtle);
  let key = keys.get(raw);
  if (!key) {
    const bytes = base64UrlDecode(raw);
    key = bytes ? subtle.importKey('raw', bytes, { name: 'Ed25519' }, false, ['verify']).catch(() => null) : Promise.resolve(null);
    keys.set(raw, key);
  }
  return key;
}

/** The device's WebCrypto if it verifies Ed25519; `null` where it cannot (then only the server can judge a signed code). */
async function workingVerifier(subtle: Ed25519Verifier | null | undefined): Promise<Ed25519Verifier | null> {
  if (!subtle) return null;
  return (await verifierOf(subtle).works) ? subtle : null;
}

/**
 * Judges a scanned code on the device with the event's kit: its Ed25519 signature, then its event,
 * session, revocation, opening time and earlier check-ins. Nothing leaves the device. A code the
 * device cannot judge (legacy, or signed where WebCrypto has no Ed25519) is `pending`.
 */
export async function verifyTicket(code: string, ctx: VerifyContext): Promise<Verdict> {
  const parsed = parseTicketCode(code);
  if (parsed.kind === 'legacy') return verdict('pending');
  if (parsed.kind === 'invalid') return verdict('invalid');
  // Without Ed25519 on this device a genuine code cannot be told from a forged one: the server decides.
  const subtle = await workingVerifier(ctx.subtle === undefined ? globalThis.crypto?.subtle : ctx.subtle);
  if (!subtle) return verdict('pending');
  const { claims } = parsed;
  const { kit } = ctx;
  const raw = kit.keys.find((k) => k.keyId === claims.keyId)?.publicKey;
  // Another event's key is not in this kit: its code is refused either way, and saying why helps the door.
  if (!raw) return claims.eventId !== kit.eventId ? verdict('wrong-event') : verdict('invalid');
  const key = await publicKey(subtle, raw);
  if (!key || !(await subtle.verify({ name: 'Ed25519' }, key, parsed.signature, parsed.signed))) return verdict('invalid');
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
