import { REWARD_RULES, type DeleteAccountResult, type Profile, type Rewards } from '@ticketkit/contract';
import type { AuthUser } from '../auth/verify-id-token.ts';
import type { Queryable } from '../db/database.ts';
import { bind } from '../http/bind.ts';
import { ApiError } from '../http/problem.ts';
import type { RouteContext } from './context.ts';

interface UserRow {
  uid: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  home_city: string | null;
  created_at: string;
}

const PROFILE_COLUMNS = 'uid, name, email, phone, home_city, tk_iso(created_at) as created_at';

const toProfile = (r: UserRow): Profile => ({ uid: r.uid, name: r.name, email: r.email, phone: r.phone, homeCity: r.home_city, createdAt: r.created_at });

/** The profile, created from the token's claims on first use. */
async function ensureProfile(db: Queryable, user: AuthUser): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `insert into users (uid, name, email) values ($1, $2, $3)
     on conflict (uid) do update set email = coalesce(excluded.email, users.email), name = coalesce(users.name, excluded.name)
     returning ${PROFILE_COLUMNS}`,
    [user.uid, user.name, user.email],
  );
  return rows[0]!;
}

export function meRoutes({ app, db, bindOptions }: RouteContext): void {
  bind(app, 'getMe', bindOptions, async ({ c, user }) => c.json(toProfile(await ensureProfile(db, user))));

  bind(app, 'updateMe', bindOptions, async ({ c, user, body }) => {
    if (body.homeCity) {
      const city = await db.query('select 1 from cities where slug = $1', [body.homeCity]);
      if (city.rows.length === 0) {
        throw new ApiError('validation/invalid-body', 'Some fields of the body are not valid.', { errors: [{ path: 'homeCity', message: `unknown city "${body.homeCity}"` }] });
      }
    }
    await ensureProfile(db, user);
    const { rows } = await db.query<UserRow>(
      `update users set
         name = case when $2::boolean then $3 else name end,
         phone = case when $4::boolean then $5 else phone end,
         home_city = case when $6::boolean then $7 else home_city end
       where uid = $1 returning ${PROFILE_COLUMNS}`,
      [user.uid, body.name !== undefined, body.name ?? null, body.phone !== undefined, body.phone ?? null, body.homeCity !== undefined, body.homeCity ?? null],
    );
    return c.json(toProfile(rows[0]!));
  });

  bind(app, 'deleteMe', bindOptions, async ({ c, user }) => {
    const anonymised = await db.transaction(async (tx) => {
      // An event on sale or paused needs its host to pause, cancel (refunding its buyers) or run its
      // doors; erasing the host would leave it selling with nobody accountable.
      const { rows: live } = await tx.query('select 1 from hosted_events where uid = $1 and status in ($2, $3) limit 1 for update', [user.uid, 'approved', 'paused']);
      if (live.length > 0) throw new ApiError('account/has-live-events', 'You host an event that is on sale or paused: cancel it first, then delete your account.');
      const { rows } = await tx.query<{ n: number }>(
        `with changed as (
           update bookings set uid = 'erased:' || id,
             details = (jsonb_set(details::jsonb, '{attendee}',
               '{"name":"Erased account","email":"erased@ticketkit.invalid","phone":"+10000000000"}'::jsonb)
               -- Each ticket's attendee label (a name and an initial) goes too.
               || case when details::jsonb ? 'tickets' then jsonb_build_object('tickets', (
                    select coalesce(jsonb_agg(t || '{"attendeeLabel":"Erased"}'::jsonb order by n), '[]')
                    from jsonb_array_elements(details::jsonb -> 'tickets') with ordinality as e (t, n))) else '{}' end)::text
           where uid = $1 returning id),
         labels as (update tickets set attendee_label = 'Erased' where booking_id in (select id from changed))
         select count(*)::int as n from changed`,
        [user.uid],
      );
      // Holds before their items: the same lock order as a booking, so the two never deadlock.
      const released = await tx.query<{ id: string }>(
        `update holds set uid = 'erased:' || id, status = case when status = 'active' then 'released' else status end where uid = $1 returning id`,
        [user.uid],
      );
      await tx.query('update hold_items set active = false where hold_id = any($1)', [released.rows.map((r) => r.id)]);
      await tx.query('delete from reward_ledger where uid = $1', [user.uid]);
      await tx.query('delete from hosted_event_history where hosted_event_id in (select id from hosted_events where uid = $1)', [user.uid]);
      await tx.query('delete from hosted_events where uid = $1', [user.uid]);
      await tx.query('delete from idempotency_keys where uid = $1', [user.uid]);
      await tx.query('delete from users where uid = $1', [user.uid]);
      return rows[0]?.n ?? 0;
    });
    const body: DeleteAccountResult = { deleted: true, anonymisedBookings: Number(anonymised) };
    return c.json(body);
  });

  bind(app, 'getMyRewards', bindOptions, async ({ c, user }) => {
    const { rows } = await db.query<{ id: string; kind: 'earned' | 'redeemed'; points: number; booking_id: string | null; description: string; created_at: string }>(
      `select id, kind, points, booking_id, description, tk_iso(created_at) as created_at
       from reward_ledger where uid = $1 order by created_at desc, id desc`,
      [user.uid],
    );
    const ledger = rows.map((r) => ({ id: r.id, kind: r.kind, points: Number(r.points), bookingId: r.booking_id, description: r.description, createdAt: r.created_at }));
    const body: Rewards = {
      balance: ledger.reduce((sum, e) => sum + e.points, 0),
      ledger,
      rules: { ...REWARD_RULES },
    };
    return c.json(body);
  });
}
