import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startApi, type Proc } from '../../../../scripts/stack.mjs';
import { emulatorHost, PROJECT_ID, signUp } from '../testing/emulator.ts';

// The API as a real process with its logs on (LOG_LEVEL=info): what an operator's log collector gets.
let api: Proc & { url: string };
beforeAll(async () => {
  api = await startApi({ port: await freePort(), dataDir: 'memory://', projectId: PROJECT_ID, authEmulatorHost: emulatorHost(), quiet: true, env: { LOG_LEVEL: 'info' } });
}, 90_000);
afterAll(() => api?.stop());

/** Every line the process wrote since `from` (an offset into its output), each parsed as JSON. */
const linesSince = (from: number) =>
  api
    .output()
    .slice(from)
    .split('\n')
    .filter((l) => l.trim() !== '');

/** Waits until the process has written the request line of `requestId` (its last line about that request). */
async function loggedRequest(from: number, requestId: string) {
  await expect
    .poll(() => linesSince(from).some((l) => l.includes(`"requestId":"${requestId}"`) && l.includes('"msg":"request"')), { timeout: 10_000 })
    .toBe(true);
}

describe('given the API process logging at info', () => {
  it('answers with the request id it was given, or a new one, and puts it in problem+json as instance', async () => {
    const ok = await fetch(`${api.url}/v1/events?city=nagpur`, { headers: { 'X-Request-Id': 'edge-7f3a.42' } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-request-id')).toBe('edge-7f3a.42');

    const missing = await fetch(`${api.url}/v1/events/ev_missing`, { headers: { 'X-Request-Id': 'no spaces or <tags> allowed' } });
    expect(missing.status).toBe(404);
    const id = missing.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const problem = (await missing.json()) as { code: string; instance?: string };
    expect(problem.code).toBe('not-found');
    expect(problem.instance).toBe(`urn:ticketkit:request:${id}`);

    const fresh = await fetch(`${api.url}/v1/health`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes one JSON line per request with method, route, status and duration, and no personal data', async () => {
    const from = api.output().length;
    const user = await signUp(`secret.person.${Date.now()}@consumer.example`);
    const res = await fetch(`${api.url}/v1/me`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.idToken}`, 'X-Request-Id': 'patch-me-1' },
      body: JSON.stringify({ name: 'Zebulon Quixotic', phone: '+919812345678' }),
    });
    expect(res.status).toBe(200);
    await fetch(`${api.url}/v1/events/ev_missing`, { headers: { 'X-Request-Id': 'missing-1' } });
    await fetch(`${api.url}/v1/images/events/ev_missing.svg`, { headers: { 'X-Request-Id': 'poster-1' } });
    await loggedRequest(from, 'poster-1');
    const lines = linesSince(from);
    const records = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const patch = records.filter((r) => r.requestId === 'patch-me-1');
    expect(patch).toHaveLength(1);
    expect(patch[0]).toMatchObject({ method: 'PATCH', route: '/v1/me', status: 200 });
    expect(typeof patch[0]!.durationMs).toBe('number');
    expect(records.find((r) => r.requestId === 'missing-1')).toMatchObject({ method: 'GET', route: '/v1/events/:eventId', status: 404 });
    // A pattern with a regular expression is logged by its name, as metrics label it.
    expect(records.find((r) => r.requestId === 'poster-1')).toMatchObject({ method: 'GET', route: '/v1/images/events/:file', status: 404 });
    const text = lines.join('\n');
    for (const secret of [user.email, user.idToken.slice(0, 40), 'Zebulon', '9812345678', user.uid]) expect(text).not.toContain(secret);
  });

  it('logs a client that hangs up mid-body as one line, not a stack trace', async () => {
    const from = api.output().length;
    const user = await signUp();
    const { port } = new URL(api.url);
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `PATCH /v1/me HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAuthorization: Bearer ${user.idToken}\r\nX-Request-Id: hangs-up-1\r\nContent-Length: 1000\r\n\r\n{"name":"`,
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 500);
      });
      socket.on('error', reject);
    });
    await loggedRequest(from, 'hangs-up-1');
    const lines = linesSince(from);
    expect(lines.filter((l) => /^\s+at /.test(l)), lines.join('\n')).toEqual([]);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    const about = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((r) => r.requestId === 'hangs-up-1' && r.msg !== 'request');
    expect(about).toHaveLength(1);
    expect(String(about[0]!.msg)).toMatch(/client closed/);
  });
});
