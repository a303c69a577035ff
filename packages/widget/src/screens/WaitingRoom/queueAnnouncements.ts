import type { QueuePlace, QueueState } from '@ticketkit/contract';
import type { waitingRoomMessages } from './messages.ts';

/** The longest a falling position goes unannounced between milestones. */
export const ANNOUNCE_EVERY_MS = 60_000;
/** People ahead at which a falling position is announced at once. */
export const AHEAD_MILESTONES = [1000, 500, 100, 50, 10] as const;

/** What the live region last said about the place, and when. */
export interface Announced {
  state: QueueState;
  ahead: number | null;
  at: number;
}

/**
 * Whether a new answer is worth saying aloud: a change of state at once; a change of position only
 * at a milestone or once ANNOUNCE_EVERY_MS has passed since the last announcement, never every poll.
 */
export function shouldAnnounce(last: Announced | null, place: Pick<QueuePlace, 'state' | 'ahead'>, now: number): boolean {
  if (!last || last.state !== place.state) return true;
  if (place.state !== 'waiting' || place.ahead === null || place.ahead === last.ahead) return false;
  if (last.ahead === null) return true;
  const before = last.ahead;
  const after = place.ahead;
  if (AHEAD_MILESTONES.some((m) => before > m && after <= m)) return true;
  return now - last.at >= ANNOUNCE_EVERY_MS;
}

/**
 * What the live region says of a place, in whole sentences from the catalogue (each language ends its
 * own sentences): its state, while waiting how many are ahead, and in a turn how long is left to start.
 */
export function announcementFor(t: ReturnType<typeof waitingRoomMessages.useT>, place: QueuePlace, now: number): string {
  switch (place.state) {
    case 'pre-queue':
      return t('waitingRoom.announce.preQueue');
    case 'waiting':
      return place.ahead === null ? t('waitingRoom.announce.waiting') : t('waitingRoom.announce.waitingAhead', { count: place.ahead });
    case 'admitted':
      return place.turnEndsAt ? t('waitingRoom.announce.admittedWithin', { count: Math.max(1, Math.ceil((Date.parse(place.turnEndsAt) - now) / 60_000)) }) : t('waitingRoom.announce.admitted');
    case 'turn-expired':
      return t('waitingRoom.announce.turnExpired');
    case 'sold-out':
      return t('waitingRoom.announce.soldOut');
    case 'paused':
      return t('waitingRoom.announce.paused');
  }
}
