import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkInCodes, checkInEvent, checkInServer } from '../../fixtures/checkIn.ts';
import { at, doorOn, network, started, stopDoors, stops } from './doorHarness.ts';

// Doors that lose the network or are reloaded offline: scans wait on the device and the server settles them.

afterEach(stopDoors);

describe('given two doors that lose the network', () => {
  it('admits a ticket at both offline, keeps one admission on the server and tells the later door', async () => {
    const server = checkInServer();
    const [linkA, linkB] = [network(), network()];
    const a = await started(doorOn(server, linkA));
    const b = await started(doorOn(server, linkB));
    const codes = await checkInCodes();
    linkA.set(false);
    linkB.set(false);
    expect((await a.door.scan(codes.admitted, at('Gate 1'))).outcome).toBe('admitted');
    expect((await b.door.scan(codes.admitted, at('Gate 2'))).outcome).toBe('admitted');
    expect(a.door.getState()).toMatchObject({ online: false, record: { queue: [{ local: 'admitted' }] } });

    linkA.set(true);
    await vi.waitFor(() => expect(a.door.getState().record.queue).toHaveLength(0));
    linkB.set(true);
    await vi.waitFor(() => expect(b.door.getState().record.queue).toHaveLength(0));

    expect(server.checkIns.get('tkt_asha_1')).toMatchObject({ door: 'Gate 1' });
    expect(a.door.getState().record.conflicts).toEqual([]);
    expect(b.door.getState().record.conflicts).toEqual([
      { scanId: expect.any(String), outcome: 'already-checked-in', ticketId: 'tkt_asha_1', attendeeLabel: 'Asha R.', ticketType: 'General', firstCheckIn: { at: expect.any(String), door: 'Gate 1' } },
    ]);
    expect(b.door.getState().record.admitted).toEqual([]);
    // The later door now refuses the ticket with the first door's name.
    expect(await b.door.scan(codes.admitted, at('Gate 2'))).toMatchObject({ outcome: 'already-checked-in', firstCheckIn: { door: 'Gate 1' } });
  });

  it('queues a legacy code as waiting for the network and sends it when the network returns', async () => {
    const server = checkInServer();
    const link = network();
    const { door } = await started(doorOn(server, link));
    link.set(false);
    expect((await door.scan((await checkInCodes()).legacy, at('Gate 1'))).outcome).toBe('pending');
    link.set(true);
    await vi.waitFor(() => expect(door.getState().record.queue).toHaveLength(0));
    expect(server.checkIns.has('tkt_legacy_1')).toBe(true);
    expect(door.getState().record.admitted.map((a) => a.ticketId)).toEqual(['tkt_legacy_1']);
  });
});

describe('given a device reloaded while offline', () => {
  it('keeps its queue and kit in storage and sends the queue when online again', async () => {
    const server = checkInServer();
    const link = network();
    const first = await started(doorOn(server, link));
    link.set(false);
    await first.door.scan((await checkInCodes()).admitted, at('Gate 1'));
    stopDoors();

    const reloaded = doorOn(server, link, first.storage);
    expect(reloaded.door.getState().record).toMatchObject({ kit: { eventId: checkInEvent.eventId }, queue: [{ local: 'admitted', door: 'Gate 1' }] });
    stops.push(reloaded.door.start());
    expect((await reloaded.door.scan((await checkInCodes()).admitted, at('Gate 1'))).outcome).toBe('already-checked-in');
    link.set(true);
    await vi.waitFor(() => expect(reloaded.door.getState().record.queue).toHaveLength(0));
    expect(server.checkIns.get('tkt_asha_1')).toMatchObject({ door: 'Gate 1' });
  });
});
