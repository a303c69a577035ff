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

export function pendingKey(sessionId: string, itemsKey: string): string {
  return `${PREFIX}${sessionId}:${itemsKey}`;
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
