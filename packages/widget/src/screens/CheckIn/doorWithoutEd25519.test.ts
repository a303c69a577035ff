import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkInCodes, checkInServer } from '../../fixtures/checkIn.ts';
import { type DoorOptions } from './door.ts';
import { at, doorOn, network, started, stopDoors } from './doorHarness.ts';

// A door whose browser cannot verify signed codes itself asks the server instead.

afterEach(stopDoors);

/** WebCrypto as a browser without Ed25519 has it (before Chrome 137, Safari 17): the algorithm is unknown. */
const noEd25519: DoorOptions['subtle'] = {
  importKey: () => Promise.reject(new DOMException('Unrecognized name.', 'NotSupportedError')),
  verify: () => Promise.reject(new DOMException('Unrecognized name.', 'NotSupportedError')),
};

describe.each([
  ['a browser without Ed25519', noEd25519],
  ['a plain-http origin (no crypto.subtle)', null],
])('given a door on %s', (_, subtle) => {
  it('online, asks the server about a signed code and shows its answer', async () => {
    const server = checkInServer();
    const { door, sent } = await started(doorOn(server, network(), undefined, { subtle }));
    const codes = await checkInCodes();
    expect(await door.scan(codes.admitted, at('Gate 2'))).toMatchObject({ outcome: 'admitted', ticketId: 'tkt_asha_1', attendeeLabel: 'Asha R.' });
    expect((await door.scan(codes.forged, at('Gate 2'))).outcome).toBe('invalid');
    expect((await door.scan(codes.admitted, at('Gate 2'))).outcome).toBe('already-checked-in');
    expect(sent.flatMap((b) => b.scans.map((s) => s.code))).toContain(codes.forged);
    expect(server.checkIns.get('tkt_asha_1')).toMatchObject({ door: 'Gate 2' });
    expect(door.getState().record.conflicts).toEqual([]);
  });

  it('offline, queues a signed code as waiting for the network instead of refusing it', async () => {
    const server = checkInServer();
    const link = network();
    const { door } = await started(doorOn(server, link, undefined, { subtle }));
    link.set(false);
    expect((await door.scan((await checkInCodes()).admitted, at('Gate 1'))).outcome).toBe('pending');
    expect(door.getState().record.queue).toMatchObject([{ local: 'pending' }]);
    link.set(true);
    await vi.waitFor(() => expect(door.getState().record.queue).toHaveLength(0));
    expect(server.checkIns.get('tkt_asha_1')).toMatchObject({ door: 'Gate 1' });
    expect(door.getState().record.admitted.map((a) => a.ticketId)).toEqual(['tkt_asha_1']);
  });
});
