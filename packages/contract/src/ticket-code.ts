/**
 * The text of a ticket's QR code. Plain ECMAScript (no zod, no Node or DOM APIs): the API signs
 * the bytes `ticketClaimsBytes` gives with the event's Ed25519 private key (node:crypto), and a
 * door's scanner verifies them offline with the public key (WebCrypto, in the widget).
 *
 * `TK2.<claims>.<signature>`: the claims are a JSON array in base64url, the signature is Ed25519
 * over the claims' bytes (before base64url) in base64url. An event's key signs all its tickets;
 * `keyId` names it so keys can be rotated. `TK1.<bookingId>.<hmac>` is the older per-booking code:
 * only the API can check it (its secret never leaves the API), so a scanner checks it online.
 */

export const TICKET_CODE_VERSION = 'TK2';
export const LEGACY_TICKET_CODE_VERSION = 'TK1';

/** What a ticket's code says about it. `label` is a short attendee label (e.g. "Asha R."). */
export interface TicketClaims {
  eventId: string;
  sessionId: string;
  ticketId: string;
  ticketTypeId: string;
  label: string;
  keyId: string;
}

/** A code as read: a current one with its claims, a legacy one (check online), or not a ticket at all. */
export type ParsedTicketCode =
  | { kind: 'signed'; claims: TicketClaims; signed: Uint8Array<ArrayBuffer>; signature: Uint8Array<ArrayBuffer> }
  | { kind: 'legacy'; bookingId: string }
  | { kind: 'invalid' };

/** Longest code a scanner or the API takes. */
export const TICKET_CODE_MAX = 1000;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function base64UrlEncode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** Null when `text` is not canonical unpadded base64url. */
export function base64UrlDecode(text: string): Uint8Array<ArrayBuffer> | null {
  if (text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let bits = 0;
  let value = 0;
  let j = 0;
  for (const ch of text) {
    const v = ALPHABET.indexOf(ch);
    if (v < 0) return null;
    value = ((value << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[j++] = (value >> bits) & 0xff;
    }
  }
  // Leftover bits must be zero, so that every code has exactly one spelling.
  if ((value & ((1 << bits) - 1)) !== 0) return null;
  return bytes;
}

/** JSON with every character outside ASCII escaped, so its bytes are its char codes. */
const asciiJson = (value: unknown) => JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The bytes a ticket's signature covers. */
export function ticketClaimsBytes(c: TicketClaims): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(asciiJson([c.eventId, c.sessionId, c.ticketId, c.ticketTypeId, c.label, c.keyId]), (ch) => ch.charCodeAt(0));
}

/** The code for claims and their Ed25519 signature (made by the API with the event's private key). */
export function formatTicketCode(claims: TicketClaims, signature: Uint8Array): string {
  return `${TICKET_CODE_VERSION}.${base64UrlEncode(ticketClaimsBytes(claims))}.${base64UrlEncode(signature)}`;
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 120;

export function parseTicketCode(code: string): ParsedTicketCode {
  const text = code.trim();
  if (text.length === 0 || text.length > TICKET_CODE_MAX) return { kind: 'invalid' };
  const parts = text.split('.');
  if (parts[0] === LEGACY_TICKET_CODE_VERSION && parts.length === 3 && isText(parts[1])) return { kind: 'legacy', bookingId: parts[1] };
  if (parts[0] !== TICKET_CODE_VERSION || parts.length !== 3) return { kind: 'invalid' };
  const signed = base64UrlDecode(parts[1]!);
  const signature = base64UrlDecode(parts[2]!);
  if (!signed || !signature || signature.length !== 64) return { kind: 'invalid' };
  if (signed.some((b) => b > 0x7e || b < 0x20)) return { kind: 'invalid' };
  let fields: unknown;
  try {
    fields = JSON.parse(String.fromCharCode(...signed));
  } catch {
    return { kind: 'invalid' };
  }
  if (!Array.isArray(fields) || fields.length !== 6 || !fields.every(isText)) return { kind: 'invalid' };
  const [eventId, sessionId, ticketId, ticketTypeId, label, keyId] = fields as string[];
  return { kind: 'signed', claims: { eventId: eventId!, sessionId: sessionId!, ticketId: ticketId!, ticketTypeId: ticketTypeId!, label: label!, keyId: keyId! }, signed, signature };
}
