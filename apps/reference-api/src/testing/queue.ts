import type { HighDemandSettings } from '@ticketkit/contract';
import { isFunctionError } from '../http/problem.ts';
import type { Queryable } from '../db/database.ts';
import { insertFixture, type Client, type Fixture } from './api.ts';
import type { TestUser } from './emulator.ts';

const MINUTE = 60_000;

/** Settings whose queue is open now and whose on-sale is `onSaleInMinutes` away (default 10). */
/** Settings to change from highDemandSettings' defaults. */
export type SettingsChanges = Partial<HighDemandSettings> & { onSaleInMinutes?: number };

export function highDemandSettings(over: SettingsChanges = {}): HighDemandSettings {
  const { onSaleInMinutes = 10, ...rest } = over;
  const onSale = Math.floor((Date.now() + onSaleInMinutes * MINUTE) / 1000) * 1000;
  return {
    onSaleAt: new Date(onSale).toISOString(),
    queueOpensAt: new Date(Math.min(onSale, Date.now() - MINUTE)).toISOString(),
    admitPerMinute: 60,
    maxBuying: 100,
    turnMinutes: 10,
    ticketsPerAccount: 4,
    ...rest,
  };
}

/** Marks a fixture's session high-demand the way the host route does, past its checks of the host (the route has its own test). */
export async function insertHighDemand(db: Queryable, sessionId: string, s: HighDemandSettings = highDemandSettings()): Promise<void> {
  const { rows } = await db.query<{ r: unknown }>('select tk_set_high_demand(event_id, id, $2::json) as r from sessions where id = $1', [sessionId, JSON.stringify(s)]);
  if (!rows[0] || isFunctionError(rows[0].r)) throw new Error(`high demand for ${sessionId}: ${JSON.stringify(rows[0]?.r)}`);
}

/** A fixture event (price 0 unless given) whose one session sells through a waiting room with these settings. */
export async function highDemandFixture(
  db: Queryable,
  over: SettingsChanges = {},
  fixture: Partial<Parameters<typeof insertFixture>[1]> = {},
): Promise<Fixture> {
  const f = await insertFixture(db, { capacity: 100, price: 0, ...fixture });
  await insertHighDemand(db, f.sessionId, highDemandSettings(over));
  return f;
}

/** Brings a session's on-sale to now, as if its time had come (the draw happens at the next tick or join). */
export async function startOnSale(db: Queryable, sessionId: string): Promise<void> {
  await db.query('update high_demand_sessions set on_sale_at = now(), queue_opens_at = least(queue_opens_at, now()) where session_id = $1', [sessionId]);
}

/** Lets the next tick admit as if `seconds` had passed since the mark last moved. */
export async function backdateMark(db: Queryable, sessionId: string, seconds: number): Promise<void> {
  await db.query('update queues set moved_at = now() - make_interval(secs => $2) where session_id = $1', [sessionId, seconds]);
}

export async function placesOf(db: Queryable, sessionId: string): Promise<Array<{ uid: string; position: number | null; admitted: boolean }>> {
  const { rows } = await db.query<{ uid: string; position: number | null; admitted: boolean }>(
    'select uid, position, admitted_at is not null as admitted from queue_places where session_id = $1 order by position, uid',
    [sessionId],
  );
  return rows.map((r) => ({ ...r, position: r.position === null ? null : Number(r.position) }));
}

/** A person's POST and GET of their place. */
export function queueRequests(http: () => Client) {
  return {
    join: (user: TestUser, sessionId: string) => http()('POST', `/sessions/${sessionId}/queue`, { token: user.idToken }),
    poll: (user: TestUser, sessionId: string, token: string) =>
      http()('GET', `/sessions/${sessionId}/queue?place=${encodeURIComponent(token)}`, { token: user.idToken }),
  };
}

/** Transaction ids handed out so far: it moves only when a transaction writes (reading it moves it by one). */
export async function writeCounter(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ x: string }>('select pg_current_xact_id()::text as x');
  return Number(rows[0]!.x);
}
