import type { HostedEvent, HostedEventList, HostedListing } from '@ticketkit/contract';
import { newId } from '../domain/ids.ts';
import { bind } from '../http/bind.ts';
import { ApiError } from '../http/problem.ts';
import type { RouteContext } from './context.ts';

export function hostingRoutes({ app, db, bindOptions }: RouteContext): void {
  bind(app, 'createHostedEvent', bindOptions, async ({ c, user, body: { submit = true, ...body } }) => {
    const errors: Array<{ path: string; message: string }> = [];
    const known = await db.query<{ category: boolean; city: boolean }>(
      'select exists (select 1 from categories where slug = $1) as category, exists (select 1 from cities where slug = $2) as city',
      [body.category, body.city],
    );
    if (!known.rows[0]?.category) errors.push({ path: 'category', message: `unknown category "${body.category}"` });
    if (!known.rows[0]?.city) errors.push({ path: 'city', message: `unknown city "${body.city}"` });
    body.sessions.forEach((s, i) => {
      if (Date.parse(s.endsAt) <= Date.parse(s.startsAt)) errors.push({ path: `sessions[${i}].endsAt`, message: 'must be after startsAt' });
    });
    if (errors.length > 0) throw new ApiError('validation/invalid-body', 'Some fields of the body are not valid.', { errors });
    const id = newId('he');
    const status = submit ? 'submitted' : 'draft';
    const { rows } = await db.query<{ created_at: string }>(
      `insert into hosted_events (id, uid, request, status, submitted_at) values ($1, $2, $3::json, $4, case when $4 = 'submitted' then now() end)
       returning tk_iso(created_at) as created_at`,
      [id, user.uid, JSON.stringify(body), status],
    );
    const at = rows[0]!.created_at;
    const hosted: HostedEvent = { ...body, id, status, eventId: null, reviewNote: null, history: [], doorStaff: [], createdAt: at, updatedAt: at };
    return c.json(hosted, 201);
  });

  bind(app, 'listMyHostedEvents', bindOptions, async ({ c, user }) => {
    const { rows } = await db.query<{ id: string; status: HostedEvent['status']; request: HostedListing; event_id: string | null; review_note: string | null; door_staff: string[]; created_at: string; updated_at: string }>(
      `select id, status, request, event_id, review_note, door_staff, tk_iso(created_at) as created_at, tk_iso(updated_at) as updated_at
       from hosted_events where uid = $1 order by created_at desc, id`,
      [user.uid],
    );
    const body: HostedEventList = {
      items: rows.map((r) => ({ ...r.request, id: r.id, status: r.status, eventId: r.event_id, reviewNote: r.review_note, history: [], doorStaff: r.door_staff, createdAt: r.created_at, updatedAt: r.updated_at })),
    };
    return c.json(body);
  });
}
