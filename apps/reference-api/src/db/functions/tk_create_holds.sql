-- Holds for a group of requests ([HoldCall, …] as src/db/booking-calls.ts sends them; a group of
-- one on PostgreSQL), answered in order: each the hold, or a refusal (tk_error). Each request gets
-- the answer it would get alone, after the ones before it.
--
--   1. Read the group: what only its own accounts decide (tk_hold_reads: the sessions, the waiting
--      room's refusals and the account limits, which lock the accounts; a booking round reads it
--      before it takes its turn), its requests and their order lines (tk_hold_requests), the
--      company-paid tickets each employee has used (tk_hold_employees, which locks their users
--      rows), and the ticket types, locked in id order, with what is left of each
--      (tk_hold_ticket_types).
--   2. Check each request in order: the order as a whole (tk_hold_refusal), the waiting room
--      (tk_hold_queue_refusals), the account's limits (tk_hold_account_limits), then each line
--      (tk_hold_line_refusal). A request that passes takes its tickets off what is left, so the
--      requests after it see them gone.
--   3. Write the holds that passed and their items, one statement each.
--
-- Each read step costs the same few statements for a group of any size, and rows are looked up
-- as `= any(array)`, never a join with the request list: on PGlite plans are made once per connection
-- (plan_cache_mode = force_generic_plan), maybe while the tables are still empty, and a join
-- planned then scans the whole table ever after.

-- The requests, in order, each with its order lines ({ ticketTypeId, quantity }, by ticket type
-- id: the order its items are answered and checked in), its ticket count and when it would expire.
create or replace function tk_hold_requests(p_requests json)
returns table (n bigint, id text, uid text, session_id text, company text, member boolean,
               expires_at timestamptz, max_per_order int, tickets int, lines jsonb[])
language sql stable as $$
    select e.n, r.id, r.uid, r."sessionId", r."companySlug",
           r."companySlug" is not null and tk_is_member(r."companySlug", r.email, r."emailVerified"),
           now() + make_interval(secs => r."ttlSeconds"), r."maxPerOrder",
           coalesce((select sum(q::int) from json_array_elements_text(e.v->'quantities') q), 0)::int,
           array(select jsonb_build_object('ticketTypeId', l.id, 'quantity', l.quantity::int)
                 from rows from (json_array_elements_text(e.v->'ticketTypeIds'), json_array_elements_text(e.v->'quantities')) as l(id, quantity)
                 order by l.id)
    from json_array_elements(p_requests) with ordinality as e(v, n),
         json_to_record(e.v) as r(id text, uid text, email text, "emailVerified" boolean, "sessionId" text,
                                  "companySlug" text, "ttlSeconds" int, "maxPerOrder" int)
    order by e.n
$$;

