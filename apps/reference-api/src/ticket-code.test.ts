import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base64UrlDecode, base64UrlEncode, formatTicketCode, parseTicketCode, ticketClaimsBytes, type TicketClaims } from '@ticketkit/contract';

const claims: TicketClaims = { eventId: 'ev_1', sessionId: 'se_1', ticketId: 'bk_abc-2', ticketTypeId: 'tt_1', label: 'आशा R.', keyId: 'k1' };

describe('ticket codes', () => {
  it('base64url agrees with Node for every length and refuses non-canonical spellings', () => {
    for (let n = 0; n < 70; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 37 + n) & 0xff);
      const text = base64UrlEncode(bytes);
      expect(text).toBe(Buffer.from(bytes).toString('base64url'));
      expect(base64UrlDecode(text)).toEqual(bytes);
    }
    expect(base64UrlDecode('QQ')).toEqual(Uint8Array.of(65));
    expect(base64UrlDecode('QR')).toBeNull();
    expect(base64UrlDecode('Q')).toBeNull();
    expect(base64UrlDecode('QQ==')).toBeNull();
  });

  it('a signed code parses back to its claims, and its signature verifies only unaltered', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const code = formatTicketCode(claims, sign(null, ticketClaimsBytes(claims), privateKey));
    const parsed = parseTicketCode(code);
    expect(parsed.kind).toBe('signed');
    if (parsed.kind !== 'signed') return;
    expect(parsed.claims).toEqual(claims);
    expect(verify(null, parsed.signed, publicKey, parsed.signature)).toBe(true);

    const forged = formatTicketCode({ ...claims, ticketTypeId: 'tt_vip' }, parsed.signature);
    const f = parseTicketCode(forged);
    expect(f.kind === 'signed' && verify(null, f.signed, publicKey, f.signature)).toBe(false);
  });

  it('reads legacy codes and refuses anything else', () => {
    expect(parseTicketCode('TK1.bk_123.sig')).toEqual({ kind: 'legacy', bookingId: 'bk_123' });
    for (const bad of ['', 'hello', 'TK2.a.b', 'TK2..', `TK2.${base64UrlEncode(Uint8Array.of(0x5b, 0x5d))}.${'A'.repeat(86)}`, 'x'.repeat(2000)]) {
      expect(parseTicketCode(bad).kind, bad.slice(0, 40)).toBe('invalid');
    }
  });
});
