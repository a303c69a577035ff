import { PROBLEM_CONTENT_TYPE } from '@ticketkit/contract';
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { log } from '../log/logger.ts';
import { routePattern } from './route-pattern.ts';

declare module 'hono' {
  interface ContextVariableMap {
    requestId: string;
  }
}

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A caller's id is kept when it is short and plain (a proxy's or a client's UUID), else replaced. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestId(incoming: string | undefined): string {
  return incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The `instance` of a problem: which request it answered, for a client to quote and an operator to find. */
export const problemInstance = (id: string) => `urn:ticketkit:request:${id}`;

/**
 * Gives each request an id (X-Request-Id in and out), puts it in every problem+json as `instance`,
 * and logs one line per request: method, route pattern, status and duration. Never the path's
 * values, the query, headers or bodies: they can carry personal data.
 */
export function requestLog(): MiddlewareHandler {
  return async (c, next) => {
    const id = requestId(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', id);
    const started = performance.now();
    await next();
    if (c.res.headers.get('content-type') === PROBLEM_CONTENT_TYPE) {
      const problem = (await c.res.json()) as Record<string, unknown>;
      const { status } = c.res;
      const headers = new Headers(c.res.headers);
      headers.delete('content-length');
      headers.set(REQUEST_ID_HEADER, id);
      // Cleared first: assigning over a response would merge the old one's headers into the new.
      c.res = undefined;
      c.res = new Response(JSON.stringify({ ...problem, instance: problemInstance(id) }), { status, headers });
    } else {
      // In place: c.header() on a finished answer makes Hono copy it whole, its body through a stream.
      c.res.headers.set(REQUEST_ID_HEADER, id);
    }
    const route = routePattern(c);
    log.info({ requestId: id, method: c.req.method, route, status: c.res.status, durationMs: Math.round((performance.now() - started) * 10) / 10 }, 'request');
  };
}
