import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPostgres, startPostgres, type TestPostgres } from '../../../../scripts/postgres.mjs';
import { freePort, startApi, type Proc } from '../../../../scripts/stack.mjs';

// The API as a real process over a PostgreSQL server of the test's own, which the test restarts
// and whose connections it terminates, the way a restart, a failover or a pooler does.
// Runs where the PostgreSQL tests run (TEST_DATABASE_URL set, the server installed).
const enabled = Boolean(process.env.TEST_DATABASE_URL && findPostgres());

interface Outcome {
  status: number;
  code?: string;
  retryAfter: string | null;
  failure?: string;
}

/** Requests from `clients` loops until `stop()`, every answer kept. */
function load(base: string, clients = 6) {
  const outcomes: Outcome[] = [];
  let running = true;
  const paths = ['/v1/events?city=nagpur', '/v1/health', '/v1/cities', '/v1/search?q=music'];
  const loops = Array.from({ length: clients }, async (_, i) => {
    for (let n = i; running; n++) {
      try {
        const res = await fetch(base + paths[n % paths.length]!, { signal: AbortSignal.timeout(10_000) });
        const text = await res.text();
        const code = res.status === 200 ? undefined : (JSON.parse(text) as { code?: string }).code;
        outcomes.push({ status: res.status, code, retryAfter: res.headers.get('retry-after') });
      } catch (error) {
        outcomes.push({ status: 0, retryAfter: null, failure: String((error as Error).cause ?? error) });
      }
    }
  });
  return {
    outcomes,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/** Every answer was a success or a 503 `unavailable` with Retry-After: no 500, no lost connection. */
function expectOnlyOkOrUnavailable(outcomes: Outcome[]) {
  const bad = outcomes.filter((o) => o.status !== 200 && !(o.status === 503 && o.code === 'unavailable' && Number(o.retryAfter) > 0));
  expect(bad.slice(0, 5), `${bad.length} of ${outcomes.length} answers were neither 200 nor 503 unavailable`).toEqual([]);
}

async function waitForHealthy(base: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${base}/v1/health`).catch(() => null);
    if (res?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`the API did not recover within ${timeoutMs} ms (last: ${res?.status})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.runIf(enabled)('given the API process on PostgreSQL, under load, when the database goes away', () => {
  let server: TestPostgres;
  let api: Proc & { url: string };
  beforeAll(async () => {
    server = await startPostgres();
    api = await startApi({ port: await freePort(), dataDir: 'memory://', projectId: 'demo-ticketkit', quiet: true, env: { DATABASE_URL: server.url, LOG_LEVEL: 'warn' } });
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
    await server?.stop();
  });

  it('stays up when every connection is terminated, answering 503 unavailable or 200, and recovers', async () => {
    const traffic = load(api.url);
    await new Promise((r) => setTimeout(r, 500));
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    let terminated = 0;
    for (let i = 0; i < 5; i++) {
      const { rows } = await admin.query<{ n: number }>(
        `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
         where backend_type = 'client backend' and pid <> pg_backend_pid()`,
      );
      terminated += rows[0]!.n;
      await new Promise((r) => setTimeout(r, 300));
    }
    await admin.end();
    await new Promise((r) => setTimeout(r, 500));
    const outcomes = await traffic.stop();
    expect(terminated).toBeGreaterThan(0);
    expect(api.child.exitCode, api.output().slice(-2000)).toBeNull();
    expectOnlyOkOrUnavailable(outcomes);
    await waitForHealthy(api.url, 10_000);
    expect((await fetch(`${api.url}/v1/events?city=nagpur`)).status).toBe(200);
  });

  it('while PostgreSQL restarts: 503 unavailable with Retry-After, /v1/health says so, and it recovers by itself', async () => {
    const traffic = load(api.url);
    await new Promise((r) => setTimeout(r, 500));
    let restarting = true;
    const restarted = server.restart({ downMs: 2_000 }).finally(() => (restarting = false));
    // Ask while the server is away (it is gone for two seconds at least).
    let duringOutage: Response | undefined;
    while (restarting && !duringOutage) {
      const res = await fetch(`${api.url}/v1/health`);
      if (res.status !== 200) duringOutage = res;
      else await res.arrayBuffer().then(() => new Promise((r) => setTimeout(r, 100)));
    }
    expect(duringOutage, 'no answer during the outage was anything but 200').toBeDefined();
    const health = (await duringOutage!.json()) as { code?: string; detail?: string; database?: string };
    await restarted;
    await waitForHealthy(api.url, 15_000);
    await new Promise((r) => setTimeout(r, 500));
    const outcomes = await traffic.stop();

    expect(duringOutage!.status).toBe(503);
    expect(duringOutage!.headers.get('content-type')).toBe('application/problem+json');
    expect(health).toMatchObject({ code: 'unavailable', database: 'postgres' });
    expect(health.detail).toMatch(/database/i);
    expect(Number(duringOutage!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(api.child.exitCode, api.output().slice(-2000)).toBeNull();
    expectOnlyOkOrUnavailable(outcomes);
    expect(outcomes.filter((o) => o.status === 503).length).toBeGreaterThan(0);
    expect(outcomes.at(-1)?.status).toBe(200);
  }, 60_000);
});
