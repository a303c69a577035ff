import { openPglite } from './src/db/database.ts';
import { migrate } from './src/db/migrate.ts';
const db = await openPglite('memory://'); await migrate(db);
for (const q of [
  `explain (verbose, costs off) select tk_booking_refusal('u', 'h', '{}'::jsonb, null, null, 0, 0)`,
  `explain (verbose, costs off) select tk_hold_refusal('s', '{}'::jsonb, null, false, null, 1, 2)`,
  `explain (verbose, costs off) select tk_promo_discount(1, null)`,
]) console.log((await db.query<any>(q)).rows.map((r) => Object.values(r)[0]).join('\n').slice(0, 300));
await db.close();
