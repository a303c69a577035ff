import { readFileSync } from 'node:fs';
import type { Database } from '../db/database.ts';
import { withoutRoundTurns } from './unguarded-booking-round.ts';

const LIMITS = readFileSync(new URL('../db/functions/tk_hold_account_limits.sql', import.meta.url), 'utf8');
const HOLDS = readFileSync(new URL('../db/functions/tk_create_holds.sql', import.meta.url), 'utf8');
const ACCOUNT_LOCK = 'perform tk_lock_accounts(v_uids);';
const LIMITS_READ = 'v_limits := tk_hold_account_limits(p_requests);';

/** What the control takes out: the account's lock (the cap's guard), or rounds' turns (to show the lock alone keeps the cap). */
export type CapGuard = 'account-lock' | 'turns';

/**
 * Runs `scenario` with the given guards of the per-account cap taken out (functions replaced in the
 * database for the time of the run, then put back from their files), and a pause after a round
 * reads the accounts' counts, standing for a busy server, so a round left unguarded reads before
 * another commits. Lives here, not in the API, so the API has no unguarded path.
 */
export async function withoutCapGuards<T>(db: Database, guards: CapGuard[], scenario: () => Promise<T>): Promise<T> {
  if (!LIMITS.includes(ACCOUNT_LOCK)) throw new Error(`tk_hold_account_limits.sql no longer holds: ${ACCOUNT_LOCK}`);
  if (!HOLDS.includes(LIMITS_READ)) throw new Error(`tk_create_holds.sql no longer holds: ${LIMITS_READ}`);
  await db.exec(HOLDS.replace(LIMITS_READ, `${LIMITS_READ} perform pg_sleep(0.2);`));
  if (guards.includes('account-lock')) await db.exec(LIMITS.replace(ACCOUNT_LOCK, ''));
  try {
    return guards.includes('turns') ? await withoutRoundTurns(db, scenario) : await scenario();
  } finally {
    await db.exec(LIMITS);
    await db.exec(HOLDS);
  }
}
