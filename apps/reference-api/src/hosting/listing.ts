import type { HostedEvent, HostedEventHistoryEntry, HostedListing, ReviewItem } from '@ticketkit/contract';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/problem.ts';

interface HostedRow {
  id: string;
  uid: string;
  status: HostedEvent['status'];
  request: HostedListing;
  event_id: string | null;
  door_staff: string[];
  history: HostedEventHistoryEntry[];
  review_note: string | null;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
  user_email: string | null;
  user_name: string | null;
}

/**
 * A listing with its history (oldest first) and the latest staff note (kept by moveHostedEvent); the host's email and name
 * from their profile (users), when they saved one.
 */
const SELECT = `
select h.id, h.uid, h.status, h.request, h.event_id, h.door_staff,
       coalesce((select json_agg(json_build_object('status', x.status, 'note', x.note, 'by', x.by_role, 'at', tk_iso(x.at)) order by x.id)
                 from hosted_event_history x where x.hosted_event_id = h.id), '[]'::json) as history,
       h.review_note,
       tk_iso(h.created_at) as created_at, tk_iso(h.updated_at) as updated_at, tk_iso(h.submitted_at) as submitted_at,
       u.email as user_email, u.name as user_name
from hosted_events h left join users u on u.uid = h.uid`;

function toHostedEvent(r: HostedRow): HostedEvent {
  return {
    ...r.request,
    id: r.id,
    status: r.status,
    eventId: r.event_id,
    reviewNote: r.review_note,
    history: r.history,
    doorStaff: r.door_staff,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/**
 * A listing as staff see it. The host's email and name are those of their saved profile, else
 * the listing's contact (the ID token that listed it is not kept).
 */
function toReviewItem(r: HostedRow): ReviewItem {
  return {
    ...toHostedEvent(r),
    host: { uid: r.uid, email: r.user_email ?? r.request.contact.email, name: r.user_name ?? r.request.contact.name },
    submittedAt: r.submitted_at,
  };
}

export async function readHostedEvent(db: Queryable, id: string): Promise<HostedEvent> {
  const { rows } = await db.query<HostedRow>(`${SELECT} where h.id = $1`, [id]);
  return toHostedEvent(rows[0]!);
}

export async function hostedEventsOf(db: Queryable, uid: string): Promise<HostedEvent[]> {
  const { rows } = await db.query<HostedRow>(`${SELECT} where h.uid = $1 order by h.created_at desc, h.id`, [uid]);
  return rows.map(toHostedEvent);
}

export async function findReviewItem(db: Queryable, id: string): Promise<ReviewItem | null> {
  const { rows } = await db.query<HostedRow>(`${SELECT} where h.id = $1`, [id]);
  return rows[0] ? toReviewItem(rows[0]) : null;
}

/** Listings of one status, the longest waiting first; `limit + 1` rows tell whether a page follows. */
export async function reviewQueue(db: Queryable, status: HostedEvent['status'], limit: number, offset: number): Promise<ReviewItem[]> {
  const { rows } = await db.query<HostedRow>(
    `${SELECT} where h.status = $1 order by h.submitted_at nulls last, h.created_at, h.id limit $2 offset $3`,
    [status, limit, offset],
  );
  return rows.map(toReviewItem);
}

/** The checks a listing needs beyond its schema: a known category and city, sessions that end after they start. */
export async function checkListing(db: Queryable, listing: HostedListing): Promise<void> {
  const errors: Array<{ path: string; message: string }> = [];
  const known = await db.query<{ category: boolean; city: boolean }>(
    'select exists (select 1 from categories where slug = $1) as category, exists (select 1 from cities where slug = $2) as city',
    [listing.category, listing.city],
  );
  if (!known.rows[0]?.category) errors.push({ path: 'category', message: `unknown category "${listing.category}"` });
  if (!known.rows[0]?.city) errors.push({ path: 'city', message: `unknown city "${listing.city}"` });
  listing.sessions.forEach((s, i) => {
    if (Date.parse(s.endsAt) <= Date.parse(s.startsAt)) errors.push({ path: `sessions[${i}].endsAt`, message: 'must be after startsAt' });
  });
  if (errors.length > 0) throw new ApiError('validation/invalid-body', 'Some fields of the body are not valid.', { errors });
}
