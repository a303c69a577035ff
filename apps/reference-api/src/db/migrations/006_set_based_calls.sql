-- The three booking calls of 005, set-based: a group of N requests costs a handful of statements
-- instead of about five per request (on PGlite each statement inside a function costs about as
-- much as the logic), with the same answers as if each request ran alone after the ones before
-- it. A group of one (PostgreSQL, one request per transaction) takes the same path, so there is
-- one implementation of each call; the per-request functions of 003/004 are dropped.
--
-- Rows are looked up as `= any(array)`, never `in (subquery)` or a join with unnest: the plans are
-- made once per connection (plan_cache_mode = force_generic_plan), when the tables may still be
-- empty, and a semi-join planned then scans the whole table forever after.

-- Holds, set-based: what every request of a group needs is read once per group (its sessions,
-- its ticket types locked in id order with what is left of them, its companies and the company
-- tickets each employee has used), each request is then checked in order against that, and the
-- holds that pass are written together at the end. Each request gets the answer it would get
-- alone after the ones before it: what they took is subtracted from what is left.
create or replace function tk_create_holds(p_requests json) returns json language plpgsql as $$
declare
  r record;
  -- The order lines of every request, sorted by request then ticket type id.
  l_req bigint[];
  l_ids text[];
  l_qtys int[];
  li int := 1;
  -- The sessions named in the group.
  s_ids text[];
  s_starts timestamptz[];
  s_events text[];
  s_companies text[];
  s_summaries json[];
  -- The ticket types named in the group, locked; t_left is what is left after earlier requests.
  t_ids text[];
  t_sessions text[];
  t_names text[];
  t_prices int[];
  t_left int[];
  t_min int[];
  t_max int[];
  t_open timestamptz[];
  t_close timestamptz[];
  -- Companies, and the company-paid tickets each (employee, company) pair has used.
  c_slugs text[] := '{}';
  c_allowances int[] := '{}';
  u_pairs text[] := '{}';
  u_used int[] := '{}';
  -- What this request asks and finds.
  si int;
  ti int;
  ci int;
  ui int;
  v_total int;
  v_found int;
  v_count int;
  v_subtotal int;
  v_error json;
  v_lines json[];
  v_taken int[];
  v_amounts json;
  v_expires timestamptz;
  -- The holds to write and the answers, in request order.
  w_ids text[] := '{}';
  w_uids text[] := '{}';
  w_events text[] := '{}';
  w_sessions text[] := '{}';
  w_companies text[] := '{}';
  w_expires timestamptz[] := '{}';
  w_items json[] := '{}';
  w_amounts json[] := '{}';
  w_tickets int[] := '{}';
  w_summaries json[] := '{}';
  wi_holds text[] := '{}';
  wi_types text[] := '{}';
  wi_qtys int[] := '{}';
  wi_expires timestamptz[] := '{}';
  v_out json[] := '{}';
