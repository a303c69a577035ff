import type { Company, CorporateMe, EventPage } from '@ticketkit/contract';
import type { AuthUser } from '../auth/verify-id-token.ts';
import type { Queryable } from '../db/database.ts';
import { findEventDetail, findEventSummaries } from '../domain/catalog.ts';
import { decodeCursor, encodeCursor, logoImage } from '../domain/format.ts';
import { bind } from '../http/bind.ts';
import { ApiError } from '../http/problem.ts';
import type { RouteContext } from './context.ts';

interface CompanyRow {
  slug: string;
  name: string;
  tagline: string;
  primary_color: string;
  tickets_per_month: number;
}

const toCompany = (r: CompanyRow, origin: string): Company => ({
  slug: r.slug,
  name: r.name,
  tagline: r.tagline,
  logo: logoImage(origin, r.slug, r.name),
  primaryColor: r.primary_color,
});

/** 404 for an unknown company, 403 `corporate/not-an-employee` for a person who is not a member. */
export async function checkCorporate(db: Queryable, user: AuthUser, companySlug: string): Promise<void> {
  const { rows } = await db.query<{ member: boolean }>(
    'select tk_is_member(slug, $2, $3) as member from companies where slug = $1',
    [companySlug, user.email, user.emailVerified],
  );
  if (!rows[0]) throw new ApiError('not-found', `There is no company ${companySlug}.`);
  if (!rows[0].member) {
    throw new ApiError('corporate/not-an-employee', user.emailVerified
      ? `${user.email ?? 'Your account'} is not on ${companySlug}'s list of employees.`
      : 'Verify your work email address first: company membership needs a verified email.');
  }
}

export function corporateRoutes({ app, db, bindOptions }: RouteContext): void {
  bind(app, 'getCompany', bindOptions, async ({ c, params, urls }) => {
    const { rows } = await db.query<CompanyRow>('select * from companies where slug = $1', [params.companySlug]);
    if (!rows[0]) throw new ApiError('not-found', `There is no company ${params.companySlug}.`);
    return c.json(toCompany(rows[0], urls.origin));
  });

  bind(app, 'getCorporateMe', bindOptions, async ({ c, user, urls }) => {
    const { rows } = await db.query<CompanyRow & { used: number; period_ends_at: string; name_of_user: string | null }>(
      `select c.*, tk_entitlement_used($1, c.slug) as used,
              tk_iso((date_trunc('month', now() at time zone 'Asia/Kolkata') + interval '1 month') at time zone 'Asia/Kolkata') as period_ends_at,
              (select name from users where uid = $1) as name_of_user
       from companies c where tk_is_member(c.slug, $2, $3) order by c.slug`,
      [user.uid, user.email, user.emailVerified],
    );
    if (rows.length === 0) {
      throw new ApiError('corporate/not-an-employee', user.emailVerified
        ? `${user.email ?? 'Your account'} is not an employee of any company here.`
        : 'Verify your work email address first: company membership needs a verified email.');
    }
    const body: CorporateMe = {
      memberships: rows.map((r) => ({
        uid: user.uid,
        email: user.email ?? '',
        name: r.name_of_user ?? user.name,
        company: toCompany(r, urls.origin),
        entitlement: {
          period: 'month',
          periodEndsAt: r.period_ends_at,
          ticketsPerPeriod: r.tickets_per_month,
          used: Number(r.used),
          remaining: Math.max(0, r.tickets_per_month - Number(r.used)),
        },
      })) as CorporateMe['memberships'],
    };
    return c.json(body);
  });

  bind(app, 'listCompanyEvents', bindOptions, async ({ c, params, query, urls }) => {
    const offset = decodeCursor(query.cursor);
    if (offset === null) throw new ApiError('validation/invalid-query', 'The cursor is not one this API gave out.', { errors: [{ path: 'cursor', message: 'unknown cursor' }] });
    const limit = query.limit ?? 20;
    const items = await findEventSummaries(db, { companySlug: params.companySlug!, limit: limit + 1, offset }, urls);
    const body: EventPage = {
      items: items.slice(0, limit).map(({ priceTo: _p, capacity: _c, ...summary }) => summary),
      nextCursor: items.length > limit ? encodeCursor(offset + limit) : null,
    };
    return c.json(body);
  });

  bind(app, 'getCompanyEvent', bindOptions, async ({ c, params, urls }) => {
    const detail = await findEventDetail(db, params.eventId!, params.companySlug!, urls);
    if (!detail) throw new ApiError('not-found', `${params.companySlug} has no event ${params.eventId}.`);
    return c.json(detail);
  });
}
