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

const BOOKED_PREFIX = 'ticketkit:booked-selection:';

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
 * The booking a selection became in this tab. Going back to its booking step (the browser's Back
 * or Forward, a reopened tab) then shows that booking instead of taking a new hold; choosing the
 * tickets again ("Continue to booking") forgets it, so booking the same seats twice stays possible
 * on purpose. It belongs to the person who booked (`uid`): after a sign-out and another sign-in in
 * the same tab, the next person takes a hold of their own, never the first one's booking. Nobody
 * signed in, nothing is remembered or found.
 */
function bookedStoreKey(uid: string, key: string): string {
  return `${BOOKED_PREFIX}${uid}:${key}`;
}

export function saveBooked(uid: string | undefined, key: string, bookingId: string): void {
  if (!uid) return;
  try {
    storage()?.setItem(bookedStoreKey(uid, key), bookingId);
  } catch {
    // Blocked storage: Back from the confirmation still goes to the event (the flow rewrites history).
  }
}

export function readBooked(uid: string | undefined, key: string): string | null {
  if (!uid) return null;
  try {
    const id = storage()?.getItem(bookedStoreKey(uid, key)) ?? null;
    return id && ID_PATTERN.test(id) ? id : null;
  } catch {
    return null;
  }
}

export function clearBooked(uid: string | undefined, key: string): void {
  if (!uid) return;
  try {
    storage()?.removeItem(bookedStoreKey(uid, key));
  } catch {
    // nothing to do
  }
}

const PAYING_PREFIX = 'ticketkit:paying-selection:';

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
 * its payment order) instead of holding the tickets again and paying twice. It belongs to `uid`.
 */
export function savePaying(uid: string | undefined, key: string, bookingId: string): void {
  if (!uid) return;
  try {
    shared()?.setItem(`${PAYING_PREFIX}${uid}:${key}`, bookingId);
  } catch {
    // Blocked storage: this tab still resumes through its pending attempt.
  }
}

export function readPaying(uid: string | undefined, key: string): string | null {
  if (!uid) return null;
  try {
    const id = shared()?.getItem(`${PAYING_PREFIX}${uid}:${key}`) ?? null;
    return id && ID_PATTERN.test(id) ? id : null;
  } catch {
    return null;
  }
}

export function clearPaying(uid: string | undefined, key: string): void {
  if (!uid) return;
  try {
    shared()?.removeItem(`${PAYING_PREFIX}${uid}:${key}`);
  } catch {
    // nothing to do
  }
}