begin
  select coalesce(array_agg(e.n order by e.n, l.id), '{}'), coalesce(array_agg(l.id order by e.n, l.id), '{}'),
         coalesce(array_agg(l.qty::int order by e.n, l.id), '{}')
    into l_req, l_ids, l_qtys
    from json_array_elements(p_requests) with ordinality as e(v, n),
         rows from (json_array_elements_text(e.v->'ticketTypeIds'), json_array_elements_text(e.v->'quantities')) as l(id, qty);

  select coalesce(array_agg(s.id), '{}'), coalesce(array_agg(s.starts_at), '{}'), coalesce(array_agg(e.id), '{}'),
         coalesce(array_agg(e.company_slug), '{}'),
         coalesce(array_agg(json_build_object(
           'event', json_build_object('id', e.id, 'slug', e.slug, 'title', e.title,
             'image', json_build_object('url', '/v1/images/events/' || e.id || '.svg', 'alt', e.image_alt, 'width', 1200, 'height', 675),
             'category', e.category_slug),
           'session', json_build_object('id', s.id, 'startsAt', tk_iso(s.starts_at), 'endsAt', tk_iso(s.ends_at), 'timeZone', s.time_zone,
             'venue', json_build_object('id', v.id, 'name', v.name, 'address', v.address, 'city', v.city_slug,
               'latitude', v.latitude, 'longitude', v.longitude)))), '{}')
    into s_ids, s_starts, s_events, s_companies, s_summaries
    from sessions s join events e on e.id = s.event_id join venues v on v.id = s.venue_id
    where s.id = any(array(select x->>'sessionId' from json_array_elements(p_requests) x));

  if exists (select 1 from json_array_elements(p_requests) x where x->>'companySlug' is not null) then
    select coalesce(array_agg(c.slug), '{}'), coalesce(array_agg(c.tickets_per_month), '{}') into c_slugs, c_allowances
      from companies c where c.slug = any(array(select x->>'companySlug' from json_array_elements(p_requests) x));
    -- Serialises each employee's company-paid orders so an entitlement cannot be overdrawn
    -- (users before ticket types, in uid order, as every booking call takes them).
    insert into users (uid)
      select distinct x->>'uid' from json_array_elements(p_requests) x where x->>'companySlug' is not null
      on conflict do nothing;
    perform 1 from users
      where uid = any(array(select x->>'uid' from json_array_elements(p_requests) x where x->>'companySlug' is not null))
      order by uid for update;
    select coalesce(array_agg(p.uid || ' ' || p.company), '{}'), coalesce(array_agg(tk_entitlement_used(p.uid, p.company)), '{}')
      into u_pairs, u_used
      from (select distinct x->>'uid' as uid, x->>'companySlug' as company
              from json_array_elements(p_requests) x where x->>'companySlug' is not null) p;
  end if;

  -- The guard: lock the ticket types (in id order, so two groups never deadlock)…
  perform 1 from ticket_types where id = any(l_ids) order by id for update;
  -- …then read them and count active holds in a statement of its own: it starts after the locks
  -- are held, so on PostgreSQL it sees every hold committed by the transactions it waited for.
  -- The count is tk_available's, written out: a call per type (a SQL function with a FROM, never
  -- inlined) re-reads the row and measured slower in the bench.
  select coalesce(array_agg(t.id order by t.id), '{}'), coalesce(array_agg(t.session_id order by t.id), '{}'),
         coalesce(array_agg(t.name order by t.id), '{}'), coalesce(array_agg(t.price order by t.id), '{}'),
         coalesce(array_agg(greatest(t.capacity - t.sold - coalesce(
           (select sum(hi.quantity) from hold_items hi where hi.ticket_type_id = t.id and hi.active and hi.expires_at > now()), 0), 0)
           order by t.id), '{}'),
         coalesce(array_agg(t.min_per_order order by t.id), '{}'), coalesce(array_agg(t.max_per_order order by t.id), '{}'),
         coalesce(array_agg(t.sales_start_at order by t.id), '{}'), coalesce(array_agg(t.sales_end_at order by t.id), '{}')
    into t_ids, t_sessions, t_names, t_prices, t_left, t_min, t_max, t_open, t_close
    from ticket_types t where t.id = any(l_ids);

  for r in
    select x.n, x.id, x.uid, x.email, x."emailVerified" as email_verified, x."sessionId" as session_id,
           x."companySlug" as company, x."ttlSeconds" as ttl_seconds, x."maxPerOrder" as max_per_order
    from rows from (json_to_recordset(p_requests) as (id text, uid text, email text, "emailVerified" boolean,
           "sessionId" text, "companySlug" text, "ttlSeconds" int, "maxPerOrder" int))
         with ordinality as x(id, uid, email, "emailVerified", "sessionId", "companySlug", "ttlSeconds", "maxPerOrder", n)
    order by x.n
  loop
    v_error := null;
    v_total := 0;
    v_count := 0;
    v_found := 0;
    v_subtotal := 0;
    v_lines := '{}';
    v_taken := '{}';
    -- This request's lines are the next ones in l_req.
    while li + v_count <= cardinality(l_req) and l_req[li + v_count] = r.n loop
      v_total := v_total + l_qtys[li + v_count];
      v_count := v_count + 1;
    end loop;
    si := array_position(s_ids, r.session_id);
    ci := case when r.company is null then null else array_position(c_slugs, r.company) end;
    ui := case when r.company is null then null else array_position(u_pairs, r.uid || ' ' || r.company) end;

    if si is null then
      v_error := tk_error('not-found', 'There is no session ' || r.session_id || '.');
    elsif r.company is not null and ci is null then
      v_error := tk_error('not-found', 'There is no company ' || r.company || '.');
    elsif r.company is not null and not tk_is_member(r.company, r.email, r.email_verified) then
      v_error := tk_error('corporate/not-an-employee', 'Your verified email address is not one of ' || r.company || '''s employees.');
    elsif s_companies[si] is distinct from r.company and s_companies[si] is null then
      v_error := tk_error('not-found', 'Session ' || r.session_id || ' is not a corporate event of ' || r.company || '; book it without companySlug.');
    elsif s_companies[si] is distinct from r.company then
      v_error := tk_error('not-found', 'There is no session ' || r.session_id || '.');
    elsif s_starts[si] <= now() then
      v_error := tk_error('booking/session-past', 'This session started at ' || tk_iso(s_starts[si]) || '.');
    elsif v_total > r.max_per_order then
      v_error := tk_error('booking/limit-exceeded', 'At most ' || r.max_per_order || ' tickets can be bought in one order.');
    elsif r.company is not null and u_used[ui] + v_total > c_allowances[ci] then
      v_error := json_build_object('error', 'corporate/entitlement-exhausted',
        'detail', 'You have ' || greatest(c_allowances[ci] - u_used[ui], 0) || ' of ' || c_allowances[ci] || ' company-paid tickets left this month.',
        'remaining', greatest(c_allowances[ci] - u_used[ui], 0));
    else
      for k in li .. li + v_count - 1 loop
        ti := array_position(t_ids, l_ids[k]);
        v_taken := v_taken || ti;
        continue when ti is null or t_sessions[ti] <> r.session_id;
        v_found := v_found + 1;
        if now() < t_open[ti] then
          v_error := tk_error('booking/sales-closed', 'Sales for ' || t_names[ti] || ' open at ' || tk_iso(t_open[ti]) || '.');
        elsif now() >= t_close[ti] then
          v_error := tk_error('booking/sales-closed', 'Sales for ' || t_names[ti] || ' closed at ' || tk_iso(t_close[ti]) || '.');
        elsif l_qtys[k] > t_max[ti] then
          v_error := tk_error('booking/limit-exceeded', 'At most ' || t_max[ti] || ' ' || t_names[ti] || ' tickets can be bought in one order.');
        elsif l_qtys[k] < t_min[ti] then
          v_error := tk_error('booking/below-minimum', t_names[ti] || ' tickets are sold in orders of at least ' || t_min[ti] || '.');
        elsif l_qtys[k] > t_left[ti] then
          v_error := json_build_object('error', 'booking/sold-out',
            'detail', case when t_left[ti] = 0 then t_names[ti] || ' is sold out.'
                           else 'Only ' || t_left[ti] || ' ' || t_names[ti] || ' tickets are left.' end,
            'ticketTypeId', t_ids[ti], 'available', t_left[ti]);
        end if;
        exit when v_error is not null;
        v_subtotal := v_subtotal + l_qtys[k] * t_prices[ti];
        v_lines := v_lines || json_build_object('ticketTypeId', t_ids[ti], 'name', t_names[ti], 'quantity', l_qtys[k],
          'unitPrice', tk_money(t_prices[ti]), 'lineTotal', tk_money(t_prices[ti] * l_qtys[k]));
      end loop;
      if v_error is null and v_found < v_count then
        v_error := tk_error('booking/ticket-type-mismatch', 'A ticket type in the order does not belong to session ' || r.session_id || '.');
      end if;
    end if;

    if v_error is not null then
      v_out := v_out || v_error;
    else
      v_amounts := tk_amounts(v_subtotal, 0, 0);
      v_expires := now() + make_interval(secs => r.ttl_seconds);
      for k in 1 .. v_count loop
        ti := v_taken[k];
        -- A hold counts while it has not expired (a zero time to live never counts).
        if v_expires > now() then
          t_left[ti] := t_left[ti] - l_qtys[li + k - 1];
        end if;
        wi_holds := wi_holds || r.id;
        wi_types := wi_types || t_ids[ti];
        wi_qtys := wi_qtys || l_qtys[li + k - 1];
        wi_expires := wi_expires || v_expires;
      end loop;
      if ui is not null and v_expires > now() then
        u_used[ui] := u_used[ui] + v_total;
      end if;
      w_ids := w_ids || r.id;
      w_uids := w_uids || r.uid;
      w_events := w_events || s_events[si];
      w_sessions := w_sessions || r.session_id;
      w_companies := w_companies || r.company;
      w_expires := w_expires || v_expires;
      w_items := w_items || array_to_json(v_lines);
      w_amounts := w_amounts || v_amounts;
      w_tickets := w_tickets || v_total;
      w_summaries := w_summaries || s_summaries[si];
      v_out := v_out || json_build_object('id', r.id, 'status', 'active', 'eventId', s_events[si],
        'sessionId', r.session_id, 'companySlug', r.company, 'expiresAt', tk_iso(v_expires),
        'items', array_to_json(v_lines), 'amounts', v_amounts);
    end if;
    li := li + v_count;
  end loop;

  insert into holds (id, uid, event_id, session_id, company_slug, expires_at, items, amounts, tickets, summary)
    select * from unnest(w_ids, w_uids, w_events, w_sessions, w_companies, w_expires, w_items, w_amounts, w_tickets, w_summaries);
  insert into hold_items (hold_id, ticket_type_id, quantity, expires_at)
    select * from unnest(wi_holds, wi_types, wi_qtys, wi_expires);
  return array_to_json(v_out);
end
$$;

-- Bookings, set-based in the same way: the group's holds are locked and read once (then the
-- redeeming people's balances), each request is checked in order against what the requests
-- before it did (a hold booked or expired earlier in the group, points earned or spent), and the
-- conversions, bookings, ledger entries and idempotency answers are written together at the end.
create or replace function tk_create_bookings(p_requests json) returns json language plpgsql as $$
declare
  r record;
  -- The holds named in the group, locked; h_status follows what earlier requests did to them.
  v_hold_ids text[];
  h_ids text[];
  h_uids text[];
  h_status text[];
  h_expires timestamptz[];
  h_companies text[];
  h_sessions text[];
  h_items json[];
  h_amounts json[];
  h_tickets int[];
  h_summaries json[];
  -- Active promo codes named in the group.
  p_codes text[] := '{}';
  p_kinds text[] := '{}';
  p_values int[] := '{}';
  p_max int[] := '{}';
  p_min int[] := '{}';
  -- Point balances of the people who redeem in this group, kept up to date through it.
  b_uids text[] := '{}';
  b_points int[] := '{}';
  hi int;
  pi int;
  bi int;
  v_code text;
  v_subtotal int;
  v_discount int;
  v_base int;
  v_cap int;
  v_earned int;
  v_redeem int;
  v_result json;
  -- What to write at the end.
  x_expired text[] := '{}';
  x_converted text[] := '{}';
  w_ids text[] := '{}';
  w_uids text[] := '{}';
  w_holds text[] := '{}';
  w_companies text[] := '{}';
  w_sessions text[] := '{}';
  w_starts timestamptz[] := '{}';
  w_tickets int[] := '{}';
  w_details text[] := '{}';
  g_ids text[] := '{}';
  g_uids text[] := '{}';
  g_kinds text[] := '{}';
  g_points int[] := '{}';
  g_bookings text[] := '{}';
  g_descriptions text[] := '{}';
  k_uids text[] := '{}';
  k_keys text[] := '{}';
  k_results text[] := '{}';
  v_out json[] := '{}';
begin
  -- Holds before users, in id order: the order every booking call takes them in.
  v_hold_ids := array(select x->>'holdId' from json_array_elements(p_requests) x);
  perform 1 from holds where id = any(v_hold_ids) order by id for update;
  select coalesce(array_agg(id), '{}'), coalesce(array_agg(uid), '{}'), coalesce(array_agg(status), '{}'),
         coalesce(array_agg(expires_at), '{}'), coalesce(array_agg(company_slug), '{}'), coalesce(array_agg(session_id), '{}'),
         coalesce(array_agg(items), '{}'), coalesce(array_agg(amounts), '{}'), coalesce(array_agg(tickets), '{}'),
         coalesce(array_agg(summary), '{}')
    into h_ids, h_uids, h_status, h_expires, h_companies, h_sessions, h_items, h_amounts, h_tickets, h_summaries
    from holds where id = any(v_hold_ids);

  if exists (select 1 from json_array_elements(p_requests) x where x->>'promoCode' is not null) then
    select coalesce(array_agg(code), '{}'), coalesce(array_agg(kind), '{}'), coalesce(array_agg(value), '{}'),
           coalesce(array_agg(max_discount), '{}'), coalesce(array_agg(min_subtotal), '{}')
      into p_codes, p_kinds, p_values, p_max, p_min
      from promo_codes where active and code = any(array(select upper(trim(x->>'promoCode')) from json_array_elements(p_requests) x));
  end if;

  if exists (select 1 from json_array_elements(p_requests) x where coalesce((x->>'redeemPoints')::int, 0) > 0) then
    -- Serialises each person's redemptions so a balance can never go below zero.
    insert into users (uid)
      select distinct x->>'uid' from json_array_elements(p_requests) x where coalesce((x->>'redeemPoints')::int, 0) > 0
      on conflict do nothing;
    perform 1 from users
      where uid = any(array(select x->>'uid' from json_array_elements(p_requests) x where coalesce((x->>'redeemPoints')::int, 0) > 0))
      order by uid for update;
    select coalesce(array_agg(u.uid), '{}'),
           coalesce(array_agg((select coalesce(sum(l.points), 0)::int from reward_ledger l where l.uid = u.uid)), '{}')
      into b_uids, b_points
      from (select distinct x->>'uid' as uid from json_array_elements(p_requests) x
             where coalesce((x->>'redeemPoints')::int, 0) > 0) u;
  end if;

  for r in
    select x.*
    from rows from (json_to_recordset(p_requests) as (id text, uid text, "holdId" text, attendee json, "promoCode" text,
           "redeemPoints" int, "qrPayload" text, key text))
         with ordinality as x(id, uid, hold_id, attendee, promo_code, redeem_points, qr_payload, key, n)
    order by x.n
  loop
    v_result := null;
    v_code := null;
    v_discount := 0;
    v_earned := 0;
    v_redeem := coalesce(r.redeem_points, 0);
    hi := array_position(h_ids, r.hold_id);
    bi := array_position(b_uids, r.uid);
    if hi is null or h_uids[hi] <> r.uid then
      v_result := tk_error('not-found', 'You have no hold ' || r.hold_id || '.');
    elsif h_status[hi] in ('converted', 'released') then
      v_result := tk_error('hold/not-active', 'This hold was already ' ||
        case when h_status[hi] = 'converted' then 'booked' else 'released' end || '.');
    elsif h_status[hi] = 'expired' or h_expires[hi] <= now() then
      if h_status[hi] <> 'expired' then
        x_expired := x_expired || r.hold_id;
        h_status[hi] := 'expired';
      end if;
      v_result := tk_error('hold/expired', 'The hold expired at ' || tk_iso(h_expires[hi]) || '; choose your tickets again.');
    elsif h_companies[hi] is not null and r.promo_code is not null then
      v_result := tk_error('booking/invalid-promo-code', 'Promo codes do not apply to company-paid bookings.');
    elsif h_companies[hi] is not null and v_redeem > 0 then
      v_result := tk_error('booking/insufficient-points', 'Reward points do not apply to company-paid bookings.');
    end if;

    if v_result is null then
      v_subtotal := (h_amounts[hi]->'subtotal'->>'amount')::int;
      if r.promo_code is not null then
        v_code := upper(trim(r.promo_code));
        pi := array_position(p_codes, v_code);
        if pi is null then
          v_result := tk_error('booking/invalid-promo-code', 'The promo code ' || v_code || ' is not valid.');
        elsif v_subtotal < p_min[pi] then
          v_result := tk_error('booking/invalid-promo-code', v_code || ' applies to orders of ₹' || (p_min[pi] / 100) || ' or more.');
        else
          v_discount := case when p_kinds[pi] = 'percent' then floor(v_subtotal * p_values[pi] / 100.0)::int else p_values[pi] end;
          v_discount := least(v_discount, coalesce(p_max[pi], v_discount), v_subtotal);
        end if;
      end if;
    end if;

    if v_result is null then
      v_base := v_subtotal + tk_fee(v_subtotal) + tk_tax(tk_fee(v_subtotal)) - v_discount;
      -- 1 point = ₹1 = 100 paise; at most half of the total can be paid with points.
      v_cap := floor(v_base / 2 / 100.0)::int;
      if v_redeem > 0 and v_redeem > b_points[bi] then
        v_result := json_build_object('error', 'booking/insufficient-points',
          'detail', 'You have ' || b_points[bi] || ' points; you asked to use ' || v_redeem || '.', 'balance', b_points[bi]);
      elsif v_redeem > 0 and v_redeem > v_cap then
        v_result := json_build_object('error', 'booking/insufficient-points',
          'detail', 'At most ' || v_cap || ' points can be used on this order (half of its total).', 'maxRedeemable', v_cap);
      end if;
    end if;

    if v_result is null then
      if h_companies[hi] is null then
        -- 5 points per whole ₹100 (10,000 paise) of subtotal.
        v_earned := (v_subtotal / 10000) * 5;
      end if;
      v_result := json_build_object(
        'id', r.id,
        'status', 'confirmed',
        'event', h_summaries[hi]->'event',
        'session', h_summaries[hi]->'session',
        'items', h_items[hi],
        'amounts', tk_amounts(v_subtotal, v_discount, v_redeem * 100),
        'attendee', r.attendee,
        'promoCode', v_code,
        'pointsEarned', v_earned,
        'pointsRedeemed', v_redeem,
        'paidBy', case when h_companies[hi] is null then 'attendee' else 'company' end,
        'companySlug', h_companies[hi],
        'qrPayload', r.qr_payload,
        'createdAt', tk_iso(now()));
      h_status[hi] := 'converted';
      x_converted := x_converted || r.hold_id;
      w_ids := w_ids || r.id;
      w_uids := w_uids || r.uid;
      w_holds := w_holds || r.hold_id;
      w_companies := w_companies || h_companies[hi];
      w_sessions := w_sessions || h_sessions[hi];
      w_starts := w_starts || (h_summaries[hi]->'session'->>'startsAt')::timestamptz;
      w_tickets := w_tickets || h_tickets[hi];
      w_details := w_details || v_result::text;
      if v_redeem > 0 then
        g_ids := g_ids || (r.id || '-r');
        g_uids := g_uids || r.uid;
        g_kinds := g_kinds || 'redeemed'::text;
        g_points := g_points || -v_redeem;
        g_bookings := g_bookings || r.id;
        g_descriptions := g_descriptions || ('Redeemed on ' || (h_summaries[hi]->'event'->>'title'));
      end if;
      if v_earned > 0 then
        g_ids := g_ids || (r.id || '-e');
        g_uids := g_uids || r.uid;
        g_kinds := g_kinds || 'earned'::text;
        g_points := g_points || v_earned;
        g_bookings := g_bookings || r.id;
        g_descriptions := g_descriptions || ('Earned on ' || (h_summaries[hi]->'event'->>'title'));
      end if;
      if bi is not null then
        b_points[bi] := b_points[bi] + v_earned - v_redeem;
      end if;
    end if;
    k_uids := k_uids || r.uid;
    k_keys := k_keys || r.key;
    k_results := k_results || v_result::text;
    v_out := v_out || v_result;
  end loop;

  if cardinality(x_expired) > 0 then
    update holds set status = 'expired' where id = any(x_expired);
    update hold_items set active = false where hold_id = any(x_expired);
  end if;
  -- Convert: the holds, their items and the ticket counts in one statement.
  with h as (update holds set status = 'converted' where id = any(x_converted)),
       i as (update hold_items set active = false where hold_id = any(x_converted) returning ticket_type_id, quantity),
       n as (select ticket_type_id, sum(quantity)::int as quantity from i group by ticket_type_id)
  update ticket_types t set sold = t.sold + n.quantity from n where t.id = n.ticket_type_id;
  insert into bookings (id, uid, hold_id, company_slug, session_id, starts_at, tickets, details)
    select * from unnest(w_ids, w_uids, w_holds, w_companies, w_sessions, w_starts, w_tickets, w_details);
  insert into reward_ledger (id, uid, kind, points, booking_id, description)
    select * from unnest(g_ids, g_uids, g_kinds, g_points, g_bookings, g_descriptions);
  update idempotency_keys k set state = 'done', result = x.result
    from unnest(k_uids, k_keys, k_results) as x(uid, key, result)
    where k.uid = any(k_uids) and k.key = any(k_keys) and k.uid = x.uid and k.key = x.key;
  return array_to_json(v_out);
end
$$;

-- One round trip for everything that queued up, of the three kinds: holds, then idempotency
-- claims, then bookings (a booking is only sent once its own claim has answered, so the two
-- never meet in one round). Answers `[holds' answers, claims' answers, bookings' answers]`.
create or replace function tk_booking_round(p_holds json, p_claims json, p_bookings json) returns json language plpgsql as $$
declare
  v_holds json := '[]';
  v_claims json := '[]';
  v_bookings json := '[]';
begin
  if json_array_length(p_holds) > 0 then
    v_holds := tk_create_holds(p_holds);
  end if;
  if json_array_length(p_claims) > 0 then
    v_claims := tk_claim_idempotency_keys(p_claims);
  end if;
  if json_array_length(p_bookings) > 0 then
    v_bookings := tk_create_bookings(p_bookings);
  end if;
  return json_build_array(v_holds, v_claims, v_bookings);
end
$$;

drop function tk_create_booking(text, text, text, json, text, int, text, text);
drop function tk_booking_core(text, text, text, json, text, int, text);
drop function tk_create_hold(text, text, text, boolean, text, text[], int[], text, int, int);
