// The rules of src/db/README.md, held: a migration changes the schema and nothing else; every
// function file can be applied again at each start; and a database migrated by migrations this
// version does not have is refused before anything is applied to it.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { databaseTemplate } from '../testing/api.ts';
import { withoutComments } from '../testing/sql-text.ts';
import { startApi } from '../server.ts';
import { LOCK_FILE } from './data-dir-lock.ts';
import { openPglite, type Database } from './database.ts';
import { applyFunctions, functionsDir, migrate, migrationsDir, sqlFiles, UnknownMigrationsError } from './migrate.ts';

/** What a migration may not hold: routines and triggers belong in functions/. */
const NOT_SCHEMA = /\bcreate\s+(?:or\s+replace\s+)?(?:function|procedure|trigger)\b/gi;
/** A function file's `create` of a routine or trigger without `or replace`: a second start fails on it. */
const NOT_REPEATABLE = /\bcreate\s+(?!or\s+replace\b)(?:function|procedure|trigger)\b/gi;
const matches = (sql: string, rule: RegExp) => withoutComments(sql).match(rule) ?? [];
/** The routines a script creates, and the functions its triggers execute. */
const CREATED = /\bcreate\s+(?:or\s+replace\s+)?(?:function|procedure)\s+(\w+)|\bexecute\s+(?:function|procedure)\s+(\w+)/gi;
const notOurs = (sql: string) =>
  [...withoutComments(sql).matchAll(CREATED)].map((m) => m[1] ?? m[2]!).filter((name) => !name.startsWith('tk_'));

describe('given the migrations', () => {
  it('none creates a function, procedure or trigger (the check itself catches one that does)', async () => {
    expect(matches('create table t (id int);\ncreate or replace function f() returns int language sql as $$ select 1 $$;', NOT_SCHEMA)).toHaveLength(1);
    expect(matches('-- create function in a comment\ncreate table t (id int);', NOT_SCHEMA)).toEqual([]);
    const files = await sqlFiles(migrationsDir);
    expect(files.length).toBeGreaterThan(0);
    const offending = files.filter((file) => matches(readFileSync(migrationsDir + file, 'utf8'), NOT_SCHEMA).length > 0);
    expect(offending).toEqual([]);
  });
});

