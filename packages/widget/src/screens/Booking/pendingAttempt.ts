import { ID_PATTERN } from '@ticketkit/contract/rules';
import type { CreateBookingRequest } from '@ticketkit/contract';

/**
 * A booking request that was sent but whose answer was never seen (the page reloaded or closed
 * mid-request). Kept in sessionStorage per session + selection so that, after a reload, the
 * widget re-sends the same body with the same Idempotency-Key: the API then returns the booking
 * it already made instead of the visitor booking twice.
 */
export interface PendingAttempt {
  body: CreateBookingRequest;
  idempotencyKey: string;
}

const PREFIX = 'ticketkit:pending-booking:';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked (privacy mode, sandboxed iframe)
  }
}

/** Where a selection's pending attempt is kept (`selection` from selectionKey). */
export function pendingKey(selection: string): string {
  return `${PREFIX}${selection}`;
}

export function savePending(key: string, attempt: PendingAttempt): void {
  try {
    storage()?.setItem(key, JSON.stringify(attempt));
  } catch {
    // Quota or blocked storage: the in-memory guard still stops double clicks.
  }
}

export function readPending(key: string): PendingAttempt | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingAttempt>;
    if (typeof value.idempotencyKey !== 'string' || !value.body || typeof value.body.holdId !== 'string') return null;
    return value as PendingAttempt;
  } catch {
    return null;
  }
}

export function clearPending(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing to do
  }
}

/** The tickets chosen, as a hold asks for them (types with none left out). */
export function selectionItems(quantities: Record<string, number>): { ticketTypeId: string; quantity: number }[] {
  return Object.entries(quantities)
    .filter(([, q]) => q > 0)
    .map(([ticketTypeId, quantity]) => ({ ticketTypeId, quantity }));
}

/** The key of a session + ticket selection, as the booking step keys its attempts. */
export function selectionKey(sessionId: string, quantities: Record<string, number>): string {
  return `${sessionId}:${JSON.stringify(selectionItems(quantities))}`;
}

/**
 * A booking id kept per person and selection in `store`: a person's ids are theirs alone (after a
 * sign-out and another sign-in in the same tab, the next person finds none of the first one's);
 * nobody signed in, nothing is kept or found. Blocked storage keeps nothing and finds nothing.
 */
function bookingIdStore(prefix: string, store: () => Storage | null) {
  const at = (uid: string, key: string) => `${prefix}${uid}:${key}`;
  return {
    save(uid: string | undefined, key: string, bookingId: string): void {
      if (!uid) return;
      try {
        store()?.setItem(at(uid, key), bookingId);
      } catch {
        // Quota or blocked storage: the flow still works, it only cannot resume.
      }
    },
    read(uid: string | undefined, key: string): string | null {
      if (!uid) return null;
      try {
        const id = store()?.getItem(at(uid, key)) ?? null;
        return id && ID_PATTERN.test(id) ? id : null;
      } catch {
        return null;
      }
    },
    clear(uid: string | undefined, key: string): void {
      if (!uid) return;
      try {
        store()?.removeItem(at(uid, key));
      } catch {
        // nothing to do
      }
    },
  };
}

/**
 * The booking a selection became in this tab. Going back to its booking step (the browser's Back
 * or Forward, a reopened tab) then shows that booking instead of taking a new hold; choosing the
 * tickets again ("Continue to booking") forgets it, so booking the same seats twice stays possible
 * on purpose.
 */
const booked = bookingIdStore('ticketkit:booked-selection:', storage);
export const saveBooked = booked.save;
export const readBooked = booked.read;
export const clearBooked = booked.clear;

function shared(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The booking of a selection that waits for its payment, kept in localStorage so every tab of the
 * site sees it: a reload or a second tab opening the same booking step resumes that booking (and
 * its payment order) instead of holding the tickets again and paying twice.
 */
const paying = bookingIdStore('ticketkit:paying-selection:', shared);
export const savePaying = paying.save;
export const readPaying = paying.read;
export const clearPaying = paying.clear;
