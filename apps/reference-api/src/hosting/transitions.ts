import type { HostedEventStatus, HostedListing } from '@ticketkit/contract';
import type { Queryable } from '../db/database.ts';

export interface Move {
  id: string;
  /** The statuses it may leave; any other (including one another request just set) leaves it as it is. */
  from: HostedEventStatus[];
  to: HostedEventStatus;
  by: 'host' | 'staff';
  actorUid: string;
  note: string | null;
  /** A host's edited listing, written with the move. */
  request?: HostedListing;
}

/**
 * Moves a listing from one of `from` to `to` and records it in its history, in one statement:
 * the update's `status = any(from)` is the guard, so of two requests racing for one listing the
 * second finds the status already changed (PostgreSQL re-checks it after the first commits) and
 * moves nothing. Answers whether it moved.
 */
export async function moveHostedEvent(tx: Queryable, m: Move): Promise<boolean> {
  const { rows } = await tx.query<{ id: string }>(
    `with moved as (
       update hosted_events
       set status = $3, updated_at = now(),
           submitted_at = case when $3 = 'submitted' then now() else submitted_at end,
           review_note = case when $4 = 'staff' then $5 else review_note end,
           request = coalesce($7::json, request)
       where id = $1 and status = any($2::text[])
       returning id)
     insert into hosted_event_history (hosted_event_id, status, note, by_role, actor_uid)
     select id, $3, $5, $4, $6 from moved
     returning hosted_event_id as id`,
    [m.id, m.from, m.to, m.by, m.note, m.actorUid, m.request ? JSON.stringify(m.request) : null],
  );
  return rows.length > 0;
}

/** Replaces the listing of an editable one without changing its status; answers whether it could. */
export async function editHostedEvent(tx: Queryable, id: string, editable: HostedEventStatus[], request: HostedListing): Promise<boolean> {
  const { rows } = await tx.query<{ id: string }>(
    'update hosted_events set request = $3::json, updated_at = now() where id = $1 and status = any($2::text[]) returning id',
    [id, editable, JSON.stringify(request)],
  );
  return rows.length > 0;
}

/** A new listing and the first entry of its history, in one statement. */
export async function insertHostedEvent(db: Queryable, h: { id: string; uid: string; status: HostedEventStatus; request: HostedListing }): Promise<void> {
  await db.query(
    `with created as (
       insert into hosted_events (id, uid, request, status, submitted_at)
       values ($1, $2, $3::json, $4, case when $4 = 'submitted' then now() end)
       returning id, status)
     insert into hosted_event_history (hosted_event_id, status, note, by_role, actor_uid)
     select id, status, null, 'host', $2 from created`,
    [h.id, h.uid, JSON.stringify(h.request), h.status],
  );
}
