import { timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { Database } from '../db/database.ts';
import { EVENT_IMAGE } from '../domain/format.ts';
import { posterKey } from '../domain/ids.ts';
import { ApiError } from '../http/problem.ts';
import { isPosterWidth, memoise, POSTER_WIDTHS, type PosterWidth, svgToWebp } from '../images/raster.ts';
import { companyLogo, eventPoster } from '../images/svg.ts';
import { CATEGORIES } from '../seed/catalog-data.ts';

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=86400',
  // An SVG opened directly must not run anything.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
};
const WEBP_HEADERS = { 'content-type': 'image/webp', 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' };
// A corporate poster: its URL is the secret, so only the browser that was given it keeps a copy.
const PRIVATE = { 'cache-control': 'private, max-age=86400' };

const sameKey = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Generated images, outside the JSON contract:
 * - GET /v1/images/events/{eventId}.webp[?w=400|800|1200]: the poster events advertise (`url` and `srcset`);
 * - GET /v1/images/events/{eventId}.svg: the same poster as SVG;
 * - a corporate event's poster only as {eventId}.{key}.webp / .svg (see posterKey): anything else is
 *   the 404 of an event that does not exist, as on the event routes;
 * - GET /v1/images/companies/{slug}.svg.
 */
export function imageRoutes(app: Hono, db: Database, signingSecret: string): void {
  async function posterOf(c: Context): Promise<{ svg: string; corporate: boolean }> {
    const [id = '', key, ...rest] = c.req.param('file')!.replace(/\.(svg|webp)$/, '').split('.');
    const { rows } = await db.query<{ title: string; category_slug: string; company_slug: string | null }>(
      'select title, category_slug, company_slug from events where id = $1',
      [id],
    );
    const e = rows[0];
    const corporate = Boolean(e?.company_slug);
    // A public poster needs no key; a key, when given, must be the event's.
    const allowed = key === undefined ? !corporate : rest.length === 0 && sameKey(key, posterKey(signingSecret, id));
    if (!e || !allowed) throw new ApiError('not-found', `There is no image for event ${id.slice(0, 64)}.`);
    const category = CATEGORIES.find((k) => k.slug === e.category_slug);
    return { svg: eventPoster({ id, title: e.title, category: e.category_slug, color: category?.color ?? '#334155' }), corporate };
  }
  // Drawing a poster is slow (PERF.md): each is drawn once per width and content (the SVG is the
  // key, so a renamed event gets a new one); a poster is small, so 600 of them fit in memory.
  const webp = memoise(
    600,
    (svg: string, width: PosterWidth) => `${width}:${svg}`,
    (svg, width) => svgToWebp(svg, EVENT_IMAGE.width, width),
  );

  app.get('/v1/images/events/:file{[A-Za-z0-9_.-]{1,90}\\.svg}', async (c) => {
    const poster = await posterOf(c);
    return c.body(poster.svg, 200, poster.corporate ? { ...SVG_HEADERS, ...PRIVATE } : SVG_HEADERS);
  });
  app.get('/v1/images/events/:file{[A-Za-z0-9_.-]{1,90}\\.webp}', async (c) => {
    const w = c.req.query('w');
    const width = w === undefined ? EVENT_IMAGE.width : /^\d{1,5}$/.test(w) ? Number(w) : NaN;
    if (!isPosterWidth(width)) {
      throw new ApiError('validation/invalid-query', `w must be one of ${POSTER_WIDTHS.join(', ')}; it was "${w}".`);
    }
    const poster = await posterOf(c);
    const image = await webp(poster.svg, width);
    return c.body(new Uint8Array(image), 200, poster.corporate ? { ...WEBP_HEADERS, ...PRIVATE } : WEBP_HEADERS);
  });
  app.get('/v1/images/companies/:file{[a-z0-9-]{1,80}\\.svg}', async (c) => {
    const slug = c.req.param('file').slice(0, -4);
    const { rows } = await db.query<{ name: string; primary_color: string }>('select name, primary_color from companies where slug = $1', [slug]);
    const company = rows[0];
    if (!company) throw new ApiError('not-found', `There is no logo for company ${slug}.`);
    return c.body(companyLogo({ name: company.name, color: company.primary_color }), 200, SVG_HEADERS);
  });
}
