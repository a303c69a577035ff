import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { startApi, type RunningApi } from '../server.ts';
import { REQUEST_ID_HEADER } from './request-log.ts';

const PARTNER = 'https://partner.example';

/** A partner page reads answers and problems alike: both carry the CORS headers and the request id. */
describe.each([
  { label: 'any origin (development)', origins: '*', allowed: '*', vary: false, stranger: '*' },
  { label: 'a list of partner origins', origins: `${PARTNER},https://other.example`, allowed: PARTNER, vary: true, stranger: null },
])('CORS over real HTTP, $label', ({ origins, allowed, vary, stranger }) => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi(readConfig({ API_PORT: '0', TICKETKIT_DATA_DIR: 'memory://', CORS_ORIGINS: origins }));
  });
  afterAll(() => api.close());

  const expectCors = (res: Response) => {
    expect(res.headers.get('access-control-allow-origin')).toBe(allowed);
    expect(res.headers.get('access-control-expose-headers')?.split(',')).toEqual(['Idempotency-Replayed', 'Retry-After', REQUEST_ID_HEADER]);
    expect(res.headers.get('vary')?.includes('Origin') ?? false).toBe(vary);
    expect(res.headers.get(REQUEST_ID_HEADER)).toMatch(/^[\w-]{8,}$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  };

  it('puts them on an answer, whose body arrives whole', async () => {
    const res = await fetch(`${api.url}/v1/health`, { headers: { Origin: PARTNER } });
    expect(res.status).toBe(200);
    expectCors(res);
    expect(await res.json()).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('puts them on a problem answered by the error handler', async () => {
    const res = await fetch(`${api.url}/v1/holds`, { method: 'POST', headers: { Origin: PARTNER, 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(401);
    expectCors(res);
    const problem = (await res.json()) as { code: string; instance: string };
    expect(problem.code).toBe('auth/unauthenticated');
    expect(problem.instance).toBe(`urn:ticketkit:request:${res.headers.get(REQUEST_ID_HEADER)}`);
  });

  it('puts them on a route that does not exist', async () => {
    const res = await fetch(`${api.url}/v1/no-such-route`, { headers: { Origin: PARTNER } });
    expect(res.status).toBe(404);
    expectCors(res);
  });

  it('answers a preflight', async () => {
    const res = await fetch(`${api.url}/v1/holds`, { method: 'OPTIONS', headers: { Origin: PARTNER, 'Access-Control-Request-Method': 'POST' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(allowed);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
  });

  it('allows an origin outside the list only when any origin is', async () => {
    const res = await fetch(`${api.url}/v1/health`, { headers: { Origin: 'https://stranger.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(stranger);
  });
});
