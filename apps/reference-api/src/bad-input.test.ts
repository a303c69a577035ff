import { API_ERRORS, ProblemSchema, routes, type RouteDef } from '@ticketkit/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { RunningApi } from './server.ts';
import { ATTENDEE, client, insertFixture, startTestApi, type Client, type Fixture } from './testing/api.ts';
import { signUp, type TestUser } from './testing/emulator.ts';

let api: RunningApi;
let http: Client;
let user: TestUser;
let fixture: Fixture;

beforeAll(async () => {
  api = await startTestApi();
  http = client(api);
  user = await signUp();
  fixture = await insertFixture(api.db, { capacity: 1000 });
});
afterAll(() => api?.close());

const HUGE = 'x'.repeat(70_000);

const malformedJson = fc.oneof(
  fc.constantFrom('{', '[1,2', '{"a":}', "{'single':1}", 'undefined', '{"a":1}}', '\u0000', 'NaN', '{"sessionId": "se"', ''),
  fc.string({ maxLength: 40 }).filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return true;
    }
  }),
);

const weirdValue = fc.oneof(
  fc.constantFrom(0, -1, -1e9, 1.5, 1e20, Number.MAX_SAFE_INTEGER, null, true, '', ' ', '1', [], {}, HUGE.slice(0, 5000), '<script>alert(1)</script>', "'; drop table bookings; --"),
  fc.jsonValue({ maxDepth: 2 }),
);

const validBodies: Partial<Record<keyof typeof routes, () => Record<string, unknown>>> = {
  createHold: () => ({ sessionId: fixture.sessionId, items: [{ ticketTypeId: fixture.ticketTypeId, quantity: 1 }] }),
  createBooking: () => ({ holdId: 'ho_missing', attendee: { ...ATTENDEE } }),
  updateMe: () => ({ name: 'Fuzz', homeCity: 'nagpur' }),
  createHostedEvent: () => ({
    title: 'Fuzz Night',
    category: 'music',
    city: 'nagpur',
    venue: { name: 'Hall', address: '1, Some Road, Nagpur' },
    sessions: [{ startsAt: '2031-01-10T19:00:00+05:30', endsAt: '2031-01-10T21:00:00+05:30' }],
    ticketTypes: [{ name: 'Entry', price: 100, capacity: 10 }],
    description: 'Twenty characters of description at least.',
    contact: { name: 'F', email: 'f@consumer.example', phone: '+919800000000' },
  }),
};

/** Sets `value` at a random place of a valid body, adds unknown fields, or breaks quantities. */
function mutated(name: keyof typeof routes) {
  const base = validBodies[name];
  if (!base) return fc.jsonValue({ maxDepth: 3 });
  return fc.tuple(fc.nat(), weirdValue, fc.constantFrom('replace', 'unknown', 'quantity', 'drop')).map(([pick, value, how]) => {
    const body = base();
    const keys = Object.keys(body);
    const key = keys[pick % keys.length]!;
    if (how === 'replace') body[key] = value;
    else if (how === 'unknown') body[`extra_${pick % 7}`] = value;
    else if (how === 'drop') delete body[key];
    else if (Array.isArray(body.items)) body.items = [{ ticketTypeId: fixture.ticketTypeId, quantity: value }];
    else body[key] = typeof value === 'string' ? value + HUGE.slice(0, 300) : value;
    return body;
  });
}

const pathParam = fc.oneof(
  fc.constantFrom('x', 'ev_001', 'se_001_1', 'acme', 'UPPER', 'a'.repeat(300), '0', '-1', 'null', '%00', 'a%2Fb'),
  // "." and ".." would be resolved away by the URL parser before they reach the server.
  fc.string({ maxLength: 80 }).map(encodeURIComponent).filter((s) => s !== '.' && s !== '..' && s !== ''),
);
const queryValue = fc.oneof(weirdValue.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))), fc.constantFrom('-1', '0', '1e9', 'abc', '2026-13-45', HUGE.slice(0, 3000)));
const queryArb = fc.dictionary(fc.constantFrom('city', 'category', 'q', 'from', 'to', 'cursor', 'limit', 'when', 'unknown'), queryValue, { maxKeys: 4 });

