import { batcher, type Batched, type BatcherLimits } from '../db/batcher.ts';
import type { Database } from '../db/database.ts';
import type { QueueView } from './queue-view.ts';

/** One request of `tk_join_queue` (src/db/functions/tk_join_queue.sql). */
export interface JoinCall {
  uid: string;
  sessionId: string;
  /** Random (crypto.randomBytes, hex): orders the pre-queue at the draw; unused when the place exists. */
  drawKey: string;
}

/** A place as `tk_join_queue` answers it. */
export interface JoinedPlace {
  queue: QueueView;
  position: number | null;
  admittedAt: string | null;
  ticketsLeft: number;
}

/**
 * Joins go in groups, like the booking calls: on PGlite everything that queued up while a group ran
 * goes as the next one (one round trip, set-based); on PostgreSQL a few groups run side by side (the
 * queue's row lock orders them), so a burst of joins never takes one transaction each.
 */
const LIMITS: Record<Database['kind'], BatcherLimits> = {
  pglite: { maxBatch: 256, maxInFlight: 1 },
  postgres: { maxBatch: 256, maxInFlight: 4 },
};

export function joinCalls(db: Database): Batched<JoinCall, unknown> {
  return batcher<JoinCall, unknown>(async (calls) => {
    const { rows } = await db.query<{ r: string }>('select tk_join_queue($1::json)::text as r', [JSON.stringify(calls)]);
    return JSON.parse(rows[0]!.r) as unknown[];
  }, LIMITS[db.kind]);
}
