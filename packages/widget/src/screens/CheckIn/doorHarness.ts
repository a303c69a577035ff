import type { SubmitCheckInsRequest } from '@ticketkit/contract';
import { expect, vi } from 'vitest';
import type { checkInServer} from '../../fixtures/checkIn.ts';
import { checkInEvent, checkInKit, SESSION_TONIGHT } from '../../fixtures/checkIn.ts';
import { createFakeSdk, sdkError } from '../../fixtures/fakeSdk.ts';
import { createDoor, type DoorOptions } from './door.ts';

/**
 * The door against the fixture server (fixtures/checkIn.ts: the reference API's rules, in memory)
 * over a network a test switches off and on. The codes are signed with a real Ed25519 key.
 */
export function network() {
  const target = new EventTarget();
  const net = Object.assign(target, { navigator: { onLine: true } });
  return {
    net: net as unknown as NonNullable<DoorOptions['network']>,
    set(online: boolean) {
      net.navigator.onLine = online;
      target.dispatchEvent(new Event(online ? 'online' : 'offline'));
    },
  };
}

export function doorOn(server: ReturnType<typeof checkInServer>, link: ReturnType<typeof network>, storage = createFakeSdk().storage, more: Partial<DoorOptions> = {}) {
  const sent: SubmitCheckInsRequest[] = [];
  const offline = () => Promise.reject(sdkError('network/offline'));
  const api: DoorOptions['api'] = {
    getCheckInKit: async () => (link.net.navigator.onLine ? checkInKit() : offline()),
    submitCheckIns: async (_id, body) => {
      if (!link.net.navigator.onLine) return offline();
      sent.push(body);
      return server.submit(body);
    },
  };
  const door = createDoor({ api, storage, hostedEventId: checkInEvent.hostedEventId, network: link.net, retryBaseMs: 5, kitRefreshMs: 60_000, ...more });
  return { door, sent, storage };
}

export const at = (door: string) => ({ sessionId: SESSION_TONIGHT, door });

/** The started doors' stops: a test file calls `stopDoors` after each test. */
export const stops: (() => void)[] = [];
export const stopDoors = () => stops.splice(0).forEach((stop) => stop());


export async function started(d: ReturnType<typeof doorOn>) {
  stops.push(d.door.start());
  await vi.waitFor(() => expect(d.door.getState().record.kit).not.toBeNull());
  return d;
}
