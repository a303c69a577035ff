// PGlite on a thread of its own. PostgreSQL compiled to WebAssembly runs synchronously on the
// thread that calls it, so on the main thread every statement stops HTTP parsing, validation and
// JSON rendering; here the database and the HTTP server use a core each.
//
// Plain JavaScript on purpose: a worker starts outside any TypeScript loader (tsx, vitest).
// Protocol (see pglite-thread.ts): { id, op: 'query' | 'exec' | 'dump' | 'close', sql?, params? }
// → { id, ok: true, value } | { id, ok: false, error: { message, code, detail, … } }.
import { PGlite } from '@electric-sql/pglite';
import { parentPort, workerData } from 'node:worker_threads';

const { dataDir, template } = workerData;
const memory = dataDir === 'memory://';
const load = template ? { loadDataDir: new Blob([template]) } : {};
const db = memory ? new PGlite(load) : new PGlite(dataDir, load);

/** The fields of a PostgreSQL error worth keeping across the thread boundary. */
const ERROR_FIELDS = ['code', 'detail', 'hint', 'severity', 'constraint', 'table', 'column', 'schema', 'where', 'routine'];

function serialise(error) {
  const out = { message: error instanceof Error ? error.message : String(error) };
  for (const field of ERROR_FIELDS) if (error && typeof error[field] === 'string') out[field] = error[field];
  return out;
}

async function handle({ op, sql, params }) {
  switch (op) {
    case 'query':
      return (await db.query(sql, params)).rows;
    case 'exec':
      await db.exec(sql);
      return undefined;
    case 'dump':
      // Commits wait for nothing on a memory:// database (synchronous_commit off): write the WAL
      // and the pages out first, or the copy can miss the last transactions.
      await db.exec('checkpoint');
      return (await db.dumpDataDir('gzip')).arrayBuffer();
    case 'close':
      await db.close();
      return undefined;
    default:
      throw new Error(`unknown operation ${op}`);
  }
}

try {
  await db.waitReady;
  // A throw-away database has nothing to make durable: skip waiting for the WAL at each commit.
  // A data directory keeps synchronous commits.
  if (memory) await db.exec('set synchronous_commit = off');
  // The booking functions' statements are keyed lookups: plan them once, not per call. Each
  // re-plan asks the (emulated) file system for relation sizes, which dominates on PGlite.
  await db.exec('set plan_cache_mode = force_generic_plan');
  parentPort.postMessage({ id: 0, ok: true });
} catch (error) {
  parentPort.postMessage({ id: 0, ok: false, error: serialise(error) });
}

parentPort.on('message', (message) => {
  handle(message).then(
    (value) => parentPort.postMessage({ id: message.id, ok: true, value }),
    (error) => parentPort.postMessage({ id: message.id, ok: false, error: serialise(error) }),
  );
});
