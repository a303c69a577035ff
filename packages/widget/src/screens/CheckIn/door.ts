import type { WidgetApi, WidgetError, WidgetStorage } from '../../sdk/types.ts';
import { toWidgetError } from '../../sdk/types.ts';
import { toDisplayError, type DisplayError } from '../../ui/displayError.ts';
import { applyResults } from './applyResults.ts';
import { deviceId, randomId, readRecord, writeRecord, type DoorRecord, type QueuedScan } from './doorRecord.ts';
import { verifyTicket, type Ed25519Verifier, type KnownCheckIn, type Verdict } from './verifyTicket.ts';

export interface DoorState {
  record: DoorRecord;
  online: boolean;
  /** The kit's download: the first one, or the last refresh when it failed. */
  kitError: WidgetError | null;
  syncing: boolean;
  /** The last sync's failure until a sync succeeds; `refused` when the server refused a batch for good. */
  syncError: { error: DisplayError; refused: boolean } | null;
}

export interface DoorOptions {
  api: Pick<WidgetApi, 'getCheckInKit' | 'submitCheckIns'>;
  storage: WidgetStorage;
  hostedEventId: string;
  now?: () => Date;
  /** Where `online`/`offline` are heard and read; none in a test that plays the network itself. */
  network?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { navigator: Pick<Navigator, 'onLine'> };
  kitRefreshMs?: number;
  retryBaseMs?: number;
  /** How long an online door waits for the server's word before it answers from the device. */
  answerWithinMs?: number;
  /** The WebCrypto that verifies codes (`crypto.subtle` unless given; `null` for none). */
  subtle?: Ed25519Verifier | null;
}

export interface ScanAt {
  sessionId: string;
  door: string;
}

const BATCH = 500;
const RETRY_CAP_MS = 60_000;

/** Check-ins this device knows of, by ticket: the kit's, those made here, and those other doors made first. */
export function knownCheckIns(record: DoorRecord): Map<string, KnownCheckIn> {
  const known = new Map<string, KnownCheckIn>();
  for (const c of record.kit?.checkIns ?? []) known.set(c.ticketId, c);
  for (const c of record.conflicts) if (c.ticketId && c.firstCheckIn && !known.has(c.ticketId)) known.set(c.ticketId, { ticketId: c.ticketId, ...c.firstCheckIn });
  for (const c of record.admitted) if (!known.has(c.ticketId)) known.set(c.ticketId, c);
  return known;
}

/**
 * One door of one event, without React: verifies scans on the device with the event's kit, keeps
 * every scan the server has not answered in durable storage, sends them in batches whenever the
 * network allows (at once when online, again on `online`, with back-off after a failure) and keeps
 * the kit fresh. Subscribe to it like a store.
 */
