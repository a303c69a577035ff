import { z } from 'zod';
import { API_ERRORS, type ApiErrorCode } from './errors.ts';
import { PROBLEM_CONTENT_TYPE, ProblemSchema } from './problem.ts';
import { routes, type RouteDef } from './routes.ts';

type JsonObject = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonObject;
  delete json.$schema;
  return json;
}

const TAGS: Record<string, string> = { corporate: 'Corporate', me: 'Account', holds: 'Booking', bookings: 'Booking', 'hosted-events': 'Hosting' };
const tagOf = (path: string) => TAGS[path.split('/')[1] ?? ''] ?? 'Catalogue';

function operation(name: string, r: RouteDef): JsonObject {
  const parameters: JsonObject[] = (r.path.match(/\{(\w+)\}/g) ?? []).map((p) => ({
    name: p.slice(1, -1),
    in: 'path',
    required: true,
    schema: { type: 'string', minLength: 1, maxLength: p.endsWith('Slug}') ? 80 : 64 },
  }));
  if (r.query) {
    const query = schemaOf(r.query, 'input') as { properties?: Record<string, JsonObject>; required?: string[] };
    for (const [param, schema] of Object.entries(query.properties ?? {})) {
      parameters.push({ name: param, in: 'query', required: query.required?.includes(param) ?? false, schema });
    }
  }
  if (r.idempotent) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
      description: 'A fresh key per booking attempt; resend the same key to retry safely. Scoped to the signed-in user and kept at least 24 hours.',
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    });
  }
  const responses: JsonObject = {
    [String(r.status)]: r.response
      ? {
          description: r.summary,
          ...(r.idempotent
            ? { headers: { 'Idempotency-Replayed': { description: '`true` when this is the stored answer to an earlier request with the same key.', schema: { type: 'string', enum: ['true'] } } } }
            : {}),
          ...(r.produces === 'text/csv'
            ? {
                headers: { 'Content-Disposition': { description: 'Always an attachment with a file name.', schema: { type: 'string' } } },
                content: { 'text/csv': { schema: { type: 'string', description: 'RFC 4180 CSV in UTF-8 with a byte order mark, header row first.' } } },
              }
            : { content: { 'application/json': { schema: schemaOf(r.response, 'output') } } }),
        }
      : { description: r.summary },
  };
  const bodyCodes: ApiErrorCode[] = r.body ? ['validation/malformed-json', 'validation/unsupported-media-type', 'validation/payload-too-large'] : [];
  // Every write is rate-limited per account and per client address (the API's RATE_LIMIT_*).
  const limitCodes: ApiErrorCode[] = r.method === 'GET' ? [] : ['rate-limited'];
  Object.assign(responses, errorResponses([...r.errors, ...bodyCodes, ...limitCodes]));
  return {
    operationId: name,
    summary: r.summary,
    tags: [tagOf(r.path)],
    ...(r.auth === 'public' ? { security: [] } : {}),
    ...(r.auth === 'corporate' ? { description: 'Members of the company in the path only (verified email on a verified company domain, or invited).' } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(r.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(r.body, 'input') } } } } : {}),
    responses,
  };
}

/**
 * The problem+json answers of an operation, one per status, each listing its codes. Every operation
 * reads the database or Google's key list, and either can be out of reach for a while: `unavailable`.
 */
function errorResponses(errors: ApiErrorCode[]): Record<string, JsonObject> {
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of new Set<ApiErrorCode>([...errors, 'unavailable'])) {
    const status = API_ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, JsonObject> = {};
  for (const [status, codes] of [...byStatus.entries()].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: codes.map((c) => `\`${c}\`: ${API_ERRORS[c].title}`).join('; '),
      content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: '#/components/schemas/Problem' } } },
      'x-error-codes': codes,
    };
  }
  return responses;
}

const POSTER_NAME =
  "The event's id; for a corporate event, its id, a dot and the key its `image.url` carries (only answers to the company's members have it)";

/** The OpenAPI 3.1 document of the {host} API, generated from the route table and its zod schemas. */
export function buildOpenApi(): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const [name, r] of Object.entries(routes) as Array<[string, RouteDef]>) {
    paths[r.path] = { ...(paths[r.path] ?? {}), [r.method.toLowerCase()]: operation(name, r) };
  }
  paths['/images/events/{eventId}.webp'] = {
    get: {
      operationId: 'getEventImage',
      summary: 'Generated poster of an event (reference API); event `image.url` and `image.srcset` are absolute URLs to it',
      tags: ['Catalogue'],
      security: [],
      parameters: [
        { name: 'eventId', in: 'path', required: true, description: POSTER_NAME, schema: { type: 'string' } },
        { name: 'w', in: 'query', required: false, description: 'Width in pixels; 1200 when absent', schema: { type: 'integer', enum: [400, 800, 1200] } },
      ],
      responses: {
        '200': { description: 'WebP image', content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } } },
        ...errorResponses(['validation/invalid-query', 'not-found']),
      },
    },
  };
  paths['/images/events/{eventId}.svg'] = {
    get: {
      operationId: 'getEventImageSvg',
      summary: 'The same poster as SVG (reference API)',
      tags: ['Catalogue'],
      security: [],
      parameters: [{ name: 'eventId', in: 'path', required: true, description: POSTER_NAME, schema: { type: 'string' } }],
      responses: {
        '200': { description: 'SVG image', content: { 'image/svg+xml': { schema: { type: 'string' } } } },
        ...errorResponses(['not-found']),
      },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ticketkit {host} API',
      version: '1.0.0',
      description:
        'The contract between the Ticketkit front end and its backend. Money is integer minor units (paise) with currency INR; ' +
        'times are ISO 8601 with an offset; ids are opaque. Errors are application/problem+json (RFC 9457) with a stable `code`.',
    },
    servers: [{ url: 'http://127.0.0.1:8787/v1', description: 'The reference API started by `npm start`' }],
    security: [{ firebaseIdToken: [] }],
    tags: [{ name: 'Catalogue' }, { name: 'Booking' }, { name: 'Account' }, { name: 'Hosting' }, { name: 'Corporate' }],
    paths,
    components: {
      securitySchemes: {
        firebaseIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A Firebase ID token of the signed-in user.' },
      },
      schemas: { Problem: schemaOf(ProblemSchema, 'output') },
    },
    'x-error-codes': Object.fromEntries(Object.entries(API_ERRORS).map(([code, e]) => [code, { status: e.status, title: e.title }])),
  };
}
