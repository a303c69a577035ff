import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import type { VerifyIdToken } from './auth/verify-id-token.ts';
import type { ApiConfig } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { startHousekeeping } from './db/housekeeping.ts';
import { migrate } from './db/migrate.ts';
import { createMetrics, serveMetrics } from './metrics.ts';
import type { TestHooks } from './routes/context.ts';
import { refreshSeed, seedIfEmpty } from './seed/index.ts';

export interface RunningApi {
  url: string;
  /** GET /metrics on its own port, when METRICS_PORT is set. */
  metricsUrl: string | undefined;
  db: Database;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Replaces the ID-token verifier built from config (tests inject a local JWKS here). */
  verifyIdToken?: VerifyIdToken;
  testHooks?: TestHooks;
  /** PGlite only: start from this data directory dump (tests share one migrated, seeded template). */
  pgliteTemplate?: Blob;
}

/** Opens the database, applies migrations, seeds an empty one and listens. Used by `main.ts` and by tests (port 0). */
export async function startApi(config: ApiConfig, options: StartOptions = {}): Promise<RunningApi> {
  const db = await openDatabase(config, { loadDataDir: options.pgliteTemplate });
  await migrate(db);
  // A database seeded long ago gets fresh sessions for its seeded events (see refreshSeed).
  if (config.seed && !(await seedIfEmpty(db))) await refreshSeed(db);
  const metrics = createMetrics(db);
  const app = createApp({ db, config, verifyIdToken: options.verifyIdToken, testHooks: options.testHooks, metrics });
  const server: ServerType = await new Promise((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
    s.once('error', reject);
  });
  const metricsServer = config.metricsPort === undefined ? undefined : await serveMetrics(metrics, config.metricsPort, config.metricsHost);
  const stopHousekeeping = startHousekeeping(db);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${config.host}:${port}`,
    metricsUrl: metricsServer?.url,
    db,
    close: async () => {
      await metricsServer?.close();
      await stopHousekeeping();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
