import { Worker } from 'node:worker_threads';
import { inTransaction, type Database, type PgliteOptions, type Queryable } from './database.ts';

type Operation = 'query' | 'exec' | 'dump' | 'close';

interface Reply {
  id: number;
  ok: boolean;
  value?: unknown;
  error?: { message: string } & Record<string, string>;
}

/** A PostgreSQL error from the worker, with its SQLSTATE `code` and details kept. */
export class DatabaseError extends Error {
  readonly code: string | undefined;
  constructor(fields: { message: string } & Record<string, string>) {
    super(fields.message);
    this.name = 'DatabaseError';
    Object.assign(this, fields);
    this.code = fields.code;
  }
}

/**
 * PGlite running in a worker thread (pglite-worker.mjs), behind the same `Database` interface.
 * Statements go to the worker in the order they are issued and it runs them one at a time.
 * A transaction holds the connection: statements issued outside it meanwhile wait until it ends.
 */
export async function openPgliteThread(dataDir: string, options: PgliteOptions = {}): Promise<Database> {
  const template = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir, template },
    // The worker is plain JavaScript: none of the parent's loader or eval flags apply to it.
    execArgv: [],
    transferList: template ? [template] : [],
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | undefined;

  const ready = new Promise<void>((resolve, reject) => pending.set(0, { resolve: () => resolve(), reject }));
  worker.on('message', (reply: Reply) => {
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    if (reply.ok) waiter.resolve(reply.value);
    else waiter.reject(new DatabaseError(reply.error ?? { message: 'unknown database error' }));
  });
  const fail = (error: Error) => {
    failure = error;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The database thread stopped (exit code ${code}).`)));

  const send = (op: Operation, sql?: string, params?: unknown[]): Promise<unknown> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, op, sql, params });
    });
  };
  const direct: Queryable = {
    query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await send('query', sql, params)) as T[] }),
    exec: async (sql: string) => {
      await send('exec', sql);
    },
  };

  // Resolved while no transaction holds the connection.
  let idle: Promise<void> = Promise.resolve();
  const outside = async <T>(run: () => Promise<T>): Promise<T> => {
    await idle;
    return run();
  };

  await ready;
  return {
    kind: 'pglite',
    query: (sql, params) => outside(() => direct.query(sql, params)),
    exec: (sql) => outside(() => direct.exec(sql)),
    transaction: async (fn) => {
      const before = idle;
      let release!: () => void;
      idle = new Promise<void>((resolve) => (release = resolve));
      await before;
      try {
        return await inTransaction(direct, fn);
      } finally {
        release();
      }
    },
    exclusive: (_name, fn) => fn(),
    dump: async () => new Blob([(await outside(() => send('dump'))) as ArrayBuffer]),
    close: async () => {
      await outside(() => send('close'));
      await worker.terminate();
    },
  };
}
