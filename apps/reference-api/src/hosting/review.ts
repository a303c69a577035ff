import type { HostedListing, ReviewRequest } from '@ticketkit/contract';
import type { AuthUser } from '../auth/verify-id-token.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/problem.ts';
import { createCatalogueEvent } from './catalogue-event.ts';
import { moveHostedEvent } from './transitions.ts';

/**
 * A decision nobody may make: on one's own listing (another member of staff reviews it), or
 * approving a listing that waited past its first session (it could never sell: its sales would end
 * before they start).
 */
function refuseDecision(user: AuthUser, listing: { uid: string; request: HostedListing }, request: ReviewRequest): void {
  if (listing.uid === user.uid) throw new ApiError('auth/forbidden', 'You listed this event: another member of staff must review it.');
  if (request.decision === 'approved' && listing.request.sessions.some((s) => Date.parse(s.startsAt) <= Date.now())) {
    throw new ApiError('hosting/session-past', 'A session of this listing has already started: request changes so the host can set new dates.');
  }
}

/**
 * A reviewer's decision on a submitted listing, with approval's catalogue event in the same
 * transaction: the decision and the event exist together or not at all. Only the request whose
 * guarded update moved the listing out of `submitted` decides; any other finds it decided.
 */
export async function decide(db: Database, user: AuthUser, hostedEventId: string, request: ReviewRequest): Promise<void> {
  const note = request.note ?? null;
  if (request.decision !== 'approved' && note === null) {
    throw new ApiError('validation/invalid-body', 'Tell the host why: a note is required to request changes or reject.', { errors: [{ path: 'note', message: `required for ${request.decision}` }] });
  }
  const decided = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ uid: string; status: string; request: HostedListing }>('select uid, status, request from hosted_events where id = $1', [hostedEventId]);
    const listing = rows[0];
    if (listing?.status === 'submitted') refuseDecision(user, listing, request);
    const moved = await moveHostedEvent(tx, { id: hostedEventId, from: ['submitted'], to: request.decision, by: 'staff', actorUid: user.uid, note });
    if (!moved || request.decision !== 'approved') return moved;
    const eventId = await createCatalogueEvent(tx, listing!.uid, listing!.request);
    await tx.query('update hosted_events set event_id = $2 where id = $1', [hostedEventId, eventId]);
    return true;
  });
  if (decided) return;
  const { rows } = await db.query<{ status: string }>('select status from hosted_events where id = $1', [hostedEventId]);
  if (!rows[0]) throw new ApiError('not-found', `There is no hosted event ${hostedEventId}.`);
  throw new ApiError('hosting/not-in-review', `This listing is ${rows[0].status}, not waiting for review.`);
}
