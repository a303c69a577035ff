import { newId } from '../domain/ids.ts';
import type { Queryable } from '../db/database.ts';

export interface UnguardedHoldRequest {
  uid: string;
  sessionId: string;
  ticketTypeId: string;
  quantity: number;
  ttlSeconds?: number;
}

/**
 * The race tests' control: reads availability and writes the hold in separate statements with no
 * lock or transaction, so concurrent callers all see the same availability. Running the race
 * through it must oversell, which shows the race tests can catch the bug the hold procedure's
 * guard prevents. Lives here, not in a route, so the API has no unguarded path at all.
 * Answers whether the hold was written (false: it saw too few tickets left).
 */
export async function unguardedHold(db: Queryable, request: UnguardedHoldRequest): Promise<boolean> {
  const { uid, sessionId, ticketTypeId, quantity, ttlSeconds = 600 } = request;
  const { rows } = await db.query<{ available: number; event_id: string }>(
    `select t.capacity - t.sold - coalesce((select sum(hi.quantity) from hold_items hi
              where hi.ticket_type_id = t.id and hi.active and hi.expires_at > now()), 0) as available, s.event_id
     from ticket_types t join sessions s on s.id = t.session_id
     where t.id = $1 and t.session_id = $2`,
    [ticketTypeId, sessionId],
  );
  const row = rows[0];
  if (!row) throw new Error(`No ticket type ${ticketTypeId} in session ${sessionId}.`);
  if (quantity > Number(row.available)) return false;
  // Stands for the gap a networked database puts between a read and the next write; on the
  // single embedded connection the statements would otherwise rarely interleave.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const id = newId('ho');
  const amounts = (await db.query<{ a: unknown }>('select tk_amounts(0, 0, 0) as a')).rows[0]!.a;
  await db.query(
    `insert into holds (id, uid, event_id, session_id, expires_at, items, amounts, tickets)
     values ($1, $2, $3, $4, now() + make_interval(secs => $5), '[]', $6::json, $7)`,
    [id, uid, row.event_id, sessionId, ttlSeconds, JSON.stringify(amounts), quantity],
  );
  await db.query(
    `insert into hold_items (hold_id, ticket_type_id, quantity, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [id, ticketTypeId, quantity, ttlSeconds],
  );
  return true;
}
