// What the on-sale bench checks of the order the waiting room kept, from what the visitors saw.
import { rankIndependence } from './chi-square.mjs';

const ADMITTED = 2;
const WAITING = 1;

/**
 * Visitors who joined after the on-sale and were placed before someone whose join had been
 * answered before theirs was sent: arrival order broken. `visitors`: `{ joinedAs, joinSentAt,
 * joinAnsweredAt, position }`; only those who joined as `waiting` with a position count.
 */
export function arrivalOrderBreaks(visitors) {
  const joined = visitors.filter((v) => v && v.joinedAs === 'waiting' && v.position != null);
  const byAnswer = [...joined].sort((a, b) => a.joinAnsweredAt - b.joinAnsweredAt);
  const bySent = [...joined].sort((a, b) => a.joinSentAt - b.joinSentAt);
  let breaks = 0;
  let highest = -Infinity;
  let i = 0;
  for (const v of bySent) {
    while (i < byAnswer.length && byAnswer[i].joinAnsweredAt < v.joinSentAt) highest = Math.max(highest, byAnswer[i++].position);
    if (v.position < highest) breaks += 1;
  }
  return { checked: joined.length, breaks };
}

/**
 * Places still answered `waiting` after a place behind them had been answered `admitted`: the
 * waiting room let someone in out of position order. Checked for each replica against its own
 * earlier answers (`sameReplica`), and across replicas (`across`, with the longest time between
 * the admission seen on one and the wait still answered by another: how far a replica's view of
 * the mark lagged). `answers`: columns `sentAt`, `answeredAt`, `replica`, `state` (codes of
 * QueueState in order), `position` (0 when none).
 */
export function admissionOrderBreaks(answers) {
  const n = answers.sentAt.length;
  // Each answer is seen twice: when its request was sent (a wait is checked against the admissions
  // already answered then) and when it was answered (an admission raises the highest admitted).
  const events = [];
  for (let i = 0; i < n; i += 1) {
    if (answers.position[i] === 0) continue;
    if (answers.state[i] === ADMITTED) events.push([answers.answeredAt[i], 1, i]);
    else if (answers.state[i] === WAITING) events.push([answers.sentAt[i], 0, i]);
  }
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const highestBy = new Map();
  // The global highest admitted position over time, as steps: [time, value], increasing.
  const steps = [];
  let sameReplica = 0;
  let across = 0;
  let lagMs = 0;
  for (const [time, kind, i] of events) {
    const replica = answers.replica[i];
    const position = answers.position[i];
    if (kind === 1) {
      if (position > (highestBy.get(replica) ?? 0)) highestBy.set(replica, position);
      if (position > (steps.at(-1)?.[1] ?? 0)) steps.push([time, position]);
      continue;
    }
    if ((highestBy.get(replica) ?? 0) > position) sameReplica += 1;
    if ((steps.at(-1)?.[1] ?? 0) > position) {
      across += 1;
      // The first moment any replica had answered a place behind this one admitted.
      let lo = 0;
      let hi = steps.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (steps[mid][1] > position) hi = mid;
        else lo = mid + 1;
      }
      lagMs = Math.max(lagMs, time - steps[lo][0]);
    }
  }
  return { sameReplica, across, lagMs };
}

/** Positions given to more than one visitor. */
export function sharedPositions(visitors) {
  const seen = new Set();
  let shared = 0;
  for (const v of visitors) {
    if (v?.position == null) continue;
    if (seen.has(v.position)) shared += 1;
    seen.add(v.position);
  }
  return shared;
}

/**
 * The pre-queue's draw against its join order: a chi-square test of independence of join rank
 * and drawn position (`bins` × `bins` cells; fewer bins when the pre-queue is small).
 */
export function drawUniformity(visitors, bins = 10) {
  const pre = visitors.filter((v) => v && v.joinedAs === 'pre-queue' && v.position != null);
  const byJoin = [...pre].sort((a, b) => a.joinSentAt - b.joinSentAt);
  const joinRank = new Map(byJoin.map((v, r) => [v, r]));
  const byPosition = [...pre].sort((a, b) => a.position - b.position);
  let k = bins;
  while (k > 2 && pre.length < 5 * k * k) k -= 1;
  if (pre.length < 20) return { visitors: pre.length, bins: 0, statistic: NaN, df: 0, pValue: NaN };
  const { statistic, df, pValue } = rankIndependence(byPosition.map((v, r) => [joinRank.get(v), r]), k);
  return { visitors: pre.length, bins: k, statistic, df, pValue };
}
