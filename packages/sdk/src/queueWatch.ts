import type { QueuePlace } from '@ticketkit/contract';
import type { TicketkitClient } from './apiClient.ts';
import { backoff } from './backoff.ts';
import { toTicketkitError, type TicketkitError } from './errors.ts';
import type { KeyValueStorage } from './storage.ts';

export type QueueApi = Pick<TicketkitClient, 'joinQueue' | 'getQueuePlace'>;

/**
 * Where an account's place token for a session is kept (the sdk's storage), so a reload polls the
 * same place. Keyed by account too: the next person signed in on the device must not poll (and be
 * shown) the previous one's place.
 */
export const queuePlaceKey = (sessionId: string, uid: string) => `queuePlace:${uid}:${sessionId}`;

/** The first wait after a failed poll; it doubles on each failure in a row (±25 % jitter), up to `MAX_BACKOFF_MS`. */
export const FIRST_BACKOFF_MS = 2000;
export const MAX_BACKOFF_MS = 60_000;

export interface QueueWatchOptions {
  sessionId: string;
  /** The signed-in account whose place this is. */
  uid: string;
  api: QueueApi;
  storage: Pick<KeyValueStorage, 'get' | 'set' | 'remove'>;
  /** Every place the server answered, in order. */
  onPlace(place: QueuePlace): void;
  /** A request failed: `retryInMs` is when the watch tries again, null when it stopped (call `rejoin` to start over). */
  onError?(error: TicketkitError, retryInMs: number | null): void;
  /** The clock's timers (tests pass fake ones). */
  setTimeout?: (run: () => void, ms: number) => unknown;
  clearTimeout?: (id: unknown) => void;
}

export interface QueueWatch {
  /** Stops polling and cancels the request in flight; the stored place stays for the next watch. */
  stop(): void;
  /** Takes a new place (after `turn-expired`, or after the watch stopped on an error) and polls it. */
  rejoin(): void;
}

/**
 * Follows the signed-in account's place in a session's waiting room. It polls the stored place
 * (the place is the account's on the server, so a reload or a second tab finds the same one), else
 * joins; a place the server no longer accepts is joined again. It polls no sooner than the server's
 * `pollAfterSeconds`; a busy answer (429, 503) or no answer waits its `Retry-After`, at least a
 * jittered back-off doubling from FIRST_BACKOFF_MS (so does a queue not open yet). It stops by itself when the session is sold out (the
 * stored place is dropped) or the turn expired (kept, so a reload says so until the person rejoins).
 */
export function watchQueue(options: QueueWatchOptions): QueueWatch {
  const { sessionId, uid, api, storage, onPlace, onError } = options;
  const schedule = options.setTimeout ?? ((run: () => void, ms: number) => globalThis.setTimeout(run, ms));
  const cancel = options.clearTimeout ?? ((id: unknown) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>));
  const key = queuePlaceKey(sessionId, uid);
  let timer: unknown = null;
  let controller: AbortController | null = null;
  let failures = 0;
  let generation = 0;

  const halt = () => {
    generation += 1;
    if (timer !== null) cancel(timer);
    timer = null;
    controller?.abort();
    controller = null;
  };

  const later = (ms: number, run: () => void) => {
    timer = schedule(() => {
      timer = null;
      run();
    }, ms);
  };

  const request = (join: boolean) => {
    const mine = generation;
    controller = new AbortController();
    const token = join ? undefined : storage.get<string>(key);
    const call = token ? api.getQueuePlace(sessionId, { place: token }, { signal: controller.signal, retries: 0 }) : api.joinQueue(sessionId, { signal: controller.signal, retries: 0 });
    call.then(
      (place) => {
        if (mine !== generation) return;
        failures = 0;
        if (place.state === 'sold-out') storage.remove(key);
        else storage.set(key, place.token);
        onPlace(place);
        if (mine !== generation || place.state === 'sold-out' || place.state === 'turn-expired') return;
        later(place.pollAfterSeconds * 1000, () => request(false));
      },
      (caught: unknown) => {
        if (mine !== generation) return;
        const error = toTicketkitError(caught);
        if (error.code === 'network/aborted') return;
        if (token && error.code === 'queue/invalid-place') {
          // A place from another account, or one the server no longer signs: take a new one.
          storage.remove(key);
          request(true);
          return;
        }
        // A queue not open yet opens by itself: keep asking, backing off, as for a busy server.
        const busy = error.retryable || error.status === 429 || error.status === 503 || error.code === 'queue/not-open';
        if (!busy) {
          onError?.(error, null);
          return;
        }
        const wait = Math.max((error.retryAfterSeconds ?? 0) * 1000, backoff(failures, FIRST_BACKOFF_MS, MAX_BACKOFF_MS));
        failures += 1;
        onError?.(error, wait);
        later(wait, () => request(join));
      },
    );
  };

  // On the next task, so a watch stopped at once (a component mounted and unmounted in the same
  // turn, as React's strict mode does) never sends a join.
  later(0, () => request(false));
  return {
    stop: halt,
    rejoin() {
      halt();
      failures = 0;
      request(true);
    },
  };
}
