import type { Queryable } from '../db/database.ts';

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
  await db.query(
    `with next as (select id from sessions where event_id = $1 and starts_at > now() + interval '1 day' order by starts_at, id limit 1),
     settings as (
       insert into high_demand_sessions (session_id, on_sale_at, queue_opens_at, admit_per_minute, max_buying, turn_minutes, tickets_per_account)
       select id, now() + make_interval(mins => $2), now() - interval '1 minute', 30, 50, 10, 4 from next
       on conflict (session_id) do update set on_sale_at = excluded.on_sale_at, queue_opens_at = excluded.queue_opens_at
       returning session_id),
     emptied as (delete from queue_places where session_id in (select session_id from settings))
     insert into queues (session_id) select session_id from settings
     on conflict (session_id) do update set drawn_at = null, joined = 0, admitted_to = 0, moved_at = null, sold_out_at = null`,
    [DEMO_ON_SALE_EVENT, DEMO_ON_SALE_MINUTES],
  );
  await db.query('update events set tickets_per_account = 4 where id = $1', [DEMO_ON_SALE_EVENT]);
}
