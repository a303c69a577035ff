import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { refreshSeed, seedIfEmpty } from './index.ts';

const DAY = 24 * 60 * 60 * 1000;
let db: Database;

const upcomingEvents = async () =>
  (await db.query<{ n: number }>(`select count(distinct event_id)::int as n from sessions where starts_at > now()`)).rows[0]!.n;

beforeAll(async () => {
  db = await openPglite('memory://');
  await migrate(db);
  // Seeded as if `npm start` had first run 60 days ago: every seeded session is in the past now.
  await seedIfEmpty(db, new Date(Date.now() - 60 * DAY));
  const { rows } = await db.query<{ id: string; event_id: string; starts_at: Date }>('select id, event_id, starts_at from sessions order by starts_at desc limit 1');
  const last = rows[0]!;
  await db.query(`insert into holds (id, uid, event_id, session_id, status, expires_at, items, amounts, tickets)
    values ('ho_old', 'someone', $1, $2, 'converted', $3, '[]', '{}', 1)`, [last.event_id, last.id, last.starts_at]);
  await db.query(`insert into bookings (id, uid, hold_id, session_id, starts_at, tickets, details)
    values ('bk_old', 'someone', 'ho_old', $1, $2, 1, '{}')`, [last.id, last.starts_at]);
}, 60_000);
afterAll(() => db.close());

describe('given a data directory seeded 60 days ago', () => {
  it('has no upcoming events before the refresh (the control)', async () => {
    expect(await upcomingEvents()).toBe(0);
  });

  it('gives every seeded event upcoming sessions with ticket types, keeping the past ones and their bookings', async () => {
    const pastSessions = (await db.query<{ n: number }>('select count(*)::int as n from sessions')).rows[0]!.n;
    expect(await refreshSeed(db)).toBe(66);
    expect(await upcomingEvents()).toBe(66);
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from sessions s where s.starts_at > now() and not exists (select 1 from ticket_types t where t.session_id = s.id)`,
    );
    expect(rows[0]!.n).toBe(0);
    expect((await db.query<{ n: number }>('select count(*)::int as n from sessions where starts_at <= now()')).rows[0]!.n).toBe(pastSessions);
    expect((await db.query('select 1 from bookings where id = $1', ['bk_old'])).rows).toHaveLength(1);
  });

  it('does nothing on the next start', async () => {
    expect(await refreshSeed(db)).toBe(0);
  });
});
