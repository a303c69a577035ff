import type { Availability, CancellationPolicy, EventDetail, EventSummary, Session, SessionStatus, TicketType, TicketTypeStatus, Venue } from '@ticketkit/contract';
import type { Queryable } from '../db/database.ts';
import { eventImage, money, type Urls } from './format.ts';

export interface EventFilter {
  city?: string | undefined;
  category?: string | undefined;
  /** A LIKE pattern matched against the title (descriptions repeat city names and boilerplate). */
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Only events whose lowest price in the window (paise) is at most this. */
  maxPrice?: number | undefined;
  /** null: public events only; a slug: that company's events only. */
  companySlug: string | null;
  eventId?: string | undefined;
  limit: number;
  offset: number;
  /** For one event's detail: fall back to past sessions when none is upcoming. */
  includePast?: boolean;
}

interface SummaryRow {
  id: string;
  slug: string;
  title: string;
  category_slug: string;
  image_alt: string;
  starts_at: string;
  ends_at: string;
  venue_name: string;
  cities: string[];
  price_from: number;
  price_to: number;
  available: number;
  capacity: number;
}

export function availabilityOf(available: number, capacity: number): Availability {
  if (available <= 0) return 'sold-out';
  if (available <= Math.max(5, Math.ceil(capacity * 0.1))) return 'few-left';
  return 'available';
}

// agg and tt are computed once each (materialized): inlined, the planner joined them in a nested
// loop that aggregated tt again for every event, about twice the SQL time (figures in PERF.md).
const SUMMARY_SQL = `
with s as (
  select se.id, se.event_id, se.starts_at, se.ends_at, v.name as venue_name, v.city_slug
  from sessions se join venues v on v.id = se.venue_id
  where (se.starts_at > now() or ($9::boolean and not exists (
          select 1 from sessions u where u.event_id = se.event_id and u.starts_at > now())))
    and ($1::text is null or v.city_slug = $1)
    and ($4::timestamptz is null or se.starts_at >= $4)
    and ($5::timestamptz is null or se.starts_at <= $5)
    and ($10::text is null or se.event_id = $10)
),
agg as materialized (
  select s.event_id, min(s.starts_at) as first_start, max(s.ends_at) as last_end,
         (array_agg(s.venue_name order by s.starts_at, s.id))[1] as venue_name
  from s group by s.event_id
),
held as (
  select hi.ticket_type_id, sum(hi.quantity) as quantity
  from hold_items hi where hi.active and hi.expires_at > now() group by hi.ticket_type_id
),
tt as materialized (
  select s.event_id, min(t.price)::int as price_from, max(t.price)::int as price_to,
         sum(greatest(t.capacity - t.sold - coalesce(held.quantity, 0), 0))::int as available, sum(t.capacity)::int as capacity
  from ticket_types t join s on s.id = t.session_id left join held on held.ticket_type_id = t.id
  group by s.event_id
)
select e.id, e.slug, e.title, e.category_slug, e.image_alt,
       tk_iso(a.first_start) as starts_at, tk_iso(a.last_end) as ends_at, a.venue_name,
       (select coalesce(json_agg(c.slug order by c.position), '[]'::json) from cities c
         where c.slug in (select v2.city_slug from sessions s2 join venues v2 on v2.id = s2.venue_id
                          where s2.event_id = e.id and (s2.starts_at > now() or $9::boolean))) as cities,
       tt.price_from, tt.price_to, tt.available, tt.capacity
from events e join agg a on a.event_id = e.id join tt on tt.event_id = e.id
where e.company_slug is not distinct from $6::text
  and e.sale_state <> 'cancelled'
  and ($2::text is null or e.category_slug = $2)
  and ($3::text is null or e.title ilike $3)
  and ($11::bigint is null or tt.price_from <= $11)
order by a.first_start, e.id
limit $7 offset $8`;

