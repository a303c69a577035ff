import { readFileSync } from 'node:fs';
import type { Database } from '../db/database.ts';

const SOURCE = readFileSync(new URL('../db/functions/tk_check_in.sql', import.meta.url), 'utf8');
const GUARD = 'on conflict (ticket_id) do nothing';
const SCRATCH = 'check_ins_unguarded';

/**
 * The check-in race's control: tk_check_in as it is, but writing to a scratch copy of `check_ins`
 * without its primary key, and deciding "not checked in yet" by reading first (with a pause where
 * a busy database would put one) instead of letting the key refuse the second row. Replaced in the
 * database for the run and put back from its file after, so the control runs the real test's
 * scenario; lives here so the API has no unguarded path. Needs two connections (PostgreSQL) to race.
 */
export async function withoutCheckInGuard<T>(db: Database, scenario: () => Promise<T>): Promise<{ result: T; rows: number }> {
  if (!SOURCE.includes(GUARD)) throw new Error(`tk_check_in.sql no longer holds its guard: ${GUARD}`);
  // Which tickets are taken is read in a statement of its own, then the pause, then the write: two
  // doors that read before either wrote both find the ticket free.
  const unguarded = SOURCE.replaceAll('check_ins ', `${SCRATCH} `)
    .replace('  v_admitted json;', '  v_admitted json;\n  v_taken text[];')
    .replace('  with admitted as (', `  v_taken := array(select ticket_id from ${SCRATCH});\n  perform pg_sleep(0.2);\n  with admitted as (`)
    .replace('where c.refusal is null', 'where c.refusal is null and c.ticket_id <> all(v_taken)')
    .replace(GUARD, '');
  await db.exec(`drop table if exists ${SCRATCH}; create table ${SCRATCH} (like check_ins including defaults);`);
  await db.exec(unguarded);
  try {
    const result = await scenario();
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${SCRATCH}`);
    return { result, rows: Number(rows[0]!.n) };
  } finally {
    await db.exec(SOURCE);
    await db.exec(`drop table if exists ${SCRATCH}`);
  }
}
