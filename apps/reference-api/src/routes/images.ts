import type { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/problem.ts';
import { companyLogo, eventPoster } from '../images/svg.ts';
import { CATEGORIES } from '../seed/catalog-data.ts';

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=86400',
  // An SVG opened directly must not run anything.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
};

/** Generated images, outside the JSON contract: GET /v1/images/events/{eventId}.svg and /v1/images/companies/{slug}.svg. */
export function imageRoutes(app: Hono, db: Database): void {
  app.get('/v1/images/events/:file{[A-Za-z0-9_-]{1,64}\\.svg}', async (c) => {
    const id = c.req.param('file').slice(0, -4);
    const { rows } = await db.query<{ title: string; category_slug: string }>('select title, category_slug from events where id = $1', [id]);
    const e = rows[0];
    if (!e) throw new ApiError('not-found', `There is no image for event ${id}.`);
    const category = CATEGORIES.find((k) => k.slug === e.category_slug);
    return c.body(eventPoster({ id, title: e.title, category: category?.name ?? e.category_slug, color: category?.color ?? '#334155' }), 200, SVG_HEADERS);
  });
  app.get('/v1/images/companies/:file{[a-z0-9-]{1,80}\\.svg}', async (c) => {
    const slug = c.req.param('file').slice(0, -4);
    const { rows } = await db.query<{ name: string; primary_color: string }>('select name, primary_color from companies where slug = $1', [slug]);
    const company = rows[0];
    if (!company) throw new ApiError('not-found', `There is no logo for company ${slug}.`);
    return c.body(companyLogo({ name: company.name, color: company.primary_color }), 200, SVG_HEADERS);
  });
}