export async function findEventSummaries(db: Queryable, f: EventFilter, urls: Urls): Promise<Array<EventSummary & { priceTo: number; capacity: number }>> {
  const { rows } = await db.query<SummaryRow>(SUMMARY_SQL, [
    f.city ?? null, f.category ?? null, f.q ?? null, f.from ?? null, f.to ?? null, f.companySlug, f.limit, f.offset, f.includePast ?? false, f.eventId ?? null, f.maxPrice ?? null,
  ]);
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    category: r.category_slug,
    image: eventImage(urls, r.id, r.image_alt, f.companySlug !== null),
    cities: r.cities,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    venueName: r.venue_name,
    priceFrom: money(r.price_from),
    availability: availabilityOf(Number(r.available), Number(r.capacity)),
    priceTo: Number(r.price_to),
    capacity: Number(r.capacity),
  }));
}

interface EventRow {
  id: string;
  description: string;
  organizer_name: string;
  organizer_email: string;
  terms: string[];
  duration_minutes: number;
  age_limit: string | null;
  languages: string[];
  company_slug: string | null;
  /** tk_cancellation_policy: the event's, or the default. */
  policy: CancellationPolicy;
}

/** One event in detail, public (companySlug null) or of that company; null when absent. */
export async function findEventDetail(db: Queryable, eventId: string, companySlug: string | null, urls: Urls): Promise<EventDetail | null> {
  const [summary] = await findEventSummaries(db, { eventId, companySlug, limit: 1, offset: 0, includePast: true }, urls);
  if (!summary) return null;
  const { rows } = await db.query<EventRow>('select *, tk_cancellation_policy(id) as policy from events where id = $1', [eventId]);
  const e = rows[0];
  if (!e) return null;
  const venues = await db.query<Venue>(
    `select distinct v.id, v.name, v.address, v.city_slug as city, v.latitude, v.longitude
     from sessions s join venues v on v.id = s.venue_id where s.event_id = $1 order by v.id`,
    [eventId],
  );
  const { priceTo, capacity: _capacity, ...rest } = summary;
  return {
    ...rest,
    description: e.description,
    images: [summary.image],
    organizer: { name: e.organizer_name, contactEmail: e.organizer_email },
    venues: venues.rows.map((v) => ({ ...v, latitude: Number(v.latitude), longitude: Number(v.longitude) })),
    priceRange: { min: summary.priceFrom, max: money(priceTo) },
    terms: e.terms,
    durationMinutes: e.duration_minutes,
    ageLimit: e.age_limit,
    languages: e.languages,
    timeZone: 'Asia/Kolkata',
    cancellationPolicy: e.policy,
  };
}

interface SessionRow {
  id: string;
  event_id: string;
  starts_at: string;
  ends_at: string;
  time_zone: string;
  venue: Venue;
  price_from: number;
  available: number;
  capacity: number;
  on_sale: number;
  high_demand: Session['highDemand'] | null;
}

/** Tickets in active, unexpired holds of ticket type `t` (inline: a function call per row costs far more on PGlite). */
const HELD = `coalesce((select sum(hi.quantity) from hold_items hi
  where hi.ticket_type_id = t.id and hi.active and hi.expires_at > now()), 0)`;

// A session of a paused event is not on sale (its host stopped sales; holds refuse it too).
const SESSION_SQL = `
select s.id, s.event_id, tk_iso(s.starts_at) as starts_at, tk_iso(s.ends_at) as ends_at, s.time_zone,
       json_build_object('id', v.id, 'name', v.name, 'address', v.address, 'city', v.city_slug,
                         'latitude', v.latitude, 'longitude', v.longitude) as venue,
       agg.price_from, agg.available, agg.capacity, agg.on_sale,
       case when hd.session_id is not null then json_build_object('onSaleAt', tk_iso(hd.on_sale_at), 'queueOpensAt', tk_iso(hd.queue_opens_at),
         'ticketsPerAccount', e.tickets_per_account) end as high_demand
from sessions s join venues v on v.id = s.venue_id join events e on e.id = s.event_id
left join high_demand_sessions hd on hd.session_id = s.id
cross join lateral (
  select min(t.price)::int as price_from,
         coalesce(sum(case when e.sale_state = 'on-sale' and now() >= t.sales_start_at and now() < t.sales_end_at
                           then greatest(t.capacity - t.sold - ${HELD}, 0) end), 0)::int as available,
         coalesce(sum(t.capacity), 0)::int as capacity,
         count(*) filter (where e.sale_state = 'on-sale' and now() >= t.sales_start_at and now() < t.sales_end_at)::int as on_sale
  from ticket_types t where t.session_id = s.id) agg`;

