import { paise, type HostDashboard, type HostSessionSales, type HostedEventStatus } from '@ticketkit/contract';
import type { Queryable } from '../db/database.ts';
import type { HostedEventAccess } from '../hosting/access.ts';
import { hostMoney, zeroMoney } from './money.ts';

interface TypeRow {
  session_id: string;
  starts_at: string;
  ends_at: string;
  time_zone: string;
  venue_name: string;
  ticket_type_id: string;
  name: string;
  price: number;
  capacity: number;
  sold: number;
  checked_in: number | string;
}

/**
 * Every session of the event with its ticket types: sold from ticket_types.sold, check-ins counted
 * once over this event's check-ins (check_ins_event), so the cost follows the event, not the platform.
 */
export const SESSION_SALES_SQL = `
  select s.id as session_id, tk_iso(s.starts_at) as starts_at, tk_iso(s.ends_at) as ends_at, s.time_zone, v.name as venue_name,
         t.id as ticket_type_id, t.name, t.price, t.capacity, t.sold, coalesce(ci.n, 0) as checked_in
  from sessions s join venues v on v.id = s.venue_id join ticket_types t on t.session_id = s.id
  left join (select k.ticket_type_id, count(*) as n
             from check_ins c join tickets k on k.id = c.ticket_id
             where c.event_id = $1
             group by k.ticket_type_id) ci on ci.ticket_type_id = t.id
  where s.event_id = $1
  order by s.starts_at, s.id, t.position, t.id`;

async function sessionSales(db: Queryable, eventId: string): Promise<HostSessionSales[]> {
  const { rows } = await db.query<TypeRow>(SESSION_SALES_SQL, [eventId]);
  const sessions = new Map<string, HostSessionSales>();
  for (const r of rows) {
    let session = sessions.get(r.session_id);
    if (!session) {
      session = { sessionId: r.session_id, startsAt: r.starts_at, endsAt: r.ends_at, timeZone: r.time_zone, venueName: r.venue_name, ticketTypes: [] };
      sessions.set(r.session_id, session);
    }
    const sold = Number(r.sold);
    const capacity = Number(r.capacity);
    session.ticketTypes.push({
      ticketTypeId: r.ticket_type_id,
      name: r.name,
      price: paise(Number(r.price)),
      capacity,
      sold,
      left: Math.max(0, capacity - sold),
      checkedIn: Number(r.checked_in),
      sales: paise(Number(r.price) * sold),
    });
  }
  return [...sessions.values()];
}

/**
 * Confirmed bookings per day they were confirmed (their payment's capture, or their creation when
 * there was nothing to pay), in the time zone of the event's first session; days without sales
 * are left out.
 */
export const SALES_BY_DAY_SQL = `
  select to_char(coalesce(o.captured_at, b.created_at) at time zone $2, 'YYYY-MM-DD') as day,
         sum(b.tickets)::bigint as tickets,
         sum((a->'subtotal'->>'amount')::int + (a->'fees'->>'amount')::int + (a->'taxes'->>'amount')::int)::bigint as gross
  from bookings b
  cross join lateral (select b.details::json->'amounts' as a) x
  left join payment_orders o on o.booking_id = b.id
  where b.status = 'confirmed' and b.session_id in (select id from sessions where event_id = $1)
  group by 1 order by 1`;

async function salesByDay(db: Queryable, eventId: string, timeZone: string): Promise<HostDashboard['salesByDay']> {
  const { rows } = await db.query<{ day: string; tickets: number | string; gross: number | string }>(SALES_BY_DAY_SQL, [eventId, timeZone]);
  return rows.map((r) => ({ day: r.day, tickets: Number(r.tickets), gross: paise(Number(r.gross)) }));
}

async function checkedIn(db: Queryable, eventId: string): Promise<number> {
  const { rows } = await db.query<{ n: number | string }>('select count(*) as n from check_ins where event_id = $1', [eventId]);
  return Number(rows[0]!.n);
}

/**
 * A host's dashboard of their event. Before approval there is no catalogue event: every figure
 * is zero and there are no sessions, which the dashboard shows as its not-on-sale state.
 */
export async function hostDashboard(db: Queryable, hosted: HostedEventAccess): Promise<HostDashboard> {
  const { rows } = await db.query<{ title: string; now: string }>(
    `select request->>'title' as title, tk_iso(now()) as now from hosted_events where id = $1`,
    [hosted.id],
  );
  const base = { hostedEventId: hosted.id, eventId: hosted.eventId, title: rows[0]!.title, status: hosted.status as HostedEventStatus, generatedAt: rows[0]!.now };
  if (hosted.eventId === null) {
    return { ...base, ticketsSold: 0, ticketsLeft: 0, checkedIn: 0, money: zeroMoney(), sessions: [], salesByDay: [] };
  }
  const sessions = await sessionSales(db, hosted.eventId);
  const types = sessions.flatMap((s) => s.ticketTypes);
  return {
    ...base,
    ticketsSold: types.reduce((n, t) => n + t.sold, 0),
    ticketsLeft: types.reduce((n, t) => n + t.left, 0),
    checkedIn: await checkedIn(db, hosted.eventId),
    money: await hostMoney(db, hosted.eventId),
    sessions,
    salesByDay: await salesByDay(db, hosted.eventId, sessions[0]?.timeZone ?? 'Asia/Kolkata'),
  };
}
