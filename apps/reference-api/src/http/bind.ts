import { IdSchema, SlugSchema, routes, type RouteName, type Routes } from '@ticketkit/contract';
import { IncomingMessage } from 'node:http';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { AuthUser, VerifyIdToken } from '../auth/verify-id-token.ts';
import { KeysUnavailableError, TokenError } from '../auth/verify-id-token.ts';
import type { Urls } from '../domain/format.ts';
import { posterKey } from '../domain/ids.ts';
import { publicOrigin } from './origin.ts';
import { ApiError, zodIssues } from './problem.ts';

export const MAX_BODY_BYTES = 64 * 1024;
/** What a client is told to wait when the token keys cannot be fetched (each request tries again). */
const KEYS_RETRY_AFTER_SECONDS = 10;

type BodyType<N extends RouteName> = Routes[N] extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;
type QueryType<N extends RouteName> = Routes[N] extends { query: infer Q extends z.ZodType } ? z.output<Q> : undefined;
type UserType<N extends RouteName> = Routes[N]['auth'] extends 'public' ? null : AuthUser;

export interface Handled<N extends RouteName> {
  c: Context;
  params: Record<string, string>;
  query: QueryType<N>;
  body: BodyType<N>;
  user: UserType<N>;
  /** Absolute base for URLs this API serves (images), and the keys of corporate posters. */
  urls: Urls;
}

export interface BindOptions {
  verifyIdToken: VerifyIdToken;
  publicUrl: string | undefined;
  /** Derives corporate posters' URL keys (see posterKey). */
  signingSecret: string;
  /** Checks membership for `auth: 'corporate'` routes; throws ApiError (404 company, 403 member). */
  checkCorporate: (user: AuthUser, companySlug: string) => Promise<void>;
  /** Counts a write (every method but GET) against the rate limits; throws ApiError `rate-limited` (src/limits/). */
  rateLimit?: (c: Context, route: RouteName, user: AuthUser | null, body: unknown) => Promise<void>;
}

/** `/events/{eventId}` → `/v1/events/:eventId`. */
export const honoPath = (path: string) => `/v1${path.replace(/\{(\w+)\}/g, ':$1')}`;

async function authenticate(c: Context, verify: VerifyIdToken): Promise<AuthUser> {
  const header = c.req.header('authorization');
  if (!header) throw new ApiError('auth/unauthenticated', 'Send a Firebase ID token as "Authorization: Bearer <token>".', {}, { 'www-authenticate': 'Bearer' });
  const match = /^Bearer ([^\s]+)$/i.exec(header.trim());
  if (!match?.[1]) throw new ApiError('auth/unauthenticated', 'The Authorization header must be "Bearer <token>".', {}, { 'www-authenticate': 'Bearer' });
  try {
    return await verify(match[1]);
  } catch (error) {
    if (error instanceof TokenError) throw new ApiError('auth/unauthenticated', error.message, {}, { 'www-authenticate': 'Bearer error="invalid_token"' });
    if (error instanceof KeysUnavailableError) throw new ApiError('unavailable', `${error.message} Try again shortly.`, {}, { 'retry-after': String(KEYS_RETRY_AFTER_SECONDS) });
    throw error;
  }
}

const tooLarge = () => new ApiError('validation/payload-too-large', `The body may be at most ${MAX_BODY_BYTES} bytes.`);

/** The client went away while sending its body: nobody is left to answer. */
export class ClientAbortError extends Error {
  constructor(cause: unknown) {
    super('The client closed the connection while sending the request body.', { cause });
    this.name = 'ClientAbortError';
  }
}

/** Node's request under @hono/node-server; elsewhere (app.request in tests) the Request's stream. */
function bodyStream(c: Context): AsyncIterable<Uint8Array> | null {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  if (incoming instanceof IncomingMessage) return incoming;
  // Node's ReadableStream is async-iterable; the DOM typings Hono's Request uses do not say so.
  return c.req.raw.body as unknown as AsyncIterable<Uint8Array> | null;
}

/**
 * The request's body as text, read as it streams in, counting bytes: past MAX_BODY_BYTES it stops
 * reading and answers 413, whatever Content-Length said or whether there was one (chunked bodies);
 * leaving the loop early closes the stream. Read from Node's own request stream, not
 * `c.req.raw.body`, which would build a WHATWG Request with its ReadableStream and AbortSignal
 * around it for every write (PERF.md).
 */
