import fc from 'fast-check';

// Values for fuzzing an API from its OpenAPI document: drawn from an operation's own schemas, and
// broken the ways careless or hostile clients break them (wrong types, NUL, unpaired surrogates,
// huge numbers, bad JSON, wrong content types, bytes that are not UTF-8). Used by
// src/openapi-fuzz.test.ts.
export type Schema = {
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
export type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: unknown[];
  responses: Record<string, { 'x-error-codes'?: string[] }>;
};

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
export function fromSchema(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
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
export const hugeLiteral = (value: unknown) => JSON.stringify(value).replace(/(:\s*)(-?\d+(\.\d+)?|"[^"]*")/, `$1${'9'.repeat(400)}`);

export const BAD_JSON = ['{', '[1,2', '{"a":}', "{'a':1}", 'undefined', '{"a":1}}', 'NaN', '', ' ', '\u0000', '{"a":"\\ud800"}', '{"a":"\\u0000"}', '[]'.repeat(3), '{"__proto__":{"x":1}}'];
export const WRONG_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=utf-16', 'application/jsonx', '', 'application/problem+json'];

type Body = { kind: 'json'; text: string; type: string } | { kind: 'bytes'; bytes: Uint8Array; type: string } | { kind: 'none' };

export function bodyArb(op: Operation): fc.Arbitrary<Body> {
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
export function percentEncode(text: string): string {
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
export function paramArb(schema: Schema): fc.Arbitrary<string> {
  const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? String(v));
  return fc.oneof(
    { weight: 3, arbitrary: fromSchema(schema).map((v) => percentEncode(text(v))) },
    { weight: 3, arbitrary: evilValue.map((v) => percentEncode(text(v))) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%ED%A0%80', '%FF', '%C0%80', 'a%2Fb', '%2e%2e', '9'.repeat(400)) },
  );
}

/** Values every input is tried with, in every place, besides the random ones. */
export const CORPUS_STRINGS = ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\u202e', '9'.repeat(400), 'x'.repeat(5_000), ''];
export const CORPUS_VALUES: unknown[] = [...CORPUS_STRINGS, 1e308, -1e308, 2 ** 53 + 2, -1, 1.5, null, true, [], {}];
export const CORPUS_RAW_PARAMS = ['%', '%zz', '%ED%A0%80', '%FF', '%C0%80', '%00'];

/** Every leaf of a JSON value, as a path of keys. */
export function leaves(value: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  if (value === null || typeof value !== 'object') return [at];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value as Record<string, unknown>);
  return entries.length === 0 ? [at] : entries.flatMap(([k, v]) => leaves(v, [...at, k]));
}
export function replaced(value: unknown, at: Array<string | number>, by: unknown): unknown {
  if (at.length === 0) return by;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) }) as Record<string | number, unknown>;
  copy[at[0]!] = replaced(copy[at[0]!], at.slice(1), by);
  return copy;
}
