// @vitest-environment node
// The client against a real HTTP server on 127.0.0.1 (no fetch mocks): retries, timeouts,
// 401 refresh, abort and idempotency keys over real sockets.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from './apiClient.ts';
import { startScriptedServer, type ScriptedServer } from './testing/scriptedServer.mjs';
import { failure } from './testing/failure.ts';

const hold = { holdId: 'h_1', attendee: { name: 'Asha', email: 'asha@example.com', phone: '+919876543210' } };
let server: ScriptedServer;

beforeEach(async () => {
  server = await startScriptedServer(() => ({ body: { status: 'ok' } }));
});
afterEach(async () => {
  await server.close();
});

function client(options: Partial<ApiClientOptions> = {}) {
  return createApiClient({ host: server.url + '/', retryDelayMs: 5, ...options });
}

describe('given a healthy API', () => {
  it('calls {host}/v1 with encoded path parameters and the query, and returns the JSON body', async () => {
    server.setReply(() => ({ body: { items: [] } }));
    const api = client();
    await expect(api.listSessions('ev 1/x', { from: '2026-01-01', city: undefined } as never)).resolves.toEqual({ items: [] });
    expect(server.requests[0]!.url).toBe('/v1/events/ev%201%2Fx/sessions?from=2026-01-01');
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('sends JSON bodies and returns undefined for 204', async () => {
    server.setReply((req) => (req.method === 'DELETE' ? { status: 204 } : { status: 201, body: { id: 'h1' } }));
    const api = client({ getIdToken: async () => 't' });
    await expect(api.createHold({ sessionId: 's1', items: [{ ticketTypeId: 't1', quantity: 2 }] })).resolves.toEqual({ id: 'h1' });
    await expect(api.releaseHold('h1')).resolves.toBeUndefined();
    expect(server.requests[0]!.headers['content-type']).toBe('application/json');
    expect(server.requests[0]!.body).toEqual({ sessionId: 's1', items: [{ ticketTypeId: 't1', quantity: 2 }] });
    expect(server.requests[1]!.method).toBe('DELETE');
  });

  it('never asks for a token on public routes', async () => {
    const getIdToken = vi.fn(async () => 'tok');
    await client({ getIdToken }).listCities();
    expect(getIdToken).not.toHaveBeenCalled();
    await client({ getIdToken }).getMe();
    expect(getIdToken).toHaveBeenCalledWith(false);
    expect(server.requests[1]!.headers.authorization).toBe('Bearer tok');
  });
});

describe('given a problem+json answer', () => {
  it('throws a TicketkitError with the API code, status, problem and a human message', async () => {
    const problem = { type: 'https://ticketkit.dev/problems/booking/sold-out', title: 'Not enough tickets left', status: 409, code: 'booking/sold-out' };
    server.setReply(() => ({ status: 409, body: problem }));
    const error = await failure(client({ getIdToken: async () => 't' }).createHold({ sessionId: 's', items: [{ ticketTypeId: 't', quantity: 1 }] }));
    expect(error.code).toBe('booking/sold-out');
    expect(error.status).toBe(409);
    expect(error.problem).toEqual(problem);
    expect(error.message).toMatch(/not enough tickets are left/i);
    expect(error.retryable).toBe(false);
    expect(server.requests).toHaveLength(1);
  });

  it('maps an error without a problem body by its status', async () => {
    server.setReply(() => ({ status: 404, body: 'nope', headers: { 'content-type': 'text/plain' } }));
    expect((await failure(client().getEvent('x'))).code).toBe('not-found');
  });
});

describe('given a 429 with Retry-After', () => {
  it('throws rate-limited at once (a write is not retried) carrying the wait in whole seconds', async () => {
    const problem = { type: 'https://ticketkit.dev/problems/rate-limited', title: 'Too many requests', status: 429, code: 'rate-limited', scope: 'account' };
    server.setReply(() => ({ status: 429, headers: { 'retry-after': '37' }, body: problem }));
    const error = await failure(client({ getIdToken: async () => 't' }).createHold({ sessionId: 's', items: [{ ticketTypeId: 't', quantity: 1 }] }));
    expect(error).toMatchObject({ code: 'rate-limited', status: 429, retryAfterSeconds: 37, retryable: true });
    expect(server.requests).toHaveLength(1);
  });

  it('carries no wait when the answer names none', async () => {
    server.setReply(() => ({ status: 429 }));
    const error = await failure(client({ getIdToken: async () => 't' }).releaseHold('h1'));
    expect(error.code).toBe('rate-limited');
    expect(error.retryAfterSeconds).toBeUndefined();
  });
});

describe('given a GET that meets 503 or a dropped connection', () => {
  it('retries with back-off and succeeds', async () => {
    server.setReply((_req, n) => (n === 1 ? { status: 503, body: { type: 'x', title: 'busy', status: 503, code: 'unavailable' } } : n === 2 ? { destroy: true } : { body: { items: ['ok'] } }));
    await expect(client().listCities()).resolves.toEqual({ items: ['ok'] });
    expect(server.requests).toHaveLength(3);
  });

  it('honours Retry-After (capped) before retrying', async () => {
    server.setReply((_req, n) => (n === 1 ? { status: 503, headers: { 'retry-after': '0.15' } } : { body: {} }));
    const started = performance.now();
    await client({ retryDelayMs: 1 }).listCities();
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('gives up after the configured retries with network/offline', async () => {
    server.setReply(() => ({ destroy: true }));
    const error = await failure(client({ retries: 2 }).listCities());
    expect(error.code).toBe('network/offline');
    expect(error.retryable).toBe(true);
    expect(server.requests).toHaveLength(3);
  });

  it('reports network/offline when nothing listens at all', async () => {
    const url = server.url;
    await server.close();
    const error = await failure(createApiClient({ host: url, retries: 1, retryDelayMs: 1 }).listCities());
    expect(error.code).toBe('network/offline');
    server = await startScriptedServer(() => ({}));
  });

  it('does not retry a write without an idempotency key', async () => {
    server.setReply(() => ({ status: 503 }));
    const error = await failure(client({ getIdToken: async () => 't' }).createHold({ sessionId: 's', items: [{ ticketTypeId: 't', quantity: 1 }] }));
    expect(error.code).toBe('unavailable');
    expect(server.requests).toHaveLength(1);
  });
});

describe('given a slow API', () => {
  it('times out with network/timeout after the per-attempt timeout', async () => {
    server.setReply(() => ({ hang: true }));
    const started = performance.now();
    const error = await failure(client({ timeoutMs: 150 }).getEvent('e1'));
    expect(error.code).toBe('network/timeout');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(server.requests).toHaveLength(1);
  });

  it('times out when the body stalls after the headers', async () => {
    server.setReply(() => ({ body: { big: 'x'.repeat(100) }, stallBody: true }));
    expect((await failure(client({ timeoutMs: 150 }).getEvent('e1'))).code).toBe('network/timeout');
  });

  it('lets one call override the timeout', async () => {
    server.setReply(() => ({ delayMs: 200, body: { ok: true } }));
    await expect(client({ timeoutMs: 50 }).getEvent('e1', { timeoutMs: 2000 })).resolves.toEqual({ ok: true });
  });
});

describe("given the caller's AbortSignal", () => {
  it('aborts an in-flight request with network/aborted', async () => {
    server.setReply(() => ({ hang: true }));
    const controller = new AbortController();
    const pending = failure(client().getEvent('e1', { signal: controller.signal }));
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    controller.abort();
    expect((await pending).code).toBe('network/aborted');
  });

  it('stops waiting between retries', async () => {
    server.setReply(() => ({ status: 503 }));
    const controller = new AbortController();
    const pending = failure(client({ retryDelayMs: 10_000 }).listCities({ signal: controller.signal }));
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    controller.abort();
    expect((await pending).code).toBe('network/aborted');
    expect(server.requests).toHaveLength(1);
  });

  it('does not even send when already aborted', async () => {
    const error = await failure(client().listCities({ signal: AbortSignal.abort() }));
    expect(error.code).toBe('network/aborted');
    expect(server.requests).toHaveLength(0);
  });
});

describe('given an expired ID token', () => {
  it('refreshes the token and retries once', async () => {
    server.setReply((req) => (req.headers.authorization === 'Bearer fresh' ? { body: { uid: 'u1' } } : { status: 401, body: { type: 'x', title: 't', status: 401, code: 'auth/unauthenticated' } }));
    const getIdToken = vi.fn(async (force: boolean) => (force ? 'fresh' : 'stale'));
    await expect(client({ getIdToken }).getMe()).resolves.toEqual({ uid: 'u1' });
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('gives up after one refresh with auth/unauthenticated', async () => {
    server.setReply(() => ({ status: 401, body: { type: 'x', title: 't', status: 401, code: 'auth/unauthenticated' } }));
    const error = await failure(client({ getIdToken: async () => 'bad' }).getMe());
    expect(error.code).toBe('auth/unauthenticated');
    expect(server.requests).toHaveLength(2);
  });

  it('waits for the token under the same timeout and signal', async () => {
    const slowToken = () => new Promise<string>(() => undefined);
    expect((await failure(client({ getIdToken: slowToken, timeoutMs: 100 }).getMe())).code).toBe('network/timeout');
    const controller = new AbortController();
    const pending = failure(client({ getIdToken: slowToken }).getMe({ signal: controller.signal }));
    controller.abort();
    expect((await pending).code).toBe('network/aborted');
    expect(server.requests).toHaveLength(0);
  });

  it('asks for a forced refresh only once', async () => {
    server.setReply((_req, n) => (n === 1 ? { status: 401 } : n === 2 ? { status: 503 } : { body: { uid: 'u1' } }));
    const getIdToken = vi.fn(async (force: boolean) => (force ? 'fresh' : 'stale'));
    await client({ getIdToken }).getMe();
    expect(getIdToken.mock.calls.map(([force]) => force)).toEqual([false, true, false]);
  });

  it('does not retry when there is no user to refresh', async () => {
    server.setReply(() => ({ status: 401 }));
    expect((await failure(client({ getIdToken: async () => null }).getMe())).code).toBe('auth/unauthenticated');
    expect(server.requests).toHaveLength(1);
  });
});

describe('given a booking write', () => {
  const keys = () => server.requests.map((r) => r.headers['idempotency-key']);

  it('keeps one Idempotency-Key across the retries of one attempt', async () => {
    server.setReply((_req, n) => (n === 1 ? { destroy: true } : n === 2 ? { status: 503 } : { status: 201, body: { id: 'b1' } }));
    await expect(client({ getIdToken: async () => 't' }).createBooking(hold)).resolves.toEqual({ id: 'b1' });
    expect(server.requests).toHaveLength(3);
    const [first] = keys();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys()).toEqual([first, first, first]);
  });

  it('waits out idempotency/in-progress with the same key', async () => {
    server.setReply((_req, n) => (n === 1 ? { status: 409, body: { type: 'x', title: 't', status: 409, code: 'idempotency/in-progress' } } : { status: 201, body: { id: 'b1' } }));
    await client({ getIdToken: async () => 't' }).createBooking(hold, { idempotencyKey: 'attempt-1' });
    expect(keys()).toEqual(['attempt-1', 'attempt-1']);
  });

  it('uses a new key for a new attempt, and hands the key back on failure so the same attempt can be retried', async () => {
    server.setReply(() => ({ hang: true }));
    const api = client({ getIdToken: async () => 't', timeoutMs: 100 });
    const error = await failure(api.createBooking(hold));
    expect(error.code).toBe('network/timeout');
    expect(error.idempotencyKey).toBe(keys()[0]);
    server.setReply(() => ({ status: 201, body: { id: 'b1' } }));
    await api.createBooking(hold, { idempotencyKey: error.idempotencyKey! });
    await api.createBooking(hold);
    expect(keys()[1]).toBe(keys()[0]);
    expect(keys()[2]).not.toBe(keys()[0]);
  });
});

describe('given a route that answers CSV', () => {
  const csv = 'name,email\r\n"Rao, ""Asha""",asha@example.com\r\n1234,x\r\n';

  it('returns the text as it came, never parsed as JSON', async () => {
    server.setReply(() => ({ body: csv, headers: { 'content-type': 'text/csv; charset=utf-8' } }));
    await expect(client({ getIdToken: async () => 't' }).exportHostAttendees('he_1')).resolves.toBe(csv);
    expect(server.requests[0]!.url).toBe('/v1/hosted-events/he_1/attendees.csv');
    expect(server.requests[0]!.headers.authorization).toBe('Bearer t');
  });

  it('still throws the typed error of a problem answer', async () => {
    server.setReply(() => ({ status: 404, body: { title: 'Not found', status: 404, code: 'not-found' } }));
    const error = await failure(client({ getIdToken: async () => 't' }).exportHostAttendees('he_2'));
    expect(error.code).toBe('not-found');
  });
});
