import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkInCodes, checkInEvent, checkInKit, checkInServer, SESSION_TONIGHT } from '../../fixtures/checkIn.ts';
import { createFakeSdk } from '../../fixtures/fakeSdk.ts';
import { createDoor } from './door.ts';
import { at, doorOn, network, started, stopDoors } from './doorHarness.ts';

// The door while online, alone and beside another door: answers from the device, the server records.

afterEach(stopDoors);

describe('given a door online', () => {
  it('answers from the device and records the admission on the server at once', async () => {
    const server = checkInServer();
    const { door, sent } = await started(doorOn(server, network()));
    const codes = await checkInCodes();
    expect((await door.scan(codes.admitted, at('Gate 2'))).outcome).toBe('admitted');
    await vi.waitFor(() => expect(door.getState().record.queue).toHaveLength(0));
    expect(sent[0]).toMatchObject({ door: 'Gate 2', scans: [{ code: codes.admitted, sessionId: SESSION_TONIGHT }] });
    expect(server.checkIns.get('tkt_asha_1')).toMatchObject({ door: 'Gate 2' });
    expect((await door.scan(codes.admitted, at('Gate 2'))).outcome).toBe('already-checked-in');
  });

  it('sends a legacy code at once and shows the server’s answer', async () => {
    const { door } = await started(doorOn(checkInServer(), network()));
    const codes = await checkInCodes();
    expect(await door.scan(codes.legacy, at('Gate 2'))).toMatchObject({ outcome: 'admitted', attendeeLabel: 'Vikram P.' });
    expect(await door.scan(codes.legacy, at('Gate 2'))).toMatchObject({ outcome: 'already-checked-in', firstCheckIn: { door: 'Gate 2' } });
    expect(door.getState().record.conflicts).toEqual([]);
  });

  it('sends nothing for a refused code', async () => {
    const { door, sent } = await started(doorOn(checkInServer(), network()));
    const codes = await checkInCodes();
    expect((await door.scan(codes.forged, at('Gate 2'))).outcome).toBe('invalid');
    expect((await door.scan(codes.revoked, at('Gate 2'))).outcome).toBe('revoked');
    expect(door.getState().record.queue).toEqual([]);
    expect(sent).toEqual([]);
  });
});

describe('given two doors online at once', () => {
  it('refuses at the second door a ticket the first just admitted, with the first door’s name', async () => {
    const server = checkInServer();
    const a = await started(doorOn(server, network()));
    const b = await started(doorOn(server, network()));
    const codes = await checkInCodes();
    expect((await a.door.scan(codes.admitted, at('Gate 1'))).outcome).toBe('admitted');
    expect(await b.door.scan(codes.admitted, at('Gate 2'))).toMatchObject({ outcome: 'already-checked-in', firstCheckIn: { door: 'Gate 1' } });
    expect(server.checkIns.get('tkt_asha_1')).toMatchObject({ door: 'Gate 1' });
    // Said at the gate, so it is no conflict to dismiss later, and not counted as admitted there.
    expect(b.door.getState().record).toMatchObject({ queue: [], conflicts: [], admitted: [] });
  });

  it('refuses a ticket refunded on the server after the doors downloaded their kits', async () => {
    const server = checkInServer();
    const { door } = await started(doorOn(server, network()));
    server.revoked.add('tkt_asha_2');
    expect(await door.scan((await checkInCodes()).second, at('Gate 1'))).toMatchObject({ outcome: 'revoked', attendeeLabel: 'Asha R.' });
    expect(server.checkIns.has('tkt_asha_2')).toBe(false);
    expect(door.getState().record).toMatchObject({ queue: [], conflicts: [], admitted: [] });
  });

  it('answers from the device when the server is slow, and lists the server’s refusal when it comes', async () => {
    const server = checkInServer();
    const link = network();
    const slow = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const storage = createFakeSdk().storage;
    const door = createDoor({
      api: { getCheckInKit: () => checkInKit(), submitCheckIns: async (_id, body) => (await slow(400), server.submit(body)) },
      storage,
      hostedEventId: checkInEvent.hostedEventId,
      network: link.net,
      answerWithinMs: 100,
    });
    await door.refreshKit();
    server.revoked.add('tkt_asha_2');
    const started = performance.now();
    const verdict = await door.scan((await checkInCodes()).second, at('Gate 1'));
    expect(verdict.outcome).toBe('admitted');
    expect(performance.now() - started).toBeLessThan(350);
    await vi.waitFor(() => expect(door.getState().record.queue).toHaveLength(0));
    expect(door.getState().record).toMatchObject({ conflicts: [{ scanId: verdict.scanId, outcome: 'revoked', ticketId: 'tkt_asha_2' }], admitted: [] });
  });
});
