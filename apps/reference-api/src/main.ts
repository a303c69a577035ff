import { ConfigError, DEV_AUTH_EMULATOR, readConfig } from './config.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { UnknownMigrationsError } from './db/migrate.ts';
import { log } from './log/logger.ts';
import { PortInUseError, startApi } from './server.ts';

/** A refusal to start is one plain line on stderr: a person reads it, and `npm start` shows just that line. */
function fail(message: string): never {
  process.stderr.write(`reference-api: ${message}\n`);
  process.exit(1);
}

let config;
try {
  config = readConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.problems.join('\n'));
  throw error;
}

if (process.env.FIREBASE_AUTH_EMULATOR_HOST && !config.authEmulatorHost) {
  log.warn(`FIREBASE_AUTH_EMULATOR_HOST is set but ${DEV_AUTH_EMULATOR} is not: emulator tokens are refused (set ${DEV_AUTH_EMULATOR}=1 in development).`);
}

try {
  const api = await startApi(config);
  log.info({ url: api.url, database: api.db.kind, ...(api.db.kind === 'pglite' ? { dataDir: config.dataDir } : {}) }, 'listening');
  const stop = async (signal: NodeJS.Signals) => {
    log.info({ signal, graceMs: config.timeouts.shutdownGraceMs }, 'shutting down: no new connections, finishing requests in flight');
    await api.close();
    log.info('stopped');
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  if (error instanceof DataDirInUseError || error instanceof PortInUseError || error instanceof UnknownMigrationsError) fail(error.message);
  const err = error as NodeJS.ErrnoException;
  if (err.code === 'ECONNREFUSED' || err.code === 'ENOTFOUND' || /password|connect|database/i.test(err.message)) {
    fail(`cannot reach the database at DATABASE_URL (${err.message}); check DATABASE_URL or unset it to use the embedded database.`);
  }
  fail(err.message);
}
