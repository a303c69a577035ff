import { API_ERRORS, ProblemSchema } from '@ticketkit/contract';
import openapi from '@ticketkit/contract/openapi.json' with { type: 'json' };
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from './server.ts';
import { insertFixture, startTestApi, type Fixture } from './testing/api.ts';
import { signUp, type TestUser } from './testing/emulator.ts';

// Every operation of the published OpenAPI document, over real HTTP against a real in-memory API:
// values drawn from each operation's own schemas, then broken (wrong types, NUL, unpaired
// surrogates, huge numbers, bad JSON, wrong content types, bytes that are not UTF-8). Whatever
// comes in, the answer is never a 5xx, and every error is problem+json with a known `code`.

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: Schema };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: unknown[];
  responses: Record<string, { 'x-error-codes'?: string[] }>;
};

let api: RunningApi;
let user: TestUser;
let fixture: Fixture;

beforeAll(async () => {
  api = await startTestApi();
  user = await signUp();
  fixture = await insertFixture(api.db, { capacity: 100_000 });
});
afterAll(() => api?.close());

/** Strings an attacker sends: NUL, unpaired surrogates, control and odd characters, huge ones. */
const EVIL_STRINGS = [
  '\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\udc00\ud800', '\u202e', '\uffff', '\u0001\u001f', '%00', '%', '../..', '\\', "'", '"', '<svg>',
  '𝒳', 'x'.repeat(5_000), '9'.repeat(400), ' ', '',
];
/** Numbers that break naive code: huge, tiny, negative, fractional, past 2^53. */
const EVIL_NUMBERS = [1e308, -1e308, 5e-324, 2 ** 53 + 2, -(2 ** 63), 1e21, 0.1, -1, 0, 2_147_483_648, 1.5];
const evilValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...EVIL_STRINGS),
  fc.constantFrom(...EVIL_NUMBERS),
  fc.constantFrom(null, true, false, [], {}, [null], { a: '\u0000' }, ['\ud800']),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** A value shaped by `schema` (mostly valid, so it reaches deeper checks). */
function fromSchema(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 1 });
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((s) => fromSchema(s, depth + 1)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'date-time') return fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
      if (schema.pattern) {
        try {
          return fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, 200));
        } catch {
          return fc.string({ maxLength: 40 });
        }
      }
      return fc.string({ minLength: 1, maxLength: 40 });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: Math.min(schema.maximum ?? 1_000_000, 1_000_000) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fromSchema(schema.items, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object': {
      const props = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, s] of Object.entries(props)) record[key] = fromSchema(s, depth + 1);
      return fc.record(record, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Replaces one leaf (or the whole value) with an evil value, or adds an unknown field. */
function broken(value: unknown, pick: number, evil: unknown): unknown {
  if (value === null || typeof value !== 'object') return evil;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
  const keys = Object.keys(copy);
  if (keys.length === 0 || pick % 5 === 0) {
    if (Array.isArray(copy)) copy.push(evil);
    else copy[`unknown_${pick % 3}`] = evil;
    return copy;
  }
  const key = keys[pick % keys.length]!;
  (copy as Record<string, unknown>)[key] = pick % 3 === 0 ? evil : broken((copy as Record<string, unknown>)[key], Math.floor(pick / 7), evil);
  return copy;
}

/** A JSON text with a number literal no double can hold, where a value of the body would be. */
const hugeLiteral = (value: unknown) => JSON.stringify(value).replace(/(:\s*)(-?\d+(\.\d+)?|"[^"]*")/, `$1${'9'.repeat(400)}`);

const BAD_JSON = ['{', '[1,2', '{"a":}', "{'a':1}", 'undefined', '{"a":1}}', 'NaN', '', ' ', '\u0000', '{"a":"\\ud800"}', '{"a":"\\u0000"}', '[]'.repeat(3), '{"__proto__":{"x":1}}'];
const WRONG_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=utf-16', 'application/jsonx', '', 'application/problem+json'];

type Body = { kind: 'json'; text: string; type: string } | { kind: 'bytes'; bytes: Uint8Array; type: string } | { kind: 'none' };

function bodyArb(op: Operation): fc.Arbitrary<Body> {
  const schema = op.requestBody?.content['application/json']?.schema;
  if (!schema) return fc.constant({ kind: 'none' as const });
  const valid = fromSchema(schema);
  const json = (text: string, type = 'application/json') => ({ kind: 'json' as const, text, type });
  return fc.oneof(
    { weight: 2, arbitrary: valid.map((v) => json(JSON.stringify(v))) },
    { weight: 5, arbitrary: fc.tuple(valid, fc.nat(), evilValue).map(([v, pick, evil]) => json(JSON.stringify(broken(v, pick, evil)))) },
    { weight: 1, arbitrary: valid.map((v) => json(hugeLiteral(v))) },
    { weight: 1, arbitrary: fc.constantFrom(...BAD_JSON).map((t) => json(t)) },
    { weight: 1, arbitrary: fc.tuple(valid, fc.constantFrom(...WRONG_TYPES)).map(([v, type]) => json(JSON.stringify(v), type)) },
    // Bytes that are not UTF-8 (a lone 0xff, an encoded surrogate, a cut sequence) inside a JSON string.
    {
      weight: 1,
      arbitrary: fc.constantFrom([0xff], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0xc0, 0x80]).map((bad) => ({
        kind: 'bytes' as const,
        bytes: new Uint8Array([...Buffer.from('{"name":"a'), ...bad, ...Buffer.from('b"}')]),
        type: 'application/json',
      })),
    },
  );
}

/** Percent-encodes every code unit, an unpaired surrogate as its three bytes (as a careless client would). */
function percentEncode(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const pair = unit >= 0xd800 && unit <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    if (pair) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(text[i]!);
  }
  return out;
}

/** A query or path value: valid from its schema, or evil, percent-encoded (and sometimes raw bad escapes). */
function paramArb(schema: Schema): fc.Arbitrary<string> {
  const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? String(v));
  return fc.oneof(
    { weight: 3, arbitrary: fromSchema(schema).map((v) => percentEncode(text(v))) },
    { weight: 3, arbitrary: evilValue.map((v) => percentEncode(text(v))) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%ED%A0%80', '%FF', '%C0%80', 'a%2Fb', '%2e%2e', '9'.repeat(400)) },
  );
}

type Sent = { method: string; url: string; headers: Record<string, string>; body: string | Uint8Array | undefined };

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
      const url = new URL(`${api.url}/v1${path.replace(/\{(\w+)\}/g, () => r.path[i++] ?? 'x')}`);
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

/** Values every input is tried with, in every place, besides the random ones. */
const CORPUS_STRINGS = ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\u202e', '9'.repeat(400), 'x'.repeat(5_000), ''];
const CORPUS_VALUES: unknown[] = [...CORPUS_STRINGS, 1e308, -1e308, 2 ** 53 + 2, -1, 1.5, null, true, [], {}];
const CORPUS_RAW_PARAMS = ['%', '%zz', '%ED%A0%80', '%FF', '%C0%80', '%00'];

/** Every leaf of a JSON value, as a path of keys. */
function leaves(value: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  if (value === null || typeof value !== 'object') return [at];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value as Record<string, unknown>);
  return entries.length === 0 ? [at] : entries.flatMap(([k, v]) => leaves(v, [...at, k]));
}
function replaced(value: unknown, at: Array<string | number>, by: unknown): unknown {
  if (at.length === 0) return by;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) }) as Record<string | number, unknown>;
  copy[at[0]!] = replaced(copy[at[0]!], at.slice(1), by);
  return copy;
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
