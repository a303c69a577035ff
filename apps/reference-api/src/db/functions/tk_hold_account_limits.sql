-- The per-account limits of a group of holds, per account and event:
--   tickets      held and booked for the event (tk_account_tickets), at most `limit`;
--   holds        active, unexpired holds for the event, at most `maxHolds`;
--   coolingSeconds set while the account cools down: `coolDownAfter` of its holds for the event were
--                released or expired within `coolDownWindowSeconds` of the last one, and
--                `coolDownSeconds` have not passed since it. Expiries are read from expires_at, so
--                no job has to mark them.
-- The API sends the limits with each request (`accountLimits`, from its config; an event's
-- tickets_per_account replaces the ticket limit). Company-paid holds have none: their company's
-- monthly entitlement caps them (tk_hold_refusal). A request without `accountLimits` has none.

-- Locks the accounts of the group in one order: advisory locks keyed by uid, taken before anything
-- else a group locks (a booking round takes them before its turn, tk_booking_round.sql), so two
-- groups never wait for each other in a circle. Two holds of one account take turns; the count is
-- read after.
create or replace function tk_lock_accounts(p_uids text[]) returns void language sql as $$
  select count(pg_advisory_xact_lock(k)) from (
    select distinct hashtextextended('tk-account ' || u, 0) as k from unnest(p_uids) u order by 1) keys
$$;

-- `<uid> <event id>` → { limit, tickets, maxHolds, holds, coolingSeconds } for the group's limited requests.
create or replace function tk_hold_account_limits(p_requests json) returns jsonb language plpgsql as $$
declare
  v_uids text[] := array(select distinct x->>'uid' from json_array_elements(p_requests) x
                         where x->>'companySlug' is null and x->'accountLimits' is not null);
begin
  if cardinality(v_uids) = 0 then
    return '{}';
  end if;
  perform tk_lock_accounts(v_uids);
  return (
    with wanted as (
      select distinct on (x->>'uid', s.event_id) x->>'uid' as uid, s.event_id, e.tickets_per_account, x->'accountLimits' as l
      from json_array_elements(p_requests) x
      join sessions s on s.id = x->>'sessionId' join events e on e.id = s.event_id
      where x->>'uid' = any(v_uids) and x->>'companySlug' is null and x->'accountLimits' is not null
    ), ends as (
      -- When each of the account's holds for the event was released or expired, within reach of a cool-down.
      select w.uid, w.event_id, coalesce(h.released_at, h.expires_at) as at
      from wanted w join holds h on h.uid = w.uid and h.event_id = w.event_id
      -- The status list again, on its own: the planner proves from it alone that the account's
      -- index of unbooked holds (holds_account_event) holds every row wanted.
      where h.company_slug is null and h.status in ('active', 'released', 'expired')
        and ((h.status = 'released' and h.released_at is not null) or (h.status in ('active', 'expired') and h.expires_at <= now()))
        and coalesce(h.released_at, h.expires_at) > now() - make_interval(secs => (w.l->>'coolDownWindowSeconds')::int + (w.l->>'coolDownSeconds')::int)
    )
    select jsonb_object_agg(w.uid || ' ' || w.event_id, jsonb_build_object(
             'limit', coalesce(w.tickets_per_account, (w.l->>'tickets')::int),
             'maxHolds', (w.l->>'activeHolds')::int,
             'tickets', tk_account_tickets(w.uid, w.event_id),
             'holds', (select count(*) from holds h
                       where h.uid = w.uid and h.event_id = w.event_id and h.company_slug is null
                         and h.status = 'active' and h.expires_at > now()),
             'coolingSeconds', (select ceil(extract(epoch from c.last + make_interval(secs => (w.l->>'coolDownSeconds')::int) - now()))::int
                              from (select max(at) as last from ends where ends.uid = w.uid and ends.event_id = w.event_id) c
                              where (w.l->>'coolDownAfter')::int > 0
                                and c.last + make_interval(secs => (w.l->>'coolDownSeconds')::int) > now()
                                and (select count(*) from ends where ends.uid = w.uid and ends.event_id = w.event_id
                                       and ends.at > c.last - make_interval(secs => (w.l->>'coolDownWindowSeconds')::int))
                                    >= (w.l->>'coolDownAfter')::int)))
    from wanted w);
end
$$;

-- Why this hold would break its account's limits (tk_error), or null; the first that fails answers.
-- `p_limits` is tk_hold_account_limits' entry with what the requests before this one took.
create or replace function tk_hold_account_refusal(p_limits jsonb, p_tickets int) returns json language sql stable as $$
  select case
    when p_limits is null then null
    when p_limits->>'coolingSeconds' is not null then
      tk_error('limits/cool-down',
        'Several of your holds for this event were released or expired in a short time; you can hold tickets again in '
          || greatest(1, (p_limits->>'coolingSeconds')::int) || ' seconds.',
        jsonb_build_object('retryAfter', greatest(1, (p_limits->>'coolingSeconds')::int)))
    when (p_limits->>'holds')::int >= (p_limits->>'maxHolds')::int then
      tk_error('limits/active-holds',
        'You already hold tickets for this event ' || (p_limits->>'holds') || ' times; book or release a hold first.',
        jsonb_build_object('limit', (p_limits->>'maxHolds')::int))
    when (p_limits->>'tickets')::int + p_tickets > (p_limits->>'limit')::int then
      tk_error('limits/tickets-per-account',
        'One account may have at most ' || (p_limits->>'limit') || ' tickets for this event; you can add '
          || greatest((p_limits->>'limit')::int - (p_limits->>'tickets')::int, 0) || ' more.',
        jsonb_build_object('limit', (p_limits->>'limit')::int, 'remaining', greatest((p_limits->>'limit')::int - (p_limits->>'tickets')::int, 0)))
  end
$$;

-- The entry after a hold of `p_tickets` passed, for the requests after it.
create or replace function tk_hold_account_took(p_limits jsonb, p_tickets int) returns jsonb language sql stable as $$
  select p_limits || jsonb_build_object('tickets', (p_limits->>'tickets')::int + p_tickets, 'holds', (p_limits->>'holds')::int + 1)
$$;
