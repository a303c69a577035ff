import type { HighDemandSettings } from '@ticketkit/contract';
import type { Queryable } from '../db/database.ts';
import { isFunctionError } from '../http/problem.ts';

/** The seeded event whose next session `npm start` sells through a waiting room. */
export const DEMO_ON_SALE_EVENT = 'ev_009';
/** Minutes after the API starts that the demo's on-sale begins: a countdown first, then the queue. */
export const DEMO_ON_SALE_MINUTES = 3;

/**
 * Puts the demo event's next session on a fresh high-demand on-sale a few minutes from now, its
 * queue open already, with an empty queue: every start of a seeded API shows the countdown, the
 * draw and the queue again. Only for seeded (demo) databases.
 */
export async function scheduleDemoOnSale(db: Queryable): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    `select id from sessions where event_id = $1 and starts_at > now() + interval '1 day' order by starts_at, id limit 1`,
    [DEMO_ON_SALE_EVENT],
  );
  const sessionId = rows[0]?.id;
  if (!sessionId) return;
  // A fresh start: an earlier run's waiting room (its on-sale passed, so no longer editable) goes first.
  await db.query('delete from queue_places where session_id = $1', [sessionId]);
  await db.query('delete from queues where session_id = $1', [sessionId]);
  await db.query('delete from high_demand_sessions where session_id = $1', [sessionId]);
  const minute = 60_000;
  const settings: HighDemandSettings = {
    onSaleAt: new Date(Date.now() + DEMO_ON_SALE_MINUTES * minute).toISOString(),
    queueOpensAt: new Date(Date.now() - minute).toISOString(),
    admitPerMinute: 30,
    maxBuying: 50,
    turnMinutes: 10,
    ticketsPerAccount: 4,
  };
  const set = await db.query<{ r: unknown }>('select tk_set_high_demand($1, $2, $3::json) as r', [DEMO_ON_SALE_EVENT, sessionId, JSON.stringify(settings)]);
  if (isFunctionError(set.rows[0]!.r)) throw new Error(`demo on-sale: ${JSON.stringify(set.rows[0]!.r)}`);
}
