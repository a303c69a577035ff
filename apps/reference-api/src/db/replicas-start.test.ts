import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { startApi, type RunningApi } from '../server.ts';

// Replicas of the API starting at the same moment on one empty PostgreSQL database (a deploy, an
// autoscaler): each opens its own pool, so their migrations and seeding really race.
const url = process.env.TEST_DATABASE_URL;
const REPLICAS = 4;

describe.runIf(url)(`given ${REPLICAS} replicas starting together on an empty PostgreSQL database`, () => {
  const name = `tk_replicas_${randomUUID().slice(0, 8)}`;
  let admin: pg.Client;
  let dbUrl: string;
  const apis: RunningApi[] = [];
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const u = new URL(url!);
    u.pathname = `/${name}`;
    dbUrl = u.toString();
  });
  afterAll(async () => {
    await Promise.all(apis.map((a) => a.close()));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('every one starts, the migrations run once each, and the seed is there once', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: REPLICAS }, () => startApi(readConfig({ API_PORT: '0', DATABASE_URL: dbUrl }))),
    );
    for (const r of results) if (r.status === 'fulfilled') apis.push(r.value);
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
    expect(failures).toEqual([]);
    const check = new pg.Client({ connectionString: dbUrl });
    await check.connect();
    try {
      const migrations = await check.query<{ n: number; distinct: number }>('select count(*)::int as n, count(distinct name)::int as distinct from schema_migrations');
      expect(migrations.rows[0]!.n).toBeGreaterThan(0);
      expect(migrations.rows[0]!.n).toBe(migrations.rows[0]!.distinct);
      const cities = await check.query<{ n: number; distinct: number }>('select count(*)::int as n, count(distinct slug)::int as distinct from cities');
      expect(cities.rows[0]!.n).toBeGreaterThan(0);
    } finally {
      await check.end();
    }
    for (const api of apis) expect((await fetch(`${api.url}/v1/events?city=nagpur`)).status).toBe(200);
  });
});