export async function readBody(c: Context): Promise<string> {
  const stream = bodyStream(c);
  if (!stream) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += chunk.byteLength;
      if (size > MAX_BODY_BYTES) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ClientAbortError(error);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readJsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type.trim())) {
    throw new ApiError('validation/unsupported-media-type', 'Send the request body as JSON with "Content-Type: application/json".');
  }
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const text = await readBody(c);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ApiError('validation/malformed-json', `The body is not valid JSON: ${(error as Error).message}`);
  }
}

/**
 * A NUL character (PostgreSQL text cannot hold one) or a UTF-16 surrogate without its pair (it has
 * no UTF-8 form) anywhere in a string.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path of the first string (or object key) in `value` that the database cannot store. */
export function unstorablePath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = unstorablePath(item, `${path}[${i}]`);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (UNSTORABLE.test(key)) return at;
      const found = unstorablePath(item, at);
      if (found !== null) return found;
    }
  }
  return null;
}

const UNSTORABLE_MESSAGE = 'contains a NUL character or an unpaired UTF-16 surrogate, which cannot be stored';

/** Rejects input the database cannot store before any schema or route sees it. */
function checkStorable(value: unknown, code: 'validation/invalid-query' | 'validation/invalid-body'): void {
  const path = unstorablePath(value);
  if (path === null) return;
  const what = code === 'validation/invalid-query' ? 'Some query parameters are not valid.' : 'Some fields of the body are not valid.';
  throw new ApiError(code, what, { errors: [{ path: path || '(body)', message: UNSTORABLE_MESSAGE }] });
}

/** Path parameters that do not look like ids or slugs cannot name anything: 404. */
function checkParams(params: Record<string, string>): void {
  for (const [name, value] of Object.entries(params)) {
    const schema = name.endsWith('Slug') ? SlugSchema : IdSchema;
    if (!schema.safeParse(value).success) throw new ApiError('not-found', `There is no ${name.replace(/Id$|Slug$/, '')} "${value.slice(0, 80)}".`);
  }
}

/**
 * Registers the handler of one contract route: authentication, path, query and body
 * validation with the contract's schemas, then the handler.
 */
export function bind<N extends RouteName>(
  app: Hono,
  name: N,
  options: BindOptions,
  handler: (h: Handled<N>) => Promise<Response>,
): void {
  const def = routes[name];
  app.on(def.method, honoPath(def.path), async (c) => {
    const params = c.req.param() as Record<string, string>;
    let user: AuthUser | null = null;
    if (def.auth !== 'public') user = await authenticate(c, options.verifyIdToken);
    checkParams(params);
    if (def.auth === 'corporate' && user && params.companySlug) await options.checkCorporate(user, params.companySlug);
    if (def.auth === 'staff' && !user?.admin) throw new ApiError('auth/forbidden', 'Only Ticketkit staff may do this.');
    let query: unknown = undefined;
    if ('query' in def && def.query) {
      const raw = c.req.query();
      checkStorable(raw, 'validation/invalid-query');
      const parsed = (def.query as z.ZodType).safeParse(raw);
      if (!parsed.success) throw new ApiError('validation/invalid-query', 'Some query parameters are not valid.', { errors: zodIssues(parsed.error.issues) });
      query = parsed.data;
    }
    let body: unknown = undefined;
    if ('body' in def && def.body) {
      const raw = await readJsonBody(c);
      checkStorable(raw, 'validation/invalid-body');
      const parsed = (def.body as z.ZodType).safeParse(raw);
      if (!parsed.success) throw new ApiError('validation/invalid-body', 'Some fields of the body are not valid.', { errors: zodIssues(parsed.error.issues) });
      body = parsed.data;
    }
    if (def.method !== 'GET' && options.rateLimit) await options.rateLimit(c, name, user, body);
    const urls: Urls = { origin: publicOrigin(c, options.publicUrl), posterKey: (eventId) => posterKey(options.signingSecret, eventId) };
    return handler({ c, params, query, body, user, urls } as Handled<N>);
  });
}

/** The contract's paths as regular expressions, for 405 answers. */
export const routePatterns = Object.values(routes).map((r) => ({
  method: r.method,
  regex: new RegExp(`^${honoPath(r.path).replace(/:\w+/g, '[^/]+')}$`),
}));
