import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';

/**
 * The route pattern that answered, e.g. `/v1/events/:eventId`, for logs and metric labels (never the
 * raw path, which holds ids); a pattern's regular expression is left out, as in
 * `/v1/images/events/:file{[A-Za-z0-9_.-]{1,90}\.svg}` → `/v1/images/events/:file`. Null when no
 * route matched (middleware is registered for every method, handlers for one).
 */
export function routePattern(c: Context): string | null {
  const path = matchedRoutes(c).findLast((r) => r.method !== 'ALL')?.path;
  return path === undefined ? null : path.replace(/:(\w+)\{.*?\}(?=\/|$)/g, ':$1');
}
