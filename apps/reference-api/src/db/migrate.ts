import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';
import { isUnavailable } from './unavailable.ts';

export const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));
export const functionsDir = fileURLToPath(new URL('./functions/', import.meta.url));

/** The `.sql` files of a directory, in name order. */
export async function sqlFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
}

/**
 * The database was migrated by migrations this code does not have: an older, unreleased set that
 * was since folded into today's, or a newer version of the API. Applying today's on top would
 * leave it half one schema and half the other, so the API refuses to start.
 */
export class UnknownMigrationsError extends Error {
  constructor(
    readonly unknown: string[],
    remedy: string,
  ) {
    super(`the database was migrated by migrations this version does not have (${unknown.join(', ')}); ${remedy}`);
    this.name = 'UnknownMigrationsError';
  }
}

export interface MigrateOptions {
  /** What the person starting the API should do about an UnknownMigrationsError, in words. */
  remedy?: string;
}

const DEFAULT_REMEDY = 'start from an empty database (delete the PGlite data directory, or drop and create the PostgreSQL database) and start again.';

/**
 * Brings the schema up to date: applies every `migrations/NNN_name.sql` not yet applied, in order,
 * each in its own transaction, then (re)applies every function (applyFunctions). Refuses a database
 * that holds migrations not in today's list. Callers that may run beside other processes on one
 * database hold `db.exclusive('ticketkit:schema')` around it (server.ts does).
 */
export async function migrate(db: Database, options: MigrateOptions = {}): Promise<string[]> {
  await db.query('create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())');
  const applied = (await db.query<{ name: string }>('select name from schema_migrations order by name')).rows.map((r) => r.name);
  const files = await sqlFiles(migrationsDir);
  const unknown = applied.filter((name) => !files.includes(name));
  if (unknown.length > 0) throw new UnknownMigrationsError(unknown, options.remedy ?? DEFAULT_REMEDY);
  const ran: string[] = [];
  for (const file of files) {
    if (applied.includes(file)) continue;
    const sql = await readFile(migrationsDir + file, 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
    });
    ran.push(file);
  }
  await applyFunctions(db);
  return ran;
}

/**
 * Our routines are every `tk_*` function or procedure in the schema, and our triggers the ones that
 * call one. They are dropped before the files create them again, so a function whose file was
 * removed or renamed is gone (a trigger left behind would keep firing), and a file may change a
 * function's arguments or return type, which `create or replace` cannot. Nothing in the schema may
 * depend on them (migrations run before the functions exist), so no `cascade` is needed and none
 * hides a mistake.
 */
const DROP_OURS = `do $$
declare
  t record;
  r record;
begin
  for t in
    select tg.tgname, tg.tgrelid::regclass as tbl from pg_trigger tg join pg_proc p on p.oid = tg.tgfoid
    where not tg.tgisinternal and p.proname like 'tk\\_%' and p.pronamespace = current_schema()::regnamespace
  loop
    execute format('drop trigger %I on %s', t.tgname, t.tbl);
  end loop;
  for r in
    select p.oid::regprocedure as signature, p.prokind from pg_proc p
    where p.proname like 'tk\\_%' and p.pronamespace = current_schema()::regnamespace
  loop
    execute format('drop %s %s', case r.prokind when 'p' then 'procedure' when 'a' then 'aggregate' else 'function' end, r.signature);
  end loop;
end
$$`;

/**
 * Replaces our routines and triggers (DROP_OURS) with those of every `functions/*.sql`, in one
 * transaction: a replica never sees half of them, nor none. Bodies are checked when called, not
 * when created (as pg_dump restores functions), so the files need no order among themselves.
 */
export async function applyFunctions(db: Database, dir = functionsDir): Promise<void> {
  const files = await sqlFiles(dir);
  const scripts = await Promise.all(files.map(async (file) => ({ file, sql: await readFile(dir + file, 'utf8') })));
  await db.transaction(async (tx) => {
    await tx.exec('set local check_function_bodies = off');
    await tx.exec(DROP_OURS);
    for (const { file, sql } of scripts) {
      try {
        await tx.exec(sql);
      } catch (error) {
        if (isUnavailable(error)) throw error;
        throw new Error(`${dir}${file}: ${(error as Error).message}`, { cause: error });
      }
    }
  });
}
