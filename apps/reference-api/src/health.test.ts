import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { startApi, type RunningApi } from './server.ts';

describe('GET /v1/health over real HTTP on an in-memory PGlite', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi(readConfig({ API_PORT: '0', TICKETKIT_DATA_DIR: 'memory://' }));
  });
  afterAll(() => api.close());

  it('answers ok after running a query', async () => {
    const res = await fetch(`${api.url}/v1/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('answers CORS preflights for partner pages', async () => {
    const res = await fetch(`${api.url}/v1/health`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://partner.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('readConfig', () => {
  it('reports every problem at once, naming the variable to fix', () => {
    expect(() =>
      readConfig({ API_PORT: 'eighty', DATABASE_URL: 'mysql://x', FIREBASE_AUTH_EMULATOR_HOST: 'h', NODE_ENV: 'production' }),
    ).toThrowError(/API_PORT[\s\S]*DATABASE_URL[\s\S]*FIREBASE_AUTH_EMULATOR_HOST/);
  });
});
