import type { Queryable } from '../db/database.ts';
import { cachedReads } from './cached-reads.ts';

/** A session's waiting room as a poll needs it: its settings and where its mark stands. */
export interface QueueView {
  sessionId: string;
  eventId: string;
  onSaleAt: string;
  admitPerMinute: number;
  turnMinutes: number;
  saleState: 'on-sale' | 'paused' | 'cancelled';
  drawn: boolean;
  admittedTo: number;
  soldOut: boolean;
}

/** Sold out as tk_session_sold_out says, from stock now. */
const VIEW_SQL = `
  select h.session_id as "sessionId", s.event_id as "eventId", tk_iso(h.on_sale_at) as "onSaleAt",
         h.admit_per_minute as "admitPerMinute", h.turn_minutes as "turnMinutes", e.sale_state as "saleState",
         q.drawn_at is not null as drawn, q.admitted_to as "admittedTo",
         tk_session_sold_out(s.id) as "soldOut"
  from high_demand_sessions h join queues q on q.session_id = h.session_id
       join sessions s on s.id = h.session_id join events e on e.id = s.event_id
  where h.session_id = $1`;

export async function readQueueView(db: Queryable, sessionId: string): Promise<QueueView | null> {
  const { rows } = await db.query<QueueView>(VIEW_SQL, [sessionId]);
  const r = rows[0];
  return r ? { ...r, admitPerMinute: Number(r.admitPerMinute), turnMinutes: Number(r.turnMinutes), admittedTo: Number(r.admittedTo) } : null;
}

/**
 * The replica's copy of each session's queue view, read from the database at most once per
 * `maxAgeMs` per session however many polls arrive (a read, never a write).
 */
export function queueViews(db: Queryable, maxAgeMs: number, now: () => number = Date.now) {
  const reads = cachedReads<QueueView | null>(maxAgeMs, now);
  return { get: (sessionId: string) => reads.get(sessionId, () => readQueueView(db, sessionId)) };
}
export type QueueViews = ReturnType<typeof queueViews>;
