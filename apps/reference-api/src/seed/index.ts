import type { Database } from '../db/database.ts';
import { generateSeed, istMidnight, type SeedRows } from './generate.ts';

/** Insert order respects foreign keys. */
const TABLES: Array<keyof SeedRows> = [
  'cities', 'categories', 'companies', 'company_domains', 'company_invites', 'venues', 'events', 'sessions', 'ticket_types', 'promo_codes',
];

/** Seeds an empty database (no cities yet) in one transaction; returns whether it seeded. */
export async function seedIfEmpty(db: Database, now: Date = new Date()): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from cities');
  if ((rows[0]?.n ?? 0) > 0) return false;
  const seed = generateSeed(now);
  await db.transaction(async (tx) => {
    for (const table of TABLES) {
      await tx.query(`insert into ${table} select * from json_populate_recordset(null::${table}, $1::json)`, [JSON.stringify(seed[table])]);
    }
  });
  return true;
}

/**
 * A data directory seeded weeks ago has only past sessions left, and the site would open on an
 * empty list. Seeded events with no upcoming session get the sessions and ticket types today's
 * seed would give them, under new ids stamped with the day; past sessions and their bookings stay
 * as they are. Returns how many events it refreshed (0 when all have upcoming sessions).
 */
export async function refreshSeed(db: Database, now: Date = new Date()): Promise<number> {
  const seed = generateSeed(now);
  const { rows } = await db.query<{ id: string }>(
    `select e.id from events e
     where e.id = any($1::text[]) and not exists (select 1 from sessions s where s.event_id = e.id and s.starts_at > now())`,
    [seed.events.map((e) => e.id)],
  );
  if (rows.length === 0) return 0;
  const stale = new Set(rows.map((r) => r.id));
  const stamp = new Date(istMidnight(now)).toISOString().slice(0, 10).replaceAll('-', '');
  const renamed = new Map<unknown, string>();
  const sessions = seed.sessions
    .filter((s) => stale.has(s.event_id as string))
    .map((s) => {
      renamed.set(s.id, `${String(s.id)}_${stamp}`);
      return { ...s, id: renamed.get(s.id) };
    });
  const ticketTypes = seed.ticket_types
    .filter((t) => renamed.has(t.session_id))
    .map((t) => ({ ...t, id: `${String(t.id)}_${stamp}`, session_id: renamed.get(t.session_id) }));
  await db.transaction(async (tx) => {
    await tx.query(`insert into sessions select * from json_populate_recordset(null::sessions, $1::json) on conflict do nothing`, [JSON.stringify(sessions)]);
    await tx.query(`insert into ticket_types select * from json_populate_recordset(null::ticket_types, $1::json) on conflict do nothing`, [JSON.stringify(ticketTypes)]);
  });
  return stale.size;
}
