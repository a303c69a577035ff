import type { Queryable } from '../db/database.ts';

export interface PlaceRow {
  position: number | null;
  admittedAt: string | null;
  ticketsLeft: number;
}

/**
 * An account's place as the database has it now (a read): for a poll whose token cannot answer
 * alone, the pre-queue's first poll after the draw and a place the mark has passed (when its turn
 * began, and the tickets it may still take). The cap is the event's (set with its waiting room).
 */
export async function readPlace(db: Queryable, uid: string, sessionId: string): Promise<PlaceRow | null> {
  const { rows } = await db.query<{ position: number | null; admitted_at: string | null; left: number }>(
    `select p.position, tk_iso(p.admitted_at) as admitted_at,
            greatest(e.tickets_per_account - tk_account_tickets(p.uid, e.id), 0) as left
     from queue_places p join sessions s on s.id = p.session_id join events e on e.id = s.event_id
     where p.session_id = $1 and p.uid = $2`,
    [sessionId, uid],
  );
  const r = rows[0];
  return r ? { position: r.position === null ? null : Number(r.position), admittedAt: r.admitted_at, ticketsLeft: Number(r.left) } : null;
}
