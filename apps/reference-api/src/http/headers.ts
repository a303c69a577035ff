import type { MiddlewareHandler } from 'hono';

/** Answers about a person: profiles, holds, bookings, employee records, hosted listings (the host's and staff's). */
const PERSONAL = /^\/v1\/(me|holds|bookings|corporate|hosted-events|staff)(\/|$)/;

/**
 * Headers every answer gets: no content sniffing, and personal answers (or any answer to a
 * request that carried credentials) are never stored by a browser or a shared cache.
 */
export const responseHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('x-content-type-options', 'nosniff');
  if (PERSONAL.test(c.req.path) || c.req.header('authorization') !== undefined) c.res.headers.set('cache-control', 'no-store');
};
