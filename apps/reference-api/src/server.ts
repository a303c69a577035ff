import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import type { ApiConfig } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';

export interface RunningApi {
  url: string;
  db: Database;
  close(): Promise<void>;
}

/** Opens the database, applies migrations and listens. Used by `main.ts` and by tests (port 0). */
export async function startApi(config: ApiConfig): Promise<RunningApi> {
  const db = await openDatabase(config);
  await migrate(db);
  const app = createApp({ db, config });
  const server: ServerType = await new Promise((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
    s.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${config.host}:${port}`,
    db,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