export function createDoor(options: DoorOptions) {
  const { api, storage, hostedEventId } = options;
  const now = options.now ?? (() => new Date());
  const network = options.network;
  const device = deviceId(storage);
  let state: DoorState = { record: readRecord(storage, hostedEventId), online: network?.navigator.onLine ?? true, kitError: null, syncing: false, syncError: null };
  const listeners = new Set<(state: DoorState, previous: DoorState) => void>();
  let inFlight: Promise<void> | null = null;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Scans whose door is waiting for the server's answer, and how to give it to them. */
  const waiting = new Map<string, (answer: Verdict | undefined) => void>();

  const set = (patch: Partial<DoorState>) => {
    // Stored first: a record the device could not keep must not be what the door goes on with.
    if (patch.record) writeRecord(storage, hostedEventId, patch.record);
    const previous = state;
    state = { ...state, ...patch };
    for (const l of listeners) l(state, previous);
  };
  const offlineError = (e: WidgetError) => e.code === 'network/offline' || e.code === 'network/timeout';
  // A 4xx answer will not change by sending the same batch again; 401, 408 and 429 may.
  const refusedForGood = (error: unknown) => {
    const { status } = toWidgetError(error);
    return status !== undefined && status >= 400 && status < 500 && ![401, 408, 429].includes(status);
  };

  async function refreshKit(): Promise<void> {
    try {
      const kit = await api.getCheckInKit(hostedEventId);
      set({ record: { ...state.record, kit }, kitError: null, online: true });
    } catch (error) {
      const e = toWidgetError(error);
      set({ kitError: e, online: offlineError(e) ? false : state.online });
    }
  }

  /** Sends the next batch; answers how many of its scans left the queue. */
  async function sendOnce(): Promise<number> {
    const first = state.record.queue[0];
    if (!first) return 0;
    const batch = state.record.queue.filter((s) => s.door === first.door).slice(0, BATCH);
    let results;
    try {
      ({ results } = await api.submitCheckIns(hostedEventId, {
        deviceId: device,
        door: first.door,
        scans: batch.map(({ scanId, code, sessionId, scannedAt }) => ({ scanId, code, sessionId, scannedAt })),
      }));
    } catch (error) {
      if (!refusedForGood(error)) throw error;
      const e = toDisplayError(error);
      const sent = new Set(batch.map((s) => s.scanId));
      const lost = batch.map((s) => ({ scanId: s.scanId, outcome: 'not-synced' as const, errorCode: e.code, ticketId: s.ticketId, attendeeLabel: s.attendeeLabel, ticketType: null, firstCheckIn: null }));
      const record = { ...state.record, queue: state.record.queue.filter((s) => !sent.has(s.scanId)), conflicts: [...state.record.conflicts, ...lost] };
      set({ record, online: true, syncError: { error: e, refused: true } });
      return batch.length;
    }
    const watched = new Set(waiting.keys());
    for (const r of results) waiting.get(r.scanId)?.({ outcome: r.outcome, ticketId: r.ticketId, ticketType: r.ticketType, attendeeLabel: r.attendeeLabel, firstCheckIn: r.firstCheckIn });
    const before = state.record.queue.length;
    const record = applyResults(state.record, batch, results, watched);
    set({ record, online: true, ...(state.syncError?.refused ? {} : { syncError: null }) });
    return before - record.queue.length;
  }

  function scheduleRetry() {
    clearTimeout(retryTimer);
    const delay = Math.min(RETRY_CAP_MS, (options.retryBaseMs ?? 2000) * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(() => void sync(), delay);
  }

  /** Sends every queued scan; one run at a time, and a run goes on while scans keep coming. */
  function sync(): Promise<void> {
    if (inFlight) return inFlight;
    if (state.record.queue.length === 0) return Promise.resolve();
    clearTimeout(retryTimer);
    set({ syncing: true });
    inFlight = (async () => {
      try {
        while (state.record.queue.length > 0) {
          // A round that answers none of its scans would be sent again at once, without end.
          if ((await sendOnce()) === 0) return scheduleRetry();
        }
        failures = 0;
      } catch (error) {
        const e = toWidgetError(error);
        set({ syncError: { error: toDisplayError(e), refused: false }, ...(offlineError(e) ? { online: false } : {}) });
        scheduleRetry();
      } finally {
        inFlight = null;
        set({ syncing: false });
      }
    })();
    return inFlight;
  }

  /**
   * The door's answer to one scan. A refusal on the device stands. Anything the device would let
   * through is queued and, online, sent at once: the server's word is the answer when it comes in
   * time (another door admitted the ticket, or it was refunded since the kit); otherwise the
   * device's, and a later refusal becomes a conflict.
   */
  async function scan(code: string, at: ScanAt): Promise<Verdict> {
    const scannedAt = now();
    const { record } = state;
    const verdict: Verdict = record.kit
      ? await verifyTicket(code, { kit: record.kit, sessionId: at.sessionId, now: scannedAt, checkedIn: knownCheckIns(record), subtle: options.subtle })
      : { outcome: 'pending', ticketId: null, ticketType: null, attendeeLabel: null, firstCheckIn: null };
    if (verdict.outcome !== 'admitted' && verdict.outcome !== 'pending') return verdict;
    const queued: QueuedScan = {
      scanId: randomId(),
      code: code.trim(),
      sessionId: at.sessionId,
      scannedAt: scannedAt.toISOString(),
      door: at.door,
      local: verdict.outcome,
      ticketId: verdict.ticketId,
      attendeeLabel: verdict.attendeeLabel,
    };
    const admitted = verdict.outcome === 'admitted' && verdict.ticketId ? [...state.record.admitted, { ticketId: verdict.ticketId, at: queued.scannedAt, door: at.door }] : state.record.admitted;
    set({ record: { ...state.record, queue: [...state.record.queue, queued], admitted } });
    const mine: Verdict = { ...verdict, scanId: queued.scanId };
    if (!state.online) return mine;
    const answer = await new Promise<Verdict | undefined>((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      // Deciding here, at once, whether the answer came in time: a later one then becomes a conflict.
      const settle = (server: Verdict | undefined) => {
        if (!waiting.delete(queued.scanId)) return;
        clearTimeout(timer);
        resolve(server);
      };
      waiting.set(queued.scanId, settle);
      // A code only the server can judge waits for it; the device's own admission only as long as the door can.
      if (verdict.outcome !== 'pending') timer = setTimeout(() => settle(undefined), options.answerWithinMs ?? 150);
      void sync().then(() => settle(undefined));
    });
    return answer ? { ...answer, scanId: queued.scanId } : mine;
  }

  /** Listens for the network and refreshes the kit while the screen is open; returns the way to stop. */
  function start(): () => void {
    const onOnline = () => {
      set({ online: true });
      failures = 0;
      void sync();
      void refreshKit();
    };
    const onOffline = () => set({ online: false });
    network?.addEventListener('online', onOnline);
    network?.addEventListener('offline', onOffline);
    void refreshKit().then(() => sync());
    const refresher = setInterval(() => {
      if (state.online) void refreshKit();
    }, options.kitRefreshMs ?? 60_000);
    return () => {
      network?.removeEventListener('online', onOnline);
      network?.removeEventListener('offline', onOffline);
      clearInterval(refresher);
      clearTimeout(retryTimer);
    };
  }

  return {
    getState: () => state,
    subscribe(listener: (state: DoorState, previous: DoorState) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    scan,
    sync,
    refreshKit,
    start,
    dismissConflict(scanId: string) {
      const conflicts = state.record.conflicts.filter((c) => c.scanId !== scanId);
      const seen = state.syncError?.refused && !conflicts.some((c) => c.outcome === 'not-synced');
      set({ record: { ...state.record, conflicts }, ...(seen ? { syncError: null } : {}) });
    },
  };
}

export type Door = ReturnType<typeof createDoor>;
