import { API_ERRORS, ProblemSchema } from '@ticketkit/contract';
import openapi from '@ticketkit/contract/openapi.json' with { type: 'json' };
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from './server.ts';
import { insertFixture, startTestApi, type Fixture } from './testing/api.ts';
import { signUp, type TestUser } from './testing/emulator.ts';
import {
  BAD_JSON, bodyArb, CORPUS_RAW_PARAMS, CORPUS_STRINGS, CORPUS_VALUES, fromSchema, hugeLiteral, leaves, paramArb, percentEncode, replaced, WRONG_TYPES,
  type Operation,
} from './testing/openapi-values.ts';

// Every operation of the published OpenAPI document, over real HTTP against a real in-memory API:
// values drawn from each operation's own schemas, then broken (wrong types, NUL, unpaired
// surrogates, huge numbers, bad JSON, wrong content types, bytes that are not UTF-8). Whatever
// comes in, the answer is never a 5xx, and every error is problem+json with a known `code`.


let api: RunningApi;
let user: TestUser;
let fixture: Fixture;

beforeAll(async () => {
  api = await startTestApi();
  user = await signUp();
  fixture = await insertFixture(api.db, { capacity: 100_000 });
});
afterAll(() => api?.close());


type Sent = { method: string; url: string; headers: Record<string, string>; body: string | Uint8Array | undefined };

/**
 * No client can send `.` or `..` (or `%2E`) as a path parameter: URL normalisation removes a dot
 * segment, so `/hosted-events/./check-ins` reaches `/hosted-events/check-ins`, another route, and the
 * answer says nothing about this operation. Such a value is sent with a character after it.
 */
const pathSegment = (value: string) => (/^(?:\.|%2e){1,2}$/i.test(value) ? `${value}_` : value);

function requestArb(method: string, path: string, op: Operation): fc.Arbitrary<Sent> {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const headerParams = params.filter((p) => p.in === 'header');
  const needsAuth = op.security === undefined || op.security.length > 0;
  return fc
    .record({
      path: fc.tuple(...pathParams.map((p) => fc.oneof({ weight: 1, arbitrary: paramArb(p.schema) }, { weight: 1, arbitrary: fc.constantFrom('ev_001', fixture.sessionId, 'acme', fixture.eventId) }))),
      query: fc.tuple(...queryParams.map((p) => fc.option(paramArb(p.schema), { nil: undefined }))),
      extraQuery: fc.option(fc.tuple(fc.constantFrom('unknown', 'q', 'limit', 'w'), paramArb({ type: 'string' })), { nil: undefined }),
      headers: fc.tuple(...headerParams.map(() => fc.option(fc.constantFrom('k', 'x'.repeat(300), ' ', 'ä'), { nil: undefined }))),
      auth: fc.constantFrom('token', 'token', 'token', 'none', 'garbage'),
      body: bodyArb(op),
    })
    .map((r) => {
      let i = 0;
      const url = new URL(`${api.url}/v1${path.replace(/\{(\w+)\}/g, () => pathSegment(r.path[i++] ?? 'x'))}`);
      const query: string[] = [];
      queryParams.forEach((p, k) => r.query[k] !== undefined && query.push(`${p.name}=${r.query[k]}`));
      if (r.extraQuery) query.push(`${r.extraQuery[0]}=${r.extraQuery[1]}`);
      const headers: Record<string, string> = {};
      headerParams.forEach((p, k) => {
        const v = r.headers[k] === 'k' ? `fuzz-${Math.random()}` : r.headers[k];
        if (v !== undefined) headers[p.name] = v;
      });
      if (needsAuth && r.auth === 'token') headers.authorization = `Bearer ${user.idToken}`;
      if (r.auth === 'garbage') headers.authorization = 'Bearer a.b.c';
      let body: Sent['body'];
      if (r.body.kind !== 'none') {
        body = r.body.kind === 'json' ? r.body.text : r.body.bytes;
        if (r.body.type) headers['content-type'] = r.body.type;
      }
      return { method: method.toUpperCase(), url: `${url.origin}${url.pathname}${query.length ? `?${query.join('&')}` : ''}`, headers, body };
    });
}