-- Session id → { eventId, companySlug, saleState, startedAt, summary }: `saleState` is the event's
-- (a host's paused or cancelled event sells nothing); `startedAt` is set once the session
-- has started; `summary` is the event, session and venue as a booking shows them, kept as text so
-- their keys stay in the order they are given.
create or replace function tk_hold_sessions(p_requests json) returns jsonb language plpgsql stable as $$
begin
  return (
    select coalesce(jsonb_object_agg(s.id, jsonb_build_object(
             'eventId', e.id, 'companySlug', e.company_slug, 'saleState', e.sale_state,
             'startedAt', case when s.starts_at <= now() then tk_iso(s.starts_at) end,
             'summary', json_build_object(
               'event', json_build_object('id', e.id, 'slug', e.slug, 'title', e.title,
                 'image', json_build_object('url', '/v1/images/events/' || e.id || '.svg', 'alt', e.image_alt, 'width', 1200, 'height', 675),
                 'category', e.category_slug),
               'session', json_build_object('id', s.id, 'startsAt', tk_iso(s.starts_at), 'endsAt', tk_iso(s.ends_at), 'timeZone', s.time_zone,
                 'venue', json_build_object('id', v.id, 'name', v.name, 'address', v.address, 'city', v.city_slug,
                   'latitude', v.latitude, 'longitude', v.longitude)))::text)), '{}')
    from sessions s join events e on e.id = s.event_id join venues v on v.id = s.venue_id
    where s.id = any(array(select x->>'sessionId' from json_array_elements(p_requests) x)));
end
$$;

-- For the company-paid requests: `uid company` → { allowance, used }, the company's tickets per
-- month and what that employee has used of them (an unknown company has no allowance), read after
-- the employees' users rows are locked (tk_lock_users).
create or replace function tk_hold_employees(p_requests json) returns jsonb language plpgsql as $$
declare
  v_uids text[] := array(select distinct x->>'uid' from json_array_elements(p_requests) x where x->>'companySlug' is not null);
begin
  if cardinality(v_uids) = 0 then
    return '{}';
  end if;
  perform tk_lock_users(v_uids);
  return (
    select jsonb_object_agg(p.uid || ' ' || p.company, jsonb_build_object(
             'allowance', (select c.tickets_per_month from companies c where c.slug = p.company),
             'used', tk_entitlement_used(p.uid, p.company)))
    from (select distinct x->>'uid' as uid, x->>'companySlug' as company
          from json_array_elements(p_requests) x where x->>'companySlug' is not null) p);
end
$$;

-- Ticket type id → its rules and `left`, for every ticket type the group names (`opensAt` is set
-- while its sales have not opened, `closedAt` once they have closed). This is the guard:
-- the rows are locked in id order (two groups never deadlock) before `left` is counted, in a
-- statement of its own that starts after the locks are held, so on PostgreSQL it sees every hold
-- committed by the transactions it waited for. `left` = capacity − sold − active unexpired holds.
create or replace function tk_hold_ticket_types(p_requests json) returns jsonb language plpgsql as $$
declare
  v_ids text[] := array(select distinct l from json_array_elements(p_requests) x, json_array_elements_text(x->'ticketTypeIds') l);
begin
  perform 1 from ticket_types where id = any(v_ids) order by id for update;
  return (
    select coalesce(jsonb_object_agg(t.id, jsonb_build_object(
             'id', t.id, 'sessionId', t.session_id, 'name', t.name, 'price', t.price,
             'minPerOrder', t.min_per_order, 'maxPerOrder', t.max_per_order,
             'opensAt', case when now() < t.sales_start_at then tk_iso(t.sales_start_at) end,
             'closedAt', case when now() >= t.sales_end_at then tk_iso(t.sales_end_at) end,
             'left', greatest(t.capacity - t.sold - coalesce(
               (select sum(hi.quantity) from hold_items hi where hi.ticket_type_id = t.id and hi.active and hi.expires_at > now()), 0), 0))), '{}')
    from ticket_types t where t.id = any(v_ids));
end
$$;

-- Why an order as a whole cannot be held, or null. The checks run in this order; the first that
-- fails answers. `p_session` is tk_hold_sessions' entry, `p_employee` tk_hold_employees'.
create or replace function tk_hold_refusal(
  p_session_id text, p_session jsonb, p_company text, p_member boolean, p_employee jsonb, p_tickets int, p_max_per_order int
) returns json language sql stable as $$
  select case
    when p_session is null then
      tk_error('not-found', 'There is no session ' || p_session_id || '.')
    when p_company is not null and p_employee->'allowance' = 'null' then
      tk_error('not-found', 'There is no company ' || p_company || '.')
    when p_company is not null and not p_member then
      tk_error('corporate/not-an-employee', 'Your verified email address is not one of ' || p_company || '''s employees.')
    when p_session->>'companySlug' is null and p_company is not null then
      tk_error('not-found', 'Session ' || p_session_id || ' is not a corporate event of ' || p_company || '; book it without companySlug.')
    when (p_session->>'companySlug') is distinct from p_company then
      tk_error('not-found', 'There is no session ' || p_session_id || '.')
    when p_session->>'saleState' <> 'on-sale' then
      tk_sales_closed(p_session->>'saleState')
    when p_session->>'startedAt' is not null then
      tk_error('booking/session-past', 'This session started at ' || (p_session->>'startedAt') || '.')
    when p_tickets > p_max_per_order then
      tk_error('booking/limit-exceeded', 'At most ' || p_max_per_order || ' tickets can be bought in one order.')
    when p_company is not null and (p_employee->>'used')::int + p_tickets > (p_employee->>'allowance')::int then
      tk_error('corporate/entitlement-exhausted',
        'You have ' || greatest((p_employee->>'allowance')::int - (p_employee->>'used')::int, 0) || ' of '
          || (p_employee->>'allowance') || ' company-paid tickets left this month.',
        jsonb_build_object('remaining', greatest((p_employee->>'allowance')::int - (p_employee->>'used')::int, 0)))
  end
$$;

-- Why one line of an order cannot be held, or null. `p_type` is tk_hold_ticket_types' entry with
-- what is left after the requests before this one. A ticket type of another session is not
-- refused here: the order is, once no line has a reason of its own.
create or replace function tk_hold_line_refusal(p_quantity int, p_type jsonb) returns json language sql stable as $$
  select case
    when p_type->>'opensAt' is not null then
      tk_error('booking/sales-closed', 'Sales for ' || (p_type->>'name') || ' open at ' || (p_type->>'opensAt') || '.')
    when p_type->>'closedAt' is not null then
      tk_error('booking/sales-closed', 'Sales for ' || (p_type->>'name') || ' closed at ' || (p_type->>'closedAt') || '.')
    when p_quantity > (p_type->>'maxPerOrder')::int then
      tk_error('booking/limit-exceeded', 'At most ' || (p_type->>'maxPerOrder') || ' ' || (p_type->>'name') || ' tickets can be bought in one order.')
    when p_quantity < (p_type->>'minPerOrder')::int then
      tk_error('booking/below-minimum', (p_type->>'name') || ' tickets are sold in orders of at least ' || (p_type->>'minPerOrder') || '.')
    when p_quantity > (p_type->>'left')::int then
      tk_error('booking/sold-out',
        case when (p_type->>'left')::int = 0 then (p_type->>'name') || ' is sold out.'
             else 'Only ' || (p_type->>'left') || ' ' || (p_type->>'name') || ' tickets are left.' end,
        jsonb_build_object('ticketTypeId', p_type->>'id', 'available', (p_type->>'left')::int))
  end
$$;

-- What a group's holds are checked against that only the group's own accounts decide, as
-- { sessions, queue, limits }: the sessions (tk_hold_sessions), the waiting room's refusals
-- (tk_hold_queue_refusals) and the account limits (tk_hold_account_limits), last, so the accounts'
-- locks are taken as late as they can be. The accounts' locks guard the limits to the end of the
-- transaction; the rest is read as the sessions and admissions are when the group runs.
create or replace function tk_hold_reads(p_requests json) returns jsonb language plpgsql as $$
declare
  v_sessions jsonb;
  v_queue jsonb;
  v_limits jsonb;
begin
  v_sessions := tk_hold_sessions(p_requests);
  v_queue := tk_hold_queue_refusals(p_requests);
  v_limits := tk_hold_account_limits(p_requests);
  return jsonb_build_object('sessions', v_sessions, 'queue', v_queue, 'limits', v_limits);
end
$$;

-- `p_reads` is tk_hold_reads' answer for the same requests when the caller read it first.
create or replace function tk_create_holds(p_requests json, p_reads jsonb default null) returns json language plpgsql as $$
declare
  v_reads jsonb;
  v_sessions jsonb;
  v_employees jsonb;
  v_types jsonb;
  v_queue jsonb;
  v_limits jsonb;
  v_account text;
  r record;
  v_session jsonb;
  v_employee text;
  v_line jsonb;
  v_type jsonb;
  v_refusal json;
  v_foreign boolean;
  v_subtotal int;
  v_items json[];
  v_amounts json;
  -- What to write, as rows of the tables they go to.
  v_hold holds;
  v_holds holds[] := '{}';
  v_answers json[] := '{}';
begin
  -- 1. Read the group.
  v_reads := coalesce(p_reads, tk_hold_reads(p_requests));
  v_sessions := v_reads -> 'sessions';
  v_queue := v_reads -> 'queue';
  v_limits := v_reads -> 'limits';
  v_employees := tk_hold_employees(p_requests);
  v_types := tk_hold_ticket_types(p_requests);

  -- 2. Check each request in order.
  for r in select * from tk_hold_requests(p_requests) order by n loop
    v_session := v_sessions -> r.session_id;
    v_employee := r.uid || ' ' || r.company;
    v_account := r.uid || ' ' || (v_session->>'eventId');
    v_refusal := coalesce(
      tk_hold_refusal(r.session_id, v_session, r.company, r.member, v_employees -> v_employee, r.tickets, r.max_per_order),
      (v_queue -> (r.uid || ' ' || r.session_id))::json,
      tk_hold_account_refusal(v_limits -> v_account, r.tickets));
    v_foreign := false;
    v_subtotal := 0;
    v_items := '{}';
    if v_refusal is null then
      foreach v_line in array r.lines loop
        v_type := v_types -> (v_line->>'ticketTypeId');
        if v_type is null or v_type->>'sessionId' <> r.session_id then
          v_foreign := true;
          continue;
        end if;
        v_refusal := tk_hold_line_refusal((v_line->>'quantity')::int, v_type);
        exit when v_refusal is not null;
        v_subtotal := v_subtotal + (v_line->>'quantity')::int * (v_type->>'price')::int;
        v_items := v_items || json_build_object('ticketTypeId', v_line->>'ticketTypeId', 'name', v_type->>'name',
          'quantity', (v_line->>'quantity')::int, 'unitPrice', tk_money((v_type->>'price')::int),
          'lineTotal', tk_money((v_type->>'price')::int * (v_line->>'quantity')::int));
      end loop;
    end if;
    if v_refusal is null and v_foreign then
      v_refusal := tk_error('booking/ticket-type-mismatch', 'A ticket type in the order does not belong to session ' || r.session_id || '.');
    end if;
    if v_refusal is not null then
      v_answers := v_answers || v_refusal;
      continue;
    end if;

    -- Held: its tickets stop being left for the requests after it (a hold that expires at once,
    -- a zero time to live, never counts).
    if r.expires_at > now() then
      foreach v_line in array r.lines loop
        v_types := jsonb_set(v_types, array[v_line->>'ticketTypeId', 'left'],
          to_jsonb((v_types #>> array[v_line->>'ticketTypeId', 'left'])::int - (v_line->>'quantity')::int));
      end loop;
      if v_limits ? v_account then
        v_limits := jsonb_set(v_limits, array[v_account], tk_hold_account_took(v_limits -> v_account, r.tickets));
      end if;
      if r.company is not null then
        v_employees := jsonb_set(v_employees, array[v_employee, 'used'],
          to_jsonb((v_employees #>> array[v_employee, 'used'])::int + r.tickets));
      end if;
    end if;
    v_amounts := tk_amounts(v_subtotal, 0, 0);
    v_hold.id := r.id;
    v_hold.uid := r.uid;
    v_hold.event_id := v_session->>'eventId';
    v_hold.session_id := r.session_id;
    v_hold.company_slug := r.company;
    v_hold.expires_at := r.expires_at;
    v_hold.items := array_to_json(v_items);
    v_hold.amounts := v_amounts;
    v_hold.tickets := r.tickets;
    v_hold.summary := (v_session->>'summary')::json;
    v_holds := v_holds || v_hold;
    v_answers := v_answers || json_build_object('id', r.id, 'status', 'active', 'eventId', v_session->>'eventId',
      'sessionId', r.session_id, 'companySlug', r.company, 'expiresAt', tk_iso(r.expires_at),
      'items', array_to_json(v_items), 'amounts', v_amounts);
  end loop;

  -- 3. Write.
  insert into holds (id, uid, event_id, session_id, company_slug, expires_at, items, amounts, tickets, summary)
    select h.id, h.uid, h.event_id, h.session_id, h.company_slug, h.expires_at, h.items, h.amounts, h.tickets, h.summary
    from unnest(v_holds) h;
  -- A hold's items rows are its order lines.
  insert into hold_items (hold_id, ticket_type_id, quantity, expires_at)
    select h.id, line->>'ticketTypeId', (line->>'quantity')::int, h.expires_at
    from unnest(v_holds) h, json_array_elements(h.items) line;
  return array_to_json(v_answers);
end
$$;
