import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

export interface CorsOptions {
  /** `*`, or the partner origins allowed (CORS_ORIGINS). */
  origin: '*' | string[];
  allowHeaders: string[];
  allowMethods: string[];
  exposeHeaders: string[];
  maxAge: number;
}

/**
 * CORS for partner pages. Preflights are answered by Hono's cors(). On every other request the
 * headers are put on the finished answer in place: hono/cors sets them through `c.res` before the
 * route runs, and Hono then merges them into the route's answer by copying it whole, its body
 * through a stream, once per request (PERF.md). Errors get them too, so a partner page can read
 * the problem+json.
 */
export function corsHeaders(options: CorsOptions): MiddlewareHandler {
  const preflight = cors(options);
  const expose = options.exposeHeaders.join(',');
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    const origin = c.req.header('origin') ?? '';
    const allowed = options.origin === '*' ? '*' : options.origin.includes(origin) ? origin : null;
    const { headers } = c.res;
    if (allowed) headers.set('access-control-allow-origin', allowed);
    if (expose) headers.set('access-control-expose-headers', expose);
    if (options.origin !== '*') headers.append('vary', 'Origin');
  };
}