type Request = { path: string; query: Record<string, string>; body: { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string } };

function requestArb(name: keyof typeof routes, def: RouteDef): fc.Arbitrary<Request> {
  const params = (def.path.match(/\{\w+\}/g) ?? []).map(() => pathParam);
  const body: fc.Arbitrary<Request['body']> = def.body
    ? fc.oneof(
        mutated(name).map((value) => ({ kind: 'json' as const, value })),
        malformedJson.map((text) => ({ kind: 'raw' as const, text, type: 'application/json' })),
        fc.constant({ kind: 'raw' as const, text: JSON.stringify({ blob: HUGE }), type: 'application/json' }),
        fc.constant({ kind: 'raw' as const, text: 'name=x', type: 'application/x-www-form-urlencoded' }),
        fc.jsonValue({ maxDepth: 2 }).map((value) => ({ kind: 'json' as const, value })),
      )
    : fc.constant({ kind: 'none' as const });
  return fc.record({ params: fc.tuple(...params), query: queryArb, body }).map(({ params: values, query, body: b }) => {
    let i = 0;
    // Keep valid params most of the time so bodies reach validation.
    const path = def.path.replace(/\{(\w+)\}/g, () => String(values[i++]));
    return { path, query, body: b };
  });
}

function expectProblemOrSuccess(def: RouteDef, res: Awaited<ReturnType<Client>>, label: string) {
  expect(res.status, `${label} answered ${res.status}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.headers.get('content-type'), label).toBe('application/problem+json');
    const problem = ProblemSchema.parse(res.body);
    expect(problem.code in API_ERRORS, `${label}: unknown code ${problem.code}`).toBe(true);
    expect(API_ERRORS[problem.code as keyof typeof API_ERRORS].status).toBe(res.status);
    expect(problem.status).toBe(res.status);
    if (problem.code.startsWith('validation/invalid')) expect(problem.errors?.length ?? 0, label).toBeGreaterThan(0);
  } else if (def.response && res.status !== 204) {
    const parsed = (def.response as z.ZodType).safeParse(res.body);
    expect(parsed.success, `${label}: response does not match the contract: ${parsed.error?.message.slice(0, 500)}`).toBe(true);
  }
}

describe('given malformed JSON, wrong types, huge strings, unknown fields and bad quantities on every route', () => {
  for (const [name, def] of Object.entries(routes) as Array<[keyof typeof routes, RouteDef]>) {
    it(`${def.method} ${def.path} never answers 5xx, and every error is problem+json with a known code`, async () => {
      await fc.assert(
        fc.asyncProperty(requestArb(name, def), async (req) => {
          const qs = new URLSearchParams(req.query).toString();
          const path = `${req.path}${qs ? `?${qs}` : ''}`;
          const headers: Record<string, string> = def.idempotent ? { 'Idempotency-Key': `fuzz-${Math.random()}` } : {};
          const init =
            req.body.kind === 'json'
              ? { body: req.body.value, headers }
              : req.body.kind === 'raw'
                ? { rawBody: req.body.text, headers: { ...headers, 'content-type': req.body.type } }
                : { headers };
          const res = await http(def.method, path, { ...init, token: def.auth === 'public' ? undefined : user.idToken });
          expectProblemOrSuccess(def, res, `${def.method} ${path.slice(0, 120)}`);
        }),
        { numRuns: def.body ? 40 : 12 },
      );
    });
  }

  it('unknown routes answer 404 and wrong methods 405, both problem+json', async () => {
    const unknown = await http('GET', '/no/such/route');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toBe('application/problem+json');
    const wrong = await http('PUT', '/events');
    expect(wrong.status).toBe(405);
    expect(wrong.body.code).toBe('method-not-allowed');
  });

  it('a valid hold still works after the fuzzing (the server is healthy)', async () => {
    const res = await http('POST', '/holds', { token: user.idToken, body: validBodies.createHold!() });
    expect(res.status).toBe(201);
  });
});
