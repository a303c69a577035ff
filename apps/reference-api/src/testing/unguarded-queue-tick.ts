import { readFileSync } from 'node:fs';
import type { Database } from '../db/database.ts';

const SOURCE = readFileSync(new URL('../db/functions/tk_queue_tick.sql', import.meta.url), 'utf8');
const LOCK = '    for update of q\n';
// A tick that takes a moment between reading the mark and moving it, so two replicas' ticks overlap.
const LOOP = '  loop\n    if r.sold_out or';

/**
 * Runs `scenario` with tk_queue_tick's row lock taken out (replaced in the database for the time of
 * the run, then put back from its file), so the replicas test's control shows what the lock
 * prevents. Lives here, not in the API, so the API has no unguarded path.
 */
export async function withoutQueueLock<T>(db: Database, scenario: () => Promise<T>): Promise<T> {
  if (!SOURCE.includes(LOCK) || !SOURCE.includes(LOOP)) throw new Error('tk_queue_tick.sql no longer reads the queue under a row lock as this control expects');
  await db.exec(SOURCE.replace(LOCK, '').replace(LOOP, '  loop\n    perform pg_sleep(0.05);\n    if r.sold_out or'));
  try {
    return await scenario();
  } finally {
    await db.exec(SOURCE);
  }
}

/** The table `logAdmissions` writes to: one row per admission, a place admitted twice twice. */
export const ADMISSION_LOG = 'test_queue_admissions';

/**
 * Logs every time a place is admitted (its admitted_at set) into `ADMISSION_LOG`, through a trigger
 * that lives only for the scenario. The tickers keep running while a scenario reads, so it counts
 * the log in the same statement as the mark it compares with: one snapshot, no tick between.
 */
export async function logAdmissions<T>(db: Database, scenario: () => Promise<T>): Promise<T> {
  await db.exec(`
    create table if not exists ${ADMISSION_LOG} (session_id text, position int);
    create or replace function test_count_queue_admission() returns trigger language plpgsql as $$
    begin
      insert into ${ADMISSION_LOG} values (new.session_id, new.position);
      return new;
    end $$;
    drop trigger if exists test_count_queue_admission on queue_places;
    create trigger test_count_queue_admission after update of admitted_at on queue_places
      for each row when (new.admitted_at is not null) execute function test_count_queue_admission();`);
  try {
    return await scenario();
  } finally {
    await db.exec('drop trigger if exists test_count_queue_admission on queue_places; drop function if exists test_count_queue_admission();');
  }
}