describe('given the function files', () => {
  let db: Database;
  beforeAll(async () => {
    // Migrated, with the functions applied once, as by a first start.
    db = await openPglite('memory://', { loadDataDir: await databaseTemplate() });
  }, 60_000);
  afterAll(() => db?.close());

  it('each creates with `or replace` only', async () => {
    expect(matches('create function f() returns int language sql as $$ select 1 $$;', NOT_REPEATABLE)).toHaveLength(1);
    const offending: string[] = [];
    for (const file of await sqlFiles(functionsDir)) {
      if (matches(readFileSync(functionsDir + file, 'utf8'), NOT_REPEATABLE).length > 0) offending.push(file);
    }
    expect(offending).toEqual([]);
  });

  it('apply again on a migrated database without an error, as every start does, and leave the same functions', async () => {
    const functions = async () =>
      (await db.query<{ name: string; body: string }>(
        `select p.oid::regprocedure::text as name, pg_get_functiondef(p.oid) as body
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' order by 1`,
      )).rows;
    const before = await functions();
    expect(before.map((f) => f.name)).toContain('tk_create_holds(json,jsonb)');
    await applyFunctions(db);
    await applyFunctions(db);
    expect(await functions()).toEqual(before);
  });

  it('each routine it creates is ours (`tk_*`), and so is each trigger\'s function: only ours are dropped before a start applies the files', async () => {
    expect(notOurs('create or replace function tk_a() returns int language sql as $$ select 1 $$;\ncreate or replace procedure b() language sql as $$ select 1 $$;')).toEqual(['b']);
    expect(notOurs('create or replace trigger t after insert on x for each statement execute function stamp();')).toEqual(['stamp']);
    const offending: string[] = [];
    for (const file of await sqlFiles(functionsDir)) offending.push(...notOurs(readFileSync(functionsDir + file, 'utf8')).map((name) => `${file}: ${name}`));
    expect(offending).toEqual([]);
  });

  it('a file that is not repeatable fails the second time, naming the file (the control)', async () => {
    const dir = `${mkdtempSync(path.join(tmpdir(), 'tk-functions-'))}/`;
    try {
      // Not ours, so not dropped before the second time.
      writeFileSync(`${dir}once.sql`, 'create function once_only() returns int language sql as $$ select 1 $$;');
      await applyFunctions(db, dir);
      await expect(applyFunctions(db, dir)).rejects.toThrow(/once\.sql: .*already exists/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('given a database migrated by migrations this version does not have', () => {
  it('migrate refuses it, names them and says what to do, and applies nothing', async () => {
    const db = await openPglite('memory://');
    try {
      await db.query('create table schema_migrations (name text primary key, applied_at timestamptz not null default now())');
      await db.query(`insert into schema_migrations (name) values ('002_schema.sql'), ('006_set_based_calls.sql')`);
      const refused = await migrate(db).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(UnknownMigrationsError);
      expect((refused as Error).message).toContain('002_schema.sql, 006_set_based_calls.sql');
      expect((refused as Error).message).toMatch(/delete the PGlite data directory, or drop and create the PostgreSQL database/);
      const tables = await db.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname = 'public'`);
      expect(tables.rows[0]!.n).toBe(1);
      const functions = await db.query<{ n: number }>(`select count(*)::int as n from pg_proc where proname like 'tk\\_%'`);
      expect(functions.rows[0]!.n).toBe(0);
    } finally {
      await db.close();
    }
  });

  it('the API does not start on such a data directory: it names the directory to delete and lets go of it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tk-old-data-'));
    try {
      const old = await openPglite(dataDir);
      await old.query('create table schema_migrations (name text primary key, applied_at timestamptz not null default now())');
      await old.query(`insert into schema_migrations (name) values ('001_init.sql')`);
      await old.close();
      const config = readConfig({ API_PORT: '0', TICKETKIT_DATA_DIR: dataDir, TICKETKIT_SEED: 'false' });
      await expect(startApi(config)).rejects.toThrow(`(001_init.sql); delete the data directory ${dataDir} (TICKETKIT_DATA_DIR)`);
      // The refusal closed the database and let go of the directory.
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('given a database holding routines and triggers the function files no longer define', () => {
  const routines = async (db: Database) =>
    (await db.query<{ name: string }>(`select oid::regprocedure::text as name from pg_proc where proname like 'tk\\_%' order by 1`)).rows.map((r) => r.name);
  const triggers = async (db: Database) =>
    (await db.query<{ name: string }>(`select tgname as name from pg_trigger where not tgisinternal order by 1`)).rows.map((r) => r.name);

  it('a start drops the removed function and the trigger that called it, and leaves today\'s', async () => {
    const old = await openPglite('memory://', { loadDataDir: await databaseTemplate() });
    await old.exec(`
      create function tk_old() returns int language sql as $$ select 1 $$;
      create function tk_old_stamp() returns trigger language plpgsql as $$ begin raise exception 'a removed trigger fired'; end $$;
      create trigger bookings_old_stamp before insert on bookings for each row execute function tk_old_stamp();`);
    expect(await routines(old)).toEqual(expect.arrayContaining(['tk_old()', 'tk_old_stamp()']));
    const dump = await old.dump!();
    await old.close();
    const api = await startApi(readConfig({ API_PORT: '0', TICKETKIT_DATA_DIR: 'memory://', TICKETKIT_SEED: 'false' }), { pgliteTemplate: dump });
    try {
      const after = await routines(api.db);
      expect(after).not.toContain('tk_old()');
      expect(after).not.toContain('tk_old_stamp()');
      expect(after).toContain('tk_create_holds(json,jsonb)');
      expect(await triggers(api.db)).toEqual(['bookings_queue_mail', 'money_ledger_append_only']);
    } finally {
      await api.close();
    }
  }, 60_000);

  it('a file that changes a function\'s return type, then its arguments, replaces it each time', async () => {
    const db = await openPglite('memory://', { loadDataDir: await databaseTemplate() });
    const dir = `${mkdtempSync(path.join(tmpdir(), 'tk-functions-'))}/`;
    const write = (sql: string) => writeFileSync(`${dir}tk_shape.sql`, sql);
    try {
      write('create or replace function tk_shape(n int) returns int language sql as $$ select n $$;');
      await applyFunctions(db, dir);
      write(`create or replace function tk_shape(n int) returns text language sql as $$ select 'n=' || n $$;`);
      await applyFunctions(db, dir);
      expect((await db.query<{ v: string }>('select tk_shape(2) as v')).rows[0]!.v).toBe('n=2');
      write(`create or replace function tk_shape(n int, m int) returns text language sql as $$ select n || '/' || m $$;`);
      await applyFunctions(db, dir);
      expect(await routines(db)).toEqual(['tk_shape(integer,integer)']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await db.close();
    }
  }, 60_000);
});
