import type { HostAttendee, HostAttendeePage } from '@ticketkit/contract';
import type { Queryable } from '../db/database.ts';
import { decodeCursor, encodeCursor, likePattern } from '../domain/format.ts';
import { ApiError } from '../http/problem.ts';

export interface AttendeeFilter {
  q?: string | undefined;
  sessionId?: string | undefined;
}

/**
 * The tickets of the event's confirmed bookings (one row per admission, from `tickets`), with the
 * booking's attendee and the ticket's check-in; `q` matches name, email, phone (spaces ignored)
 * or booking id. Ordered by session, then booking, then ticket.
 */
async function attendeeRows(db: Queryable, eventId: string, filter: AttendeeFilter, page: { limit: number; offset: number } | null): Promise<HostAttendee[]> {
  const q = filter.q ? filter.q : null;
  const { rows } = await db.query<HostAttendee>(
    `select k.id as "ticketId", k.booking_id as "bookingId", k.session_id as "sessionId", tk_iso(s.starts_at) as "sessionStartsAt",
            k.ticket_type_id as "ticketTypeId", t.name as "ticketType",
            d->'attendee'->>'name' as name, d->'attendee'->>'email' as email, d->'attendee'->>'phone' as phone,
            tk_iso(c.scanned_at) as "checkedInAt", c.door
     from tickets k
     join bookings b on b.id = k.booking_id and b.status = 'confirmed'
     cross join lateral (select b.details::json as d) x
     join sessions s on s.id = k.session_id
     join ticket_types t on t.id = k.ticket_type_id
     left join check_ins c on c.ticket_id = k.id
     where k.event_id = $1 and ($2::text is null or k.session_id = $2)
       and ($3::text is null or d->'attendee'->>'name' ilike $3 or d->'attendee'->>'email' ilike $3
            or replace(d->'attendee'->>'phone', ' ', '') ilike $4 or b.id ilike $3)
     order by s.starts_at, k.session_id, b.created_at, k.booking_id, k.position
     limit $5 offset $6`,
    [eventId, filter.sessionId ?? null, q && likePattern(q), q && likePattern(q.replace(/\s+/g, '')), page ? page.limit : null, page?.offset ?? 0],
  );
  return rows;
}

/** One page of attendees; before approval (no catalogue event) there are none. */
export async function attendeePage(db: Queryable, eventId: string | null, query: AttendeeFilter & { cursor?: string | undefined; limit?: number | undefined }): Promise<HostAttendeePage> {
  const offset = decodeCursor(query.cursor);
  if (offset === null) throw new ApiError('validation/invalid-query', 'The cursor is not one this API gave out.', { errors: [{ path: 'cursor', message: 'unknown cursor' }] });
  if (eventId === null) return { items: [], nextCursor: null };
  const limit = query.limit ?? 50;
  const rows = await attendeeRows(db, eventId, query, { limit: limit + 1, offset });
  return { items: rows.slice(0, limit), nextCursor: rows.length > limit ? encodeCursor(offset + limit) : null };
}

/** Every attendee, for the CSV export. */
export async function allAttendees(db: Queryable, eventId: string | null): Promise<HostAttendee[]> {
  return eventId === null ? [] : attendeeRows(db, eventId, {}, null);
}
