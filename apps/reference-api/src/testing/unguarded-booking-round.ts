import { readFileSync } from 'node:fs';
import type { Database } from '../db/database.ts';

const SOURCE = readFileSync(new URL('../db/functions/tk_booking_round.sql', import.meta.url), 'utf8');
const TURNS = "perform pg_advisory_xact_lock(hashtextextended('tk-booking-round', 0));";
const HOLDS_STEP = 'v_holds := tk_create_holds(p_holds, v_hold_reads);';

/**
 * Runs `scenario` with rounds no longer taking turns (tk_booking_round's advisory lock taken out,
 * the function replaced in the database for the time of the run, then put back from its file), so
 * a control shows what taking turns prevents. A pause after a round's holds, standing for a busy
 * server, keeps what they locked while other rounds go on. Lives here, not in the API, so the API has no
 * unguarded path.
 */
export async function withoutRoundTurns<T>(db: Database, scenario: () => Promise<T>): Promise<T> {
  for (const text of [TURNS, HOLDS_STEP]) if (!SOURCE.includes(text)) throw new Error(`tk_booking_round.sql no longer holds: ${text}`);
  await db.exec(SOURCE.replace(TURNS, '').replace(HOLDS_STEP, `${HOLDS_STEP} perform pg_sleep(0.05);`));
  try {
    return await scenario();
  } finally {
    await db.exec(SOURCE);
  }
}
