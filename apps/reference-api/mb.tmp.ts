import { openPglite, type Database } from './src/db/database.ts';
import { migrate as migrateNew } from './src/db/migrate.ts';
// @ts-ignore
import { migrate as migrateOld } from '/work/main/apps/reference-api/src/db/migrate.ts';
import { seedIfEmpty } from './src/seed/index.ts';
import { insertFixture } from './src/testing/api.ts';

const G = Number(process.env.G || 32), ROUNDS = Number(process.env.R || 80);
async function setup(m: (db: Database) => Promise<unknown>) {
  const db = await openPglite('memory://'); await m(db); await seedIfEmpty(db);
  const f = await insertFixture(db, { capacity: 10_000_000, price: 49900 });
  return { db, f };
}
const round = (db: Database, a: unknown[], b: unknown[], c: unknown[]) => db.query('select tk_booking_round($1::json, $2::json, $3::json)::text', [a, b, c].map((x) => JSON.stringify(x)));
async function one(tag: string, { db, f }: Awaited<ReturnType<typeof setup>>, r: number) {
  const holds = Array.from({ length: G }, (_, i) => ({ id: `ho_${tag}${r}_${i}`, uid: `u${i}`, email: `u${i}@x.example`, emailVerified: true, sessionId: f.sessionId, ticketTypeIds: [f.ticketTypeId], quantities: [1], companySlug: null, ttlSeconds: 600, maxPerOrder: 10 }));
  let c = process.cpuUsage();
  await round(db, holds, [], []);
  const hc = process.cpuUsage(c); const h = (hc.user + hc.system) / 1000;
  if (process.env.ONLYHOLDS) return [h, 0];
  const claims = holds.map((h, i) => ({ uid: h.uid, key: `k_${tag}${r}_${i}`, hash: 'x', lockSeconds: 60 }));
  await round(db, [], claims, []);
  const bookings = holds.map((h, i) => ({ id: `bk_${tag}${r}_${i}`, uid: h.uid, holdId: h.id, attendee: { name: 'A', email: 'a@b.c', phone: '+919876543210' }, promoCode: null, redeemPoints: 0, qrPayload: 'q', key: `k_${tag}${r}_${i}` }));
  c = process.cpuUsage();
  await round(db, [], [], bookings);
  const bc = process.cpuUsage(c);
  return [h, (bc.user + bc.system) / 1000];
}
const old = await setup(migrateOld), neu = await setup(migrateNew);
const res: Record<string, number[][]> = { old: [], new: [] };
for (let r = 0; r < ROUNDS; r++) { res.old.push(await one('o', old, r)); res.new.push(await one('n', neu, r)); }
const med = (xs: number[]) => xs.slice(10).sort((a, b) => a - b)[Math.floor((xs.length - 10) / 2)]!.toFixed(2);
for (const k of ['old', 'new']) console.log(k, 'G', G, 'hold median', med(res[k]!.map((x) => x[0]!)), 'booking median', med(res[k]!.map((x) => x[1]!)));
await old.db.close(); await neu.db.close();
