import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { ApiConfig } from './config.ts';
import type { Database } from './db/database.ts';

export interface AppDeps {
  db: Database;
  config: Pick<ApiConfig, 'corsOrigins'>;
}

export function createApp({ db, config }: AppDeps): Hono {
  const app = new Hono();
  app.use(
    '/v1/*',
    cors({
      origin: config.corsOrigins === '*' ? '*' : config.corsOrigins,
      allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      exposeHeaders: ['Idempotency-Replayed'],
      maxAge: 600,
    }),
  );
  app.get('/v1/health', async (c) => {
    await db.query('select 1');
    return c.json({ status: 'ok', database: db.kind });
  });
  return app;
}
