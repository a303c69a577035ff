import type { QueuePlace, QueueState } from '@ticketkit/contract';
import type { PlaceClaims, PlaceSigner } from './place-token.ts';
import type { QueueView } from './queue-view.ts';

/** What is known of one account's place when it is answered. */
export interface PlaceFacts {
  uid: string;
  view: QueueView;
  position: number | null;
  /** `ahead` when the position was first given (from the token), or null to take today's. */
  aheadAtIssue: number | null;
  /** When the mark passed the place (read from the database only once it has). */
  admittedAt: string | null;
  ticketsLeft: number;
  /** The token the client sent and what it carries: answered again as it is when nothing in it changed (no new signature per poll). */
  sent?: { token: string; claims: PlaceClaims };
}

export interface PollLoad {
  /** Queue requests this replica is answering right now. */
  inFlight: number;
}

const SECOND = 1000;

function stateOf(f: PlaceFacts, now: number): QueueState {
  if (f.view.soldOut) return 'sold-out';
  if (f.view.saleState !== 'on-sale') return 'paused';
  if (f.position === null) return 'pre-queue';
  if (f.position > f.view.admittedTo || f.admittedAt === null) return 'waiting';
  return Date.parse(f.admittedAt) + f.view.turnMinutes * 60 * SECOND > now ? 'admitted' : 'turn-expired';
}

/**
 * How long the client should wait before its next poll, in seconds. A place far back polls rarely
 * (a fifth of its estimated wait, 2 to 30 s); a pre-queue place polls at half the time left to the
 * on-sale, and just after it at a random 1–5 s so the whole pre-queue does not arrive in one second;
 * places whose answer changes only by someone else's act (admitted, paused) every 10–15 s, final
 * states (sold out, turn over) every 60 s. Under load (many queue requests in flight on this
 * replica) every advice doubles, or quadruples: clients slow down before the replica falls behind.
 */
export function pollAfterSeconds(state: QueueState, secondsToOnSale: number, waitSeconds: number | null, load: PollLoad): number {
  let base: number;
  switch (state) {
    case 'pre-queue':
      base = secondsToOnSale > 10 ? Math.min(30, Math.floor(secondsToOnSale / 2)) : Math.max(0, Math.ceil(secondsToOnSale)) + 1 + Math.floor(Math.random() * 5);
      break;
    case 'waiting':
      base = Math.min(30, Math.max(2, Math.round((waitSeconds ?? 0) / 5)));
      break;
    case 'admitted':
      base = 10;
      break;
    case 'paused':
      base = 15;
      break;
    default:
      base = 60;
  }
  const busy = load.inFlight >= 1024 ? 4 : load.inFlight >= 256 ? 2 : 1;
  return Math.max(1, Math.min(120, base * busy));
}

export function placeAnswer(f: PlaceFacts, signer: PlaceSigner, load: PollLoad, now = Date.now()): QueuePlace {
  const state = stateOf(f, now);
  const ahead = f.position === null ? null : Math.max(0, f.position - f.view.admittedTo - 1);
  const aheadAtIssue = f.aheadAtIssue ?? ahead;
  let progress: number | null = null;
  if (ahead !== null && aheadAtIssue !== null) {
    progress = f.position! <= f.view.admittedTo ? 1 : aheadAtIssue > 0 ? Math.min(1, Math.max(0, (aheadAtIssue - ahead) / aheadAtIssue)) : 0;
  }
  const estimatedWaitSeconds = state === 'waiting' ? Math.ceil(((ahead! + 1) * 60) / f.view.admitPerMinute) : state === 'admitted' ? 0 : null;
  const claims: PlaceClaims = { uid: f.uid, sessionId: f.view.sessionId, position: f.position, ahead: aheadAtIssue, ticketsLeft: f.ticketsLeft };
  const sent = f.sent?.claims;
  const same = sent !== undefined && sent.position === claims.position && sent.ahead === claims.ahead && sent.ticketsLeft === claims.ticketsLeft;
  return {
    sessionId: f.view.sessionId,
    eventId: f.view.eventId,
    state,
    token: same ? f.sent!.token : signer.issue(claims),
    onSaleAt: f.view.onSaleAt,
    position: f.position,
    ahead,
    progress,
    estimatedWaitSeconds,
    turnEndsAt: state === 'admitted' || state === 'turn-expired' ? new Date(Date.parse(f.admittedAt!) + f.view.turnMinutes * 60 * SECOND).toISOString() : null,
    ticketsLeftForYou: f.ticketsLeft,
    pollAfterSeconds: pollAfterSeconds(state, (Date.parse(f.view.onSaleAt) - now) / SECOND, estimatedWaitSeconds, load),
  };
}
