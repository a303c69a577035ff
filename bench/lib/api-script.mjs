// The reference API as a bench runs it in a child process (see ../replicas.mjs spawnApi): config
// from BENCH_API_ENV, and an IPC hook for the bench's checks of the database at the end.
import { readFileSync } from 'node:fs';
import { PROJECT_ID } from './http-client.mjs';

/**
 * The API's environment for a bench: a free loopback port, emulator-token mode with no emulator
 * running (the bench mints tokens in its unsigned format, verified on the same path), plus `extra`.
 */
export function benchApiEnv(extra = {}) {
  return { API_PORT: '0', TICKETKIT_DATA_DIR: 'memory://', FIREBASE_PROJECT_ID: PROJECT_ID, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1', TICKETKIT_DEV_AUTH_EMULATOR: '1', ...extra };
}

/** The IPC message a connection handed to an API child comes with (../replicas.mjs roundRobin). */
export const CONNECTION_MESSAGE = 'ticketkit:connection';

/** For a child's source, after `api` is started: serves the connections the bench's round-robin port hands it. */
export const CONNECTIONS = `
process.on('message', (message, socket) => {
  if (message === ${JSON.stringify(CONNECTION_MESSAGE)} && socket) api.serveConnection(socket);
});
`;

/** The child's source: the API over readConfig(BENCH_API_ENV); `{ id, sql, params }` → `{ id, rows }`. */
export const PLAIN_API = `
import { readConfig } from './apps/reference-api/src/config.ts';
import { startApi } from './apps/reference-api/src/server.ts';
const api = await startApi(readConfig(JSON.parse(process.env.BENCH_API_ENV)));
${CONNECTIONS}
process.on('message', async ({ id, sql, params } = {}) => {
  if (typeof sql !== 'string') return;
  try {
    const result = await api.db.query(sql, params);
    process.send({ id, rows: result.rows });
  } catch (e) {
    process.send({ id, error: String(e.message ?? e) });
  }
});
process.stdout.write('READY ' + JSON.stringify({ url: api.url, pid: process.pid }) + '\\n');
process.on('SIGTERM', async () => {
  await api.close();
  process.exit(0);
});
`;

let queryNo = 0;
/** Asks the database of a PLAIN_API child; answers the rows. */
export function queryApiDatabase(child, sql, params = []) {
  return new Promise((resolve, reject) => {
    const id = `q${(queryNo += 1)}`;
    const onMessage = (message) => {
      if (message?.id !== id) return;
      child.off('message', onMessage);
      if (message.error) reject(new Error(message.error));
      else resolve(message.rows);
    };
    child.on('message', onMessage);
    child.send({ id, sql, params });
  });
}

/** Resident memory of a process in bytes (VmRSS, Linux); NaN elsewhere. */
export function rssBytes(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return Number(line.split(/\s+/)[1]) * 1024;
  } catch {
    return NaN;
  }
}