async function send(req: Sent): Promise<{ status: number; type: string | null; text: string }> {
  const res = await fetch(req.url, { method: req.method, headers: req.headers, body: req.body });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

function expectAnswer(op: Operation, req: Sent, res: { status: number; type: string | null; text: string }): void {
  const label = `${req.method} ${req.url.slice(api.url.length, api.url.length + 160)} (${String(req.headers['content-type'])}, body ${String(req.body).slice(0, 80)})`;
  expect(res.status, `${label} answered ${res.status}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
  if (res.status < 400) return;
  expect(res.type, label).toBe('application/problem+json');
  const problem = ProblemSchema.parse(JSON.parse(res.text));
  expect(problem.code in API_ERRORS, `${label}: unknown code ${problem.code}`).toBe(true);
  expect(problem.status, label).toBe(res.status);
  // A client generated from the document must know every answer it can get.
  expect(op.responses[String(res.status)]?.['x-error-codes'] ?? [], `${label}: ${problem.code} is not declared by ${op.operationId}`).toContain(problem.code);
}


/**
 * The fixed part: a plausible request, then every path and query parameter and every leaf of the
 * body replaced in turn by each corpus value, and the body by bad JSON, wrong types and non-UTF-8.
 */
function corpus(method: string, path: string, op: Operation): Sent[] {
  const params = op.parameters ?? [];
  const plausible: Record<string, string> = { eventId: fixture.eventId, sessionId: fixture.sessionId, companySlug: 'acme' };
  const pathValues = Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, plausible[p.name] ?? 'x1']));
  const schema = op.requestBody?.content['application/json']?.schema;
  const validBody = schema ? fc.sample(fromSchema(schema), { numRuns: 1, seed: 42 })[0] : undefined;
  const needsAuth = op.security === undefined || op.security.length > 0;
  const make = (over: { path?: Record<string, string>; query?: Record<string, string>; body?: string | Uint8Array; type?: string }): Sent => {
    const values = { ...pathValues, ...over.path };
    const query = Object.entries(over.query ?? {}).map(([k, v]) => `${k}=${v}`);
    const headers: Record<string, string> = {};
    for (const p of params.filter((q) => q.in === 'header')) headers[p.name] = `fuzz-${Math.random()}`;
    if (needsAuth) headers.authorization = `Bearer ${user.idToken}`;
    const body = over.body ?? (validBody === undefined ? undefined : JSON.stringify(validBody));
    if (body !== undefined) headers['content-type'] = over.type ?? 'application/json';
    const url = `${api.url}/v1${path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'x1')}${query.length ? `?${query.join('&')}` : ''}`;
    return { method: method.toUpperCase(), url, headers, body };
  };
  const encoded = [...CORPUS_STRINGS.map(percentEncode), ...CORPUS_RAW_PARAMS];
  const out: Sent[] = [make({})];
  for (const p of params.filter((q) => q.in !== 'header')) {
    for (const value of encoded) out.push(p.in === 'path' ? make({ path: { [p.name]: value } }) : make({ query: { [p.name]: value } }));
  }
  if (validBody !== undefined) {
    for (const at of leaves(validBody).slice(0, 16)) {
      for (const value of CORPUS_VALUES) out.push(make({ body: JSON.stringify(replaced(validBody, at, value)) }));
    }
    for (const text of BAD_JSON) out.push(make({ body: text }));
    for (const type of WRONG_TYPES) out.push(make({ type }));
    out.push(make({ body: hugeLiteral(validBody) }), make({ body: JSON.stringify({ blob: 'x'.repeat(100_000) }) }));
    for (const bad of [[0xff], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0xc0, 0x80], [0x00]]) {
      out.push(make({ body: new Uint8Array([...Buffer.from('{"name":"a'), ...bad, ...Buffer.from('b"}')]) }));
    }
  }
  return out;
}

const operations = Object.entries(openapi.paths as unknown as Record<string, Record<string, Operation>>).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ method, path, op })),
);

describe('every operation of openapi.json, fuzzed over real HTTP', () => {
  it('covers every operation of the document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(30);
  });

  for (const { method, path, op } of operations) {
    it(`${method.toUpperCase()} ${path} (${op.operationId}): no 5xx, every error problem+json with a code`, async () => {
      for (const req of corpus(method, path, op)) expectAnswer(op, req, await send(req));
      await fc.assert(
        fc.asyncProperty(requestArb(method, path, op), async (req) => expectAnswer(op, req, await send(req))),
        { numRuns: op.requestBody ? 40 : 15 },
      );
    });
  }

  it('the server is still healthy afterwards', async () => {
    const res = await fetch(`${api.url}/v1/health`);
    expect(res.status).toBe(200);
  });
});
