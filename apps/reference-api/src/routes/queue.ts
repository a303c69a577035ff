import type { HighDemandList } from '@ticketkit/contract';
import { randomBytes } from 'node:crypto';
import { bind } from '../http/bind.ts';
import { ApiError, functionError, isFunctionError } from '../http/problem.ts';
import { ownedHostedEvent } from '../hosting/access.ts';
import { joinCalls, type JoinedPlace } from '../queue/join-calls.ts';
import { cachedReads } from '../queue/cached-reads.ts';
import { placeAnswer, pollAfterSeconds, type PlaceFacts, type PollLoad } from '../queue/place-answer.ts';
import { placeSigner } from '../queue/place-token.ts';
import { queueViews } from '../queue/queue-view.ts';
import { readPlace, type PlaceRow } from '../queue/read-place.ts';
import type { RouteContext } from './context.ts';

/** How old this replica's copy of a queue's mark may be when a poll is answered. */
export const QUEUE_VIEW_MAX_AGE_MS = 300;
/**
 * How old this replica's copy of an account's place (read once the mark has passed it) may be: the
 * poll interval advised to an admitted place, so a client replaying its polls faster reads nothing more.
 */
export const QUEUE_PLACE_MAX_AGE_MS = pollAfterSeconds('admitted', 0, 0, { inFlight: 0 }) * 1000;

/**
 * The waiting room: join (a write, grouped per round trip), poll (answered from the signed token and
 * this replica's copy of the queue's mark: no database write), and the host's settings.
 */
export function queueRoutes({ app, db, config, bindOptions }: RouteContext, viewMaxAgeMs = QUEUE_VIEW_MAX_AGE_MS, placeMaxAgeMs = QUEUE_PLACE_MAX_AGE_MS): void {
  const join = joinCalls(db);
  const views = queueViews(db, viewMaxAgeMs);
  const places = cachedReads<PlaceRow | null>(placeMaxAgeMs);
  const signer = placeSigner(config.qrSecret);
  const load: PollLoad = { inFlight: 0 };
  const counted = async <T>(fn: () => Promise<T>): Promise<T> => {
    load.inFlight += 1;
    try {
      return await fn();
    } finally {
      load.inFlight -= 1;
    }
  };
  const answer = (c: Parameters<Parameters<typeof bind>[3]>[0]['c'], facts: PlaceFacts) => {
    const place = placeAnswer(facts, signer, load);
    return c.json(place, 200, { 'retry-after': String(place.pollAfterSeconds) });
  };

  bind(app, 'joinQueue', bindOptions, ({ c, params, user }) =>
    counted(async () => {
      const result = await join({ uid: user.uid, sessionId: params.sessionId!, drawKey: randomBytes(8).toString('hex') });
      if (isFunctionError(result)) throw functionError(result);
      const j = result as JoinedPlace;
      return answer(c, { uid: user.uid, view: j.queue, position: j.position, aheadAtIssue: null, admittedAt: j.admittedAt, ticketsLeft: j.ticketsLeft });
    }),
  );

  bind(app, 'getQueuePlace', bindOptions, ({ c, params, query, user }) =>
    counted(async () => {
      const claims = signer.read(query.place);
      if (!claims || claims.uid !== user.uid || claims.sessionId !== params.sessionId) {
        throw new ApiError('queue/invalid-place', 'This place is not yours for this session; join the queue for one.');
      }
      const view = await views.get(claims.sessionId);
      if (!view) throw new ApiError('not-found', `Session ${claims.sessionId} has no waiting room.`);
      // A cancelled event never goes on sale again: its places end with the refusal a join gets
      // (booking/sales-closed), not `paused`, which tells the person to keep waiting.
      if (view.saleState === 'cancelled') throw new ApiError('booking/sales-closed', 'This event was cancelled by its host.');
      let facts: PlaceFacts = {
        uid: user.uid, view, position: claims.position, aheadAtIssue: claims.ahead, admittedAt: null, ticketsLeft: claims.ticketsLeft,
        sent: { token: query.place, claims },
      };
      const live = !view.soldOut && view.saleState === 'on-sale';
      const drawnSince = claims.position === null && view.drawn;
      const reached = claims.position !== null && claims.position <= view.admittedTo;
      if (live && (drawnSince || reached)) {
        // Only an admitted place's copy is answered again (its turn's start never changes; the
        // tickets it may still take can lag by the copy's age, the hold checks them anyway); a copy
        // from before its admission, or of another position (a re-join since), is read again.
        const row = await places.get(`${user.uid} ${claims.sessionId}`, () => readPlace(db, user.uid, claims.sessionId),
          (r) => r !== null && r.position === claims.position && r.admittedAt !== null);
        if (!row) throw new ApiError('queue/invalid-place', 'This place is no longer in the queue; join it again.');
        const moved = row.position !== claims.position;
        facts = { ...facts, position: row.position, admittedAt: row.admittedAt, ticketsLeft: row.ticketsLeft, aheadAtIssue: moved ? null : claims.ahead };
      }
      return answer(c, facts);
    }),
  );

  bind(app, 'setHighDemand', bindOptions, async ({ c, params, body, user }) => {
    const hosted = await ownedHostedEvent(db, user, params.hostedEventId!);
    if (hosted.eventId === null || hosted.status !== 'approved') throw new ApiError('hosting/not-on-sale', 'Only an approved event on sale can have a waiting room.');
    if (Date.parse(body.settings.onSaleAt) <= Date.now()) {
      throw new ApiError('validation/invalid-body', 'Some fields of the body are not valid.', { errors: [{ path: 'settings.onSaleAt', message: 'The on-sale must be in the future.' }] });
    }
    const { rows } = await db.query<{ r: unknown }>('select tk_set_high_demand($1, $2, $3::json) as r', [hosted.eventId, body.sessionId, JSON.stringify(body.settings)]);
    const result = rows[0]!.r;
    if (isFunctionError(result)) throw functionError(result);
    return c.json(result as HighDemandList);
  });
}
