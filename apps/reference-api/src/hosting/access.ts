import type { AuthUser } from '../auth/verify-id-token.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/problem.ts';

/** A hosted event as every host route needs it to decide who may do what. */
export interface HostedEventAccess {
  id: string;
  uid: string;
  status: string;
  eventId: string | null;
  doorStaff: string[];
}

async function load(db: Queryable, hostedEventId: string): Promise<HostedEventAccess | undefined> {
  const { rows } = await db.query<{ id: string; uid: string; status: string; event_id: string | null; door_staff: string[] }>(
    'select id, uid, status, event_id, door_staff from hosted_events where id = $1',
    [hostedEventId],
  );
  const r = rows[0];
  return r && { id: r.id, uid: r.uid, status: r.status, eventId: r.event_id, doorStaff: r.door_staff };
}

// Another host's event answers exactly as a missing one, so ids cannot be probed.
const notFound = (id: string) => new ApiError('not-found', `You have no hosted event ${id}.`);

/** The caller's own hosted event, or `not-found` (also for another host's). */
export async function ownedHostedEvent(db: Queryable, user: AuthUser, hostedEventId: string): Promise<HostedEventAccess> {
  const hosted = await load(db, hostedEventId);
  if (!hosted || hosted.uid !== user.uid) throw notFound(hostedEventId);
  return hosted;
}

/**
 * A hosted event whose tickets the caller may check in: its host, or a person on its door staff
 * whose verified email the host listed. Anyone else gets `not-found`.
 */
export async function doorHostedEvent(db: Queryable, user: AuthUser, hostedEventId: string): Promise<HostedEventAccess> {
  const hosted = await load(db, hostedEventId);
  const onDoor = hosted !== undefined && user.emailVerified && user.email !== null && hosted.doorStaff.includes(user.email);
  if (!hosted || (hosted.uid !== user.uid && !onDoor)) throw notFound(hostedEventId);
  return hosted;
}
