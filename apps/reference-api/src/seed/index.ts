import type { Database } from '../db/database.ts';
import { generateSeed, type SeedRows } from './generate.ts';

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
