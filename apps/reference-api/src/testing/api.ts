import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readConfig } from '../config.ts';
import { openPglite, type Queryable } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { istMidnight } from '../seed/generate.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { startApi, type RunningApi, type StartOptions } from '../server.ts';
import { emulatorHost, PROJECT_ID, type TestUser } from './emulator.ts';

const srcDir = fileURLToPath(new URL('../', import.meta.url));
const cacheDir = fileURLToPath(new URL('../../../../.cache/pglite-templates/', import.meta.url));
let template: Promise<Blob> | undefined;

/**
 * A migrated, seeded database as a data-directory dump, shared by every test API: loading it
 * takes about a second where initdb takes several. Keyed by the migrations, the functions, the seed code and
 * the day (the seed places sessions relative to today), cached under .cache/ across workers.
 */
export function databaseTemplate(): Promise<Blob> {
  template ??= (async () => {
    const hash = createHash('sha256');
    for (const dir of ['db/migrations', 'db/functions', 'seed']) {
      for (const file of readdirSync(srcDir + dir).sort()) hash.update(file).update(readFileSync(`${srcDir}${dir}/${file}`));
    }
    hash.update(String(istMidnight(new Date())));
    const file = `${cacheDir}${hash.digest('hex').slice(0, 16)}.tar.gz`;
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      const db = await openPglite('memory://');
      await migrate(db);
      await seedIfEmpty(db);
      const dump = await db.dump!();
      await db.close();
      mkdirSync(cacheDir, { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
      renameSync(tmp, file);
      return dump;
    }
  })();
  return template;
}

/**
 * The API over real HTTP on an in-memory PGlite (from the shared template), accepting emulator tokens.
 * Its config comes from readConfig like production's: a test changes a setting by passing its variable in `env`.
 */
export async function startTestApi(env: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningApi> {
  const config = readConfig({ API_PORT: '0', TICKETKIT_DATA_DIR: 'memory://', FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(), TICKETKIT_DEV_AUTH_EMULATOR: '1', FIREBASE_PROJECT_ID: PROJECT_ID, ...env });
  return startApi(config, { pgliteTemplate: await databaseTemplate(), ...options });
}

export interface Client {
  (method: string, path: string, init?: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> }): Promise<{
    status: number;
    headers: Headers;
    body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test-only: responses are checked by assertions
    text: string;
  }>;
}

export function client(api: RunningApi): Client {
  return async (method, path, init = {}) => {
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | undefined;
    if (init.rawBody !== undefined) body = init.rawBody;
    else if (init.body !== undefined) body = JSON.stringify(init.body);
    if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
    const res = await fetch(`${api.url}/v1${path}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  };
}

let fixtureNo = 0;

export interface Fixture {
  eventId: string;
  sessionId: string;
  ticketTypeId: string;
}

/**
 * Inserts one event with one session and one ticket type, with the given capacity and rules.
 * Times are relative to now: `startsInHours` (default 48), sales window open by default.
 */
export async function insertFixture(
  db: Queryable,
  o: { id?: string; capacity: number; price?: number; minPerOrder?: number; maxPerOrder?: number; startsInHours?: number; salesStartsInHours?: number; salesEndsInHours?: number; companySlug?: string; sold?: number },
): Promise<Fixture> {
  fixtureNo += 1;
  const n = o.id ?? `${process.pid}_${fixtureNo}_${Math.floor(Math.random() * 1e6)}`;
  const f = { eventId: `ev_fx_${n}`, sessionId: `se_fx_${n}`, ticketTypeId: `tt_fx_${n}` };
  const startsIn = o.startsInHours ?? 48;
  await db.query(
    `insert into events (id, slug, title, category_slug, description, image_alt, organizer_name, organizer_email, terms, duration_minutes, age_limit, languages, company_slug)
     values ($1, $2, 'Fixture Night', 'music', 'A fixture event for tests.', 'Fixture poster', 'Test Org', 'org@test.example', '[]', 120, null, '["English"]', $3)`,
    [f.eventId, f.eventId.replace(/_/g, '-').toLowerCase(), o.companySlug ?? null],
  );
  await db.query(
    `insert into sessions (id, event_id, venue_id, starts_at, ends_at, time_zone)
     values ($1, $2, 've_nagpur_1', now() + make_interval(hours => $3), now() + make_interval(hours => $3 + 2), 'Asia/Kolkata')`,
    [f.sessionId, f.eventId, startsIn],
  );
  await db.query(
    `insert into ticket_types (id, session_id, position, name, description, price, capacity, sold, min_per_order, max_per_order, sales_start_at, sales_end_at)
     values ($1, $2, 0, 'General Admission', 'Entry', $3, $4, $5, $6, $7,
             now() + make_interval(hours => $8), now() + make_interval(hours => $9))`,
    [f.ticketTypeId, f.sessionId, o.price ?? 50_000, o.capacity, o.sold ?? 0, o.minPerOrder ?? 1, o.maxPerOrder ?? 10, o.salesStartsInHours ?? -24, o.salesEndsInHours ?? startsIn],
  );
  return f;
}

export const ATTENDEE = { name: 'Asha Rao', email: 'asha@consumer.example', phone: '+919876543210' };

/** A person's POST /holds of one ticket type, and POST /bookings (with an Idempotency-Key when given). */
export function bookingRequests(http: () => Client) {
  return {
    hold: (user: TestUser, sessionId: string, ticketTypeId: string, quantity: number) =>
      http()('POST', '/holds', { token: user.idToken, body: { sessionId, items: [{ ticketTypeId, quantity }] } }),
    book: (user: TestUser, body: Record<string, unknown>, key?: string) =>
      http()('POST', '/bookings', { token: user.idToken, body, headers: key ? { 'Idempotency-Key': key } : {} }),
  };
}

/** Tickets of a ticket type sold, and held by active, unexpired holds. */
export async function reservedTickets(db: Queryable, ticketTypeId: string): Promise<{ sold: number; held: number }> {
  const { rows } = await db.query<{ sold: number; held: number }>(
    `select t.sold, coalesce((select sum(quantity) from hold_items where ticket_type_id = t.id and active and expires_at > now()), 0)::int as held
     from ticket_types t where t.id = $1`,
    [ticketTypeId],
  );
  return { sold: Number(rows[0]!.sold), held: Number(rows[0]!.held) };
}
