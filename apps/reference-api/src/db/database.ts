import pg from 'pg';
import { openPgliteThread } from './pglite-thread.ts';

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
export function openPglite(dataDir: string, options: PgliteOptions = {}): Promise<Database> {
  return openPgliteThread(dataDir, options);
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 16 });
  // Fails fast with the driver's reason when the server cannot be reached.
  await pool.query('select 1');
  return {
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) => {
      const result = await pool.query(sql, params as unknown[]);
      return { rows: result.rows as T[] };
    },
    exec: async (sql: string) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
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
      } finally {
        client.release();
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
