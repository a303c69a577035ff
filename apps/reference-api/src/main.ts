import { ConfigError, DEV_AUTH_EMULATOR, readConfig } from './config.ts';
import { startApi } from './server.ts';

function fail(message: string): never {
  console.error(`reference-api: ${message}`);
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
  console.warn(`reference-api: FIREBASE_AUTH_EMULATOR_HOST is set but ${DEV_AUTH_EMULATOR} is not: emulator tokens are refused (set ${DEV_AUTH_EMULATOR}=1 in development).`);
}

try {
  const api = await startApi(config);
  console.log(`reference-api: listening on ${api.url} (${api.db.kind}${api.db.kind === 'pglite' ? ` at ${config.dataDir}` : ''})`);
  const stop = async () => {
    await api.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  const err = error as NodeJS.ErrnoException;
  if (err.code === 'EADDRINUSE') fail(`port ${config.port} on ${config.host} is in use; set API_PORT to a free port.`);
  if (err.code === 'ECONNREFUSED' || err.code === 'ENOTFOUND' || /password|connect|database/i.test(err.message)) {
    fail(`cannot reach the database at DATABASE_URL (${err.message}); check DATABASE_URL or unset it to use the embedded database.`);
  }
  fail(err.message);
}
