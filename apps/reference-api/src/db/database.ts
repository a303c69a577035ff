import pg from 'pg';
import { errorFields, log } from '../log/logger.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { openPgliteThread } from './pglite-thread.ts';
import { asUnavailable, isUnavailable } from './unavailable.ts';

/** The one database interface the API uses: PGlite embedded, or PostgreSQL through `pg`. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction. Inside, use only the given `tx`; await nothing but the database. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` while holding the database-wide lock `name`: another process asking for the same
   * name waits (migrations and seeding, so replicas may start together). On PGlite the data
   * directory belongs to one process already, and `fn` simply runs.
   */
  exclusive<T>(name: string, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a gzipped tarball (a template for `loadDataDir`). */
  dump?(): Promise<Blob>;
  /** PostgreSQL only: the pool's connections, for metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export interface PgliteOptions {
  /** Start from a `dump()` instead of running initdb (tests: about a second instead of several). */
  loadDataDir?: Blob | undefined;
}

/** PGlite on a worker thread (see pglite-thread.ts): the database and HTTP each get a core. */
export async function openPglite(dataDir: string, options: PgliteOptions = {}): Promise<Database> {
  if (dataDir === 'memory://') return openPgliteThread(dataDir, options);
  // PGlite is one process's database: a second one writing the same files loses writes.
  const release = lockDataDir(dataDir);
  try {
    const db = await openPgliteThread(dataDir, options);
    return {
      ...db,
      close: async () => {
        try {
          await db.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** How long a request waits for a connection before the database counts as unavailable. */
const CONNECT_TIMEOUT_MS = 5_000;

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 16, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle connection the server closed (a restart, a failover, a pooler) is reported here; the
  // pool has already dropped it and opens a new one when asked. Unheard, it would end the process.
  pool.on('error', (error) => log.warn({ ...errorFields(error) }, 'database: an idle connection was closed'));
  // Fails fast with the driver's reason when the server cannot be reached.
  await pool.query('select 1');
  const unavailable = (error: unknown): never => {
    throw asUnavailable(error);
  };
  return {
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) => {
      const result = await pool.query(sql, params as unknown[]).catch(unavailable);
      return { rows: result.rows as T[] };
    },
    exec: async (sql: string) => {
      await pool.query(sql).catch(unavailable);
    },
    transaction: async (fn) => {
      const client = await pool.connect().catch(unavailable);
      // A checked-out connection is the caller's to watch: between statements its loss arrives as
      // an 'error' event (the next statement then fails), and it must not be pooled again.
      let broken: Error | undefined;
      const onError = (error: Error) => (broken = error);
      client.on('error', onError);
      try {
        return await inTransaction(
          {
            query: async <T>(sql: string, params?: unknown[]) => ({
              rows: (await client.query(sql, params as unknown[])).rows as T[],
            }),
            exec: async (sql: string) => {
              await client.query(sql);
            },
          },
          fn,
        );
      } catch (error) {
        if (isUnavailable(error)) broken ??= error as Error;
        throw asUnavailable(error);
      } finally {
        client.off('error', onError);
        client.release(broken);
      }
    },
    exclusive: async (name, fn) => {
      // A session-level advisory lock on a connection of its own, held while `fn` works through
      // the pool: every other process asking for the same name waits until it is done.
      const client = await pool.connect().catch(unavailable);
      let broken: Error | undefined;
      const onError = (error: Error) => (broken = error);
      client.on('error', onError);
      try {
        await client.query('select pg_advisory_lock(hashtext($1))', [name]).catch(unavailable);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
        }
      } finally {
        client.off('error', onError);
        client.release(broken);
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** Runs `fn` between begin and commit on a connection of its own; rolls back when it throws. */
export async function inTransaction<T>(connection: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  await connection.exec('begin');
  try {
    const value = await fn(connection);
    await connection.exec('commit');
    return value;
  } catch (error) {
    await connection.exec('rollback').catch(() => undefined);
    throw error;
  }
}

export function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }, pglite: PgliteOptions = {}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir, pglite);
}
