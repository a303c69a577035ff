import type { CheckInKit, CheckInScan, ScanOutcome } from '@ticketkit/contract';
import { base64UrlEncode } from '@ticketkit/contract/ticket-code';
import type { WidgetStorage } from '../../sdk/types.ts';
import type { KnownCheckIn, Verdict } from './verifyTicket.ts';

/** A scan this device made and the server has not answered yet. */
export interface QueuedScan extends CheckInScan {
  door: string;
  /** What the device said at the door (`pending` for a code only the server can judge). */
  local: Verdict['outcome'];
  ticketId: string | null;
  attendeeLabel: string | null;
}

/**
 * A scan this device let through that the server refused after sync: most often a ticket admitted
 * offline that another door had admitted first (`already-checked-in` with that door's time and name).
 */
export interface Conflict {
  scanId: string;
  /** `not-synced`: the server refused the scan's whole batch for good (`errorCode` says why), so it recorded nothing. */
  outcome: ScanOutcome | 'not-synced';
  errorCode?: string;
  ticketId: string | null;
  attendeeLabel: string | null;
  ticketType: string | null;
  firstCheckIn: { at: string; door: string } | null;
}

/**
 * What a door keeps on the device for one event, so a reload offline loses nothing: the kit, the
 * scans waiting for the server, the check-ins made here, and the conflicts not yet dismissed.
 */
export interface DoorRecord {
  kit: CheckInKit | null;
  queue: QueuedScan[];
  admitted: KnownCheckIn[];
  conflicts: Conflict[];
}

const recordKey = (hostedEventId: string) => `checkIn:${hostedEventId}`;
const DEVICE_KEY = 'checkInDevice';
/** The door's own choices (door name, session per event), remembered for the next shift. */
export const DOOR_CHOICE_KEY = 'checkInDoor';

export function readRecord(storage: WidgetStorage, hostedEventId: string): DoorRecord {
  const stored = storage.get<Partial<DoorRecord>>(recordKey(hostedEventId));
  return {
    kit: stored?.kit ?? null,
    queue: Array.isArray(stored?.queue) ? stored.queue : [],
    admitted: Array.isArray(stored?.admitted) ? stored.admitted : [],
    conflicts: Array.isArray(stored?.conflicts) ? stored.conflicts : [],
  };
}

export function writeRecord(storage: WidgetStorage, hostedEventId: string, record: DoorRecord): void {
  storage.set(recordKey(hostedEventId), record);
}

/** A random id in the contract's scan/device id alphabet. */
export function randomId(bytes = 12): string {
  return base64UrlEncode(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** This device's id, made once and kept: the server makes a retried scan idempotent per device. */
export function deviceId(storage: WidgetStorage): string {
  const stored = storage.get<string>(DEVICE_KEY);
  if (typeof stored === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(stored)) return stored;
  const id = randomId();
  storage.set(DEVICE_KEY, id);
  return id;
}

export interface DoorChoice {
  door: string;
  sessions: Record<string, string>;
}

export function readDoorChoice(storage: WidgetStorage): DoorChoice {
  const stored = storage.get<Partial<DoorChoice>>(DOOR_CHOICE_KEY);
  return { door: typeof stored?.door === 'string' ? stored.door : '', sessions: stored?.sessions && typeof stored.sessions === 'object' ? stored.sessions : {} };
}

export function writeDoorChoice(storage: WidgetStorage, choice: DoorChoice): void {
  storage.set(DOOR_CHOICE_KEY, choice);
}
