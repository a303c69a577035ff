import type { EventCityList, SessionList, TicketTypeList } from '@ticketkit/contract';
import { findSession, findSessions, findTicketTypes } from '../domain/catalog.ts';
import { bind } from '../http/bind.ts';
import { ApiError } from '../http/problem.ts';
import type { RouteContext } from './context.ts';

/**
 * Where an event can be booked: its cities, sessions and ticket types. A public event answers on
 * the public routes; a corporate event only on its company's routes, to that company's members
 * (`bind` checks membership), so nothing about it is readable by id from outside the company.
 */
export function sessionRoutes({ app, db, config, bindOptions }: RouteContext): void {
  const noEvent = (eventId: string, company: string | null) =>
    new ApiError('not-found', company ? `${company} has no event ${eventId}.` : `There is no event ${eventId}.`);
  const noSession = (sessionId: string, company: string | null) =>
    new ApiError('not-found', company ? `${company} has no session ${sessionId}.` : `There is no session ${sessionId}.`);

  async function requireEvent(eventId: string, company: string | null): Promise<void> {
    const { rows } = await db.query('select 1 from events where id = $1 and company_slug is not distinct from $2', [eventId, company]);
    if (rows.length === 0) throw noEvent(eventId, company);
  }

  async function eventCities(eventId: string, company: string | null): Promise<EventCityList> {
    await requireEvent(eventId, company);
    const { rows } = await db.query<{ slug: string; name: string; state: string; time_zone: string; session_count: number }>(
      `select c.slug, c.name, c.state, c.time_zone, count(s.id)::int as session_count
       from sessions s join venues v on v.id = s.venue_id join cities c on c.slug = v.city_slug
       where s.event_id = $1 and s.starts_at > now() group by c.slug order by min(c.position)`,
      [eventId],
    );
    return { items: rows.map((r) => ({ slug: r.slug, name: r.name, state: r.state, timeZone: r.time_zone, sessionCount: Number(r.session_count) })) };
  }

  async function sessions(eventId: string, city: string | undefined, company: string | null): Promise<SessionList> {
    const items = await findSessions(db, eventId, city, company);
    // No upcoming session: an event with none answers an empty list, an unknown one 404.
    if (items.length === 0) await requireEvent(eventId, company);
    return { items };
  }

  async function ticketTypes(sessionId: string, company: string | null): Promise<TicketTypeList> {
    const session = await findSession(db, sessionId, company);
    if (!session) throw noSession(sessionId, company);
    return { session, items: await findTicketTypes(db, session.id, config.maxTicketsPerOrder) };
  }

  bind(app, 'listEventCities', bindOptions, async ({ c, params }) => c.json(await eventCities(params.eventId!, null)));
  bind(app, 'listSessions', bindOptions, async ({ c, params, query }) => c.json(await sessions(params.eventId!, query.city, null)));
  bind(app, 'listTicketTypes', bindOptions, async ({ c, params }) => c.json(await ticketTypes(params.sessionId!, null)));

  bind(app, 'listCompanyEventCities', bindOptions, async ({ c, params }) => c.json(await eventCities(params.eventId!, params.companySlug!)));
  bind(app, 'listCompanySessions', bindOptions, async ({ c, params, query }) =>
    c.json(await sessions(params.eventId!, query.city, params.companySlug!)));
  bind(app, 'listCompanyTicketTypes', bindOptions, async ({ c, params }) =>
    c.json(await ticketTypes(params.sessionId!, params.companySlug!)));
}
