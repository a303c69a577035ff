import { describe, expect, it } from 'vitest';
import { checkInCodes, checkInKit, firstDoorCheckIn, SESSION_LATER, SESSION_TONIGHT } from '../../fixtures/checkIn.ts';
import { verifyTicket, type KnownCheckIn } from './verifyTicket.ts';

// The fixture codes are signed with a real Ed25519 key made by WebCrypto; nothing here is mocked.
async function judge(name: Parameters<typeof pick>[1], sessionId = SESSION_TONIGHT, checkedIn: KnownCheckIn[] = []) {
  const [codes, kit] = await Promise.all([checkInCodes(), checkInKit()]);
  const known = new Map([...kit.checkIns, ...checkedIn].map((c) => [c.ticketId, c]));
  return verifyTicket(pick(codes, name), { kit, sessionId, now: new Date(), checkedIn: known });
}
const pick = (codes: Awaited<ReturnType<typeof checkInCodes>>, name: keyof Awaited<ReturnType<typeof checkInCodes>>) => codes[name];

describe('given a door checking tonight’s session with the event’s kit', () => {
  it('admits a genuine ticket for this session, with its attendee and ticket type', async () => {
    expect(await judge('admitted')).toEqual({ outcome: 'admitted', ticketId: 'tkt_asha_1', ticketType: 'General', attendeeLabel: 'Asha R.', firstCheckIn: null });
  });

  it('says when and at which door a ticket the kit knows was checked in', async () => {
    expect(await judge('alreadyCheckedIn')).toMatchObject({ outcome: 'already-checked-in', firstCheckIn: { at: firstDoorCheckIn.at, door: 'Gate 1' } });
  });

  it('refuses a second scan of a ticket this device admitted', async () => {
    const here = { ticketId: 'tkt_asha_1', at: '2026-11-24T13:30:00.000Z', door: 'Side door' };
    expect(await judge('admitted', SESSION_TONIGHT, [here])).toMatchObject({ outcome: 'already-checked-in', firstCheckIn: { door: 'Side door' } });
  });

  it('refuses a cancelled or refunded ticket even though its signature is good', async () => {
    expect(await judge('revoked')).toMatchObject({ outcome: 'revoked', attendeeLabel: 'Meera S.' });
  });

  it('refuses a ticket for the event’s other session', async () => {
    expect(await judge('wrongSession')).toMatchObject({ outcome: 'wrong-session', ticketId: 'tkt_kabir_1' });
  });

  it('refuses a ticket of another event', async () => {
    expect((await judge('wrongEvent')).outcome).toBe('wrong-event');
  });

  it('refuses a forged code: real claims of another ticket with an attendee changed', async () => {
    expect(await judge('forged')).toEqual({ outcome: 'invalid', ticketId: null, ticketType: null, attendeeLabel: null, firstCheckIn: null });
  });

  it('refuses text that is not a ticket code', async () => {
    const kit = await checkInKit();
    expect((await verifyTicket('https://example.com', { kit, sessionId: SESSION_TONIGHT, now: new Date(), checkedIn: new Map() })).outcome).toBe('invalid');
  });

  it('leaves a legacy code to the server', async () => {
    expect((await judge('legacy')).outcome).toBe('pending');
  });
});

describe('given a door checking a session whose doors open later', () => {
  it('says the ticket is not valid yet', async () => {
    expect(await judge('wrongSession', SESSION_LATER)).toMatchObject({ outcome: 'not-valid-yet', attendeeLabel: 'Kabir D.' });
  });
});

describe('given a device whose WebCrypto cannot verify Ed25519', () => {
  it.each([
    ['an older browser', { importKey: () => Promise.reject(new DOMException('Unrecognized name.', 'NotSupportedError')), verify: () => Promise.reject(new DOMException('Unrecognized name.', 'NotSupportedError')) }],
    ['a plain-http origin', null],
  ] as const)('on %s, leaves genuine and forged codes alike to the server', async (_, subtle) => {
    const [codes, kit] = await Promise.all([checkInCodes(), checkInKit()]);
    for (const code of [codes.admitted, codes.forged]) {
      expect((await verifyTicket(code, { kit, sessionId: SESSION_TONIGHT, now: new Date(), checkedIn: new Map(), subtle })).outcome).toBe('pending');
    }
  });
});