function toSession(r: SessionRow): Session {
  let status: SessionStatus = 'on-sale';
  if (Number(r.on_sale) === 0) status = 'not-on-sale';
  else if (Number(r.available) === 0) status = 'sold-out';
  else if (availabilityOf(Number(r.available), Number(r.capacity)) === 'few-left') status = 'few-left';
  return {
    id: r.id,
    eventId: r.event_id,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    timeZone: r.time_zone,
    venue: r.venue,
    status,
    priceFrom: money(r.price_from ?? 0),
    ...(r.high_demand ? { highDemand: r.high_demand } : {}),
  };
}

/** Upcoming sessions of an event that is public (company null) or that company's. */
export async function findSessions(db: Queryable, eventId: string, city: string | undefined, company: string | null): Promise<Session[]> {
  const { rows } = await db.query<SessionRow>(
    `${SESSION_SQL} where s.event_id = $1 and s.starts_at > now() and ($2::text is null or v.city_slug = $2)
       and e.company_slug is not distinct from $3 order by s.starts_at, s.id`,
    [eventId, city ?? null, company],
  );
  return rows.map(toSession);
}

/** One session of a public event (company null) or of that company's; null otherwise. */
export async function findSession(db: Queryable, sessionId: string, company: string | null): Promise<Session | null> {
  const { rows } = await db.query<SessionRow>(`${SESSION_SQL} where s.id = $1 and e.company_slug is not distinct from $2`, [sessionId, company]);
  return rows[0] ? toSession(rows[0]) : null;
}

interface TicketTypeRow {
  id: string;
  session_id: string;
  name: string;
  description: string;
  price: number;
  available: number;
  min_per_order: number;
  max_per_order: number;
  sales_start_at: string;
  sales_end_at: string;
  phase: 'not-started' | 'ended' | 'open';
}

export async function findTicketTypes(db: Queryable, sessionId: string, maxPerOrder: number): Promise<TicketType[]> {
  const { rows } = await db.query<TicketTypeRow>(
    `select t.id, t.session_id, t.name, t.description, t.price, greatest(t.capacity - t.sold - ${HELD}, 0)::int as available,
            t.min_per_order, t.max_per_order, tk_iso(t.sales_start_at) as sales_start_at, tk_iso(t.sales_end_at) as sales_end_at,
            case when now() < t.sales_start_at then 'not-started'
                 when now() >= t.sales_end_at or now() >= s.starts_at then 'ended' else 'open' end as phase
     from ticket_types t join sessions s on s.id = t.session_id where t.session_id = $1 order by t.position, t.id`,
    [sessionId],
  );
  return rows.map((r) => {
    let status: TicketTypeStatus = 'on-sale';
    if (r.phase !== 'open') status = r.phase;
    else if (Number(r.available) === 0) status = 'sold-out';
    return {
      id: r.id,
      sessionId: r.session_id,
      name: r.name,
      description: r.description,
      price: money(r.price),
      available: Number(r.available),
      minPerOrder: r.min_per_order,
      maxPerOrder: Math.max(r.min_per_order, Math.min(r.max_per_order, maxPerOrder)),
      salesStartAt: r.sales_start_at,
      salesEndAt: r.sales_end_at,
      status,
    };
  });
}
