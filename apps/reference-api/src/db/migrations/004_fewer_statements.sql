-- Same rules as 003, fewer statements per call: on PGlite each statement inside a function
-- costs about as much as the logic, so a hold is now 5 statements and a booking 4.
-- The hold stores what its booking will need (ticket count and event/session/venue summary).

alter table holds add column tickets int;
alter table holds add column summary json;

drop function tk_create_hold(text, text, text, boolean, text, json, text, int, int);

-- p_ids/p_qtys: the order's ticket types (distinct) and quantities.
create or replace function tk_create_hold(
  p_id text, p_uid text, p_email text, p_email_verified boolean, p_session_id text, p_ids text[], p_qtys int[],
  p_company text, p_ttl_seconds int, p_max_per_order int
) returns json language plpgsql as $$
declare
  v_session record;
  v_req record;
  v_total int := 0;
  v_found int := 0;
  v_subtotal int := 0;
  v_fee int;
  v_tax int;
  v_held int;
  v_available int;
  v_allowance int;
  v_used int;
  v_expires timestamptz := now() + make_interval(secs => p_ttl_seconds);
  v_lines json[] := '{}';
  v_amounts json;
begin
  select s.starts_at, e.id as event_id, e.company_slug,
         json_build_object(
           'event', json_build_object('id', e.id, 'slug', e.slug, 'title', e.title,
             'image', json_build_object('url', '/v1/images/events/' || e.id || '.svg', 'alt', e.image_alt, 'width', 1200, 'height', 675),
             'category', e.category_slug),
           'session', json_build_object('id', s.id, 'startsAt', tk_iso(s.starts_at), 'endsAt', tk_iso(s.ends_at), 'timeZone', s.time_zone,
             'venue', json_build_object('id', v.id, 'name', v.name, 'address', v.address, 'city', v.city_slug,
               'latitude', v.latitude, 'longitude', v.longitude))) as summary
    into v_session
    from sessions s join events e on e.id = s.event_id join venues v on v.id = s.venue_id
    where s.id = p_session_id;
  if not found then
    return tk_error('not-found', 'There is no session ' || p_session_id || '.');
  end if;
  if p_company is not null then
    select tickets_per_month into v_allowance from companies where slug = p_company;
    if not found then
      return tk_error('not-found', 'There is no company ' || p_company || '.');
    end if;
    if not tk_is_member(p_company, p_email, p_email_verified) then
      return tk_error('corporate/not-an-employee', 'Your verified email address is not one of ' || p_company || '''s employees.');
    end if;
  end if;
  if v_session.company_slug is distinct from p_company then
    if v_session.company_slug is null then
      return tk_error('not-found', 'Session ' || p_session_id || ' is not a corporate event of ' || p_company || '; book it without companySlug.');
    end if;
    return tk_error('not-found', 'There is no session ' || p_session_id || '.');
  end if;
  if v_session.starts_at <= now() then
    return tk_error('booking/session-past', 'This session started at ' || tk_iso(v_session.starts_at) || '.');
  end if;
  v_total := (select sum(q) from unnest(p_qtys) q);
  if v_total > p_max_per_order then
    return tk_error('booking/limit-exceeded', 'At most ' || p_max_per_order || ' tickets can be bought in one order.');
  end if;
  if p_company is not null then
    -- Serialises one person's corporate orders so the entitlement cannot be overdrawn.
    insert into users (uid) values (p_uid) on conflict do nothing;
    perform 1 from users where uid = p_uid for update;
    v_used := tk_entitlement_used(p_uid, p_company);
    if v_used + v_total > v_allowance then
      return json_build_object('error', 'corporate/entitlement-exhausted',
        'detail', 'You have ' || greatest(v_allowance - v_used, 0) || ' of ' || v_allowance || ' company-paid tickets left this month.',
        'remaining', greatest(v_allowance - v_used, 0));
    end if;
  end if;

  -- The guard: lock the requested ticket types (in id order, so two orders never deadlock)…
  for v_req in
    select t.id, r.qty, t.name, t.price, t.capacity, t.sold, t.min_per_order, t.max_per_order,
           t.sales_start_at, t.sales_end_at
    from ticket_types t join unnest(p_ids, p_qtys) as r(id, qty) on r.id = t.id
    where t.session_id = p_session_id
    order by t.id
    for update of t
  loop
    v_found := v_found + 1;
    if now() < v_req.sales_start_at then
      return tk_error('booking/sales-closed', 'Sales for ' || v_req.name || ' open at ' || tk_iso(v_req.sales_start_at) || '.');
    end if;
    if now() >= v_req.sales_end_at then
      return tk_error('booking/sales-closed', 'Sales for ' || v_req.name || ' closed at ' || tk_iso(v_req.sales_end_at) || '.');
    end if;
    if v_req.qty > v_req.max_per_order then
      return tk_error('booking/limit-exceeded', 'At most ' || v_req.max_per_order || ' ' || v_req.name || ' tickets can be bought in one order.');
    end if;
    if v_req.qty < v_req.min_per_order then
      return tk_error('booking/below-minimum', v_req.name || ' tickets are sold in orders of at least ' || v_req.min_per_order || '.');
    end if;
    -- …then count active holds in a statement of its own: it starts after the lock is held, so on
    -- PostgreSQL it sees every hold committed by the transaction it waited for.
    select coalesce(sum(hi.quantity), 0)::int into v_held from hold_items hi
      where hi.ticket_type_id = v_req.id and hi.active and hi.expires_at > now();
    v_available := greatest(v_req.capacity - v_req.sold - v_held, 0);
    if v_req.qty > v_available then
      return json_build_object('error', 'booking/sold-out',
        'detail', case when v_available = 0 then v_req.name || ' is sold out.'
                       else 'Only ' || v_available || ' ' || v_req.name || ' tickets are left.' end,
        'ticketTypeId', v_req.id, 'available', v_available);
    end if;
    v_subtotal := v_subtotal + v_req.qty * v_req.price;
    v_lines := v_lines || json_build_object('ticketTypeId', v_req.id, 'name', v_req.name, 'quantity', v_req.qty,
      'unitPrice', json_build_object('amount', v_req.price, 'currency', 'INR'),
      'lineTotal', json_build_object('amount', v_req.price * v_req.qty, 'currency', 'INR'));
  end loop;
  if v_found < cardinality(p_ids) then
    return tk_error('booking/ticket-type-mismatch', 'A ticket type in the order does not belong to session ' || p_session_id || '.');
  end if;

  -- The fee and tax model of 003 (2.5% fee, 18% GST on the fee), inlined.
  v_fee := round(v_subtotal * 25 / 1000.0)::int;
  v_tax := round(v_fee * 18 / 100.0)::int;
  v_amounts := json_build_object(
    'subtotal', json_build_object('amount', v_subtotal, 'currency', 'INR'),
    'fees', json_build_object('amount', v_fee, 'currency', 'INR'),
    'taxes', json_build_object('amount', v_tax, 'currency', 'INR'),
    'discount', json_build_object('amount', 0, 'currency', 'INR'),
    'pointsRedeemed', json_build_object('amount', 0, 'currency', 'INR'),
    'total', json_build_object('amount', v_subtotal + v_fee + v_tax, 'currency', 'INR'));

  with h as (
    insert into holds (id, uid, event_id, session_id, company_slug, expires_at, items, amounts, tickets, summary)
      values (p_id, p_uid, v_session.event_id, p_session_id, p_company, v_expires, array_to_json(v_lines), v_amounts, v_total, v_session.summary)
      returning id)
  insert into hold_items (hold_id, ticket_type_id, quantity, expires_at)
    select (select id from h), r.id, r.qty, v_expires from unnest(p_ids, p_qtys) as r(id, qty);

  return json_build_object('id', p_id, 'status', 'active', 'eventId', v_session.event_id,
    'sessionId', p_session_id, 'companySlug', p_company, 'expiresAt', tk_iso(v_expires),
    'items', array_to_json(v_lines), 'amounts', v_amounts);
end
$$;

create or replace function tk_booking_core(
  p_id text, p_uid text, p_hold_id text, p_attendee json, p_promo text, p_redeem int, p_qr text
) returns json language plpgsql as $$
declare
  v_hold record;
  v_promo record;
  v_code text;
  v_subtotal int;
  v_fee int;
  v_tax int;
  v_discount int := 0;
  v_base int;
  v_cap int;
  v_balance int;
  v_earned int := 0;
  v_redeem int := coalesce(p_redeem, 0);
  v_details json;
begin
  select id, status, expires_at, company_slug, session_id, items, amounts, tickets, summary
    into v_hold from holds where id = p_hold_id and uid = p_uid for update;
  if not found then
    return tk_error('not-found', 'You have no hold ' || p_hold_id || '.');
  end if;
  if v_hold.status in ('converted', 'released') then
    return tk_error('hold/not-active', 'This hold was already ' ||
      case when v_hold.status = 'converted' then 'booked' else 'released' end || '.');
  end if;
  if v_hold.status = 'expired' or v_hold.expires_at <= now() then
    with h as (update holds set status = 'expired' where id = p_hold_id returning id)
    update hold_items set active = false where hold_id = (select id from h);
    return tk_error('hold/expired', 'The hold expired at ' || tk_iso(v_hold.expires_at) || '; choose your tickets again.');
  end if;

  v_subtotal := (v_hold.amounts->'subtotal'->>'amount')::int;
  if v_hold.company_slug is not null and p_promo is not null then
    return tk_error('booking/invalid-promo-code', 'Promo codes do not apply to company-paid bookings.');
  end if;
  if v_hold.company_slug is not null and v_redeem > 0 then
    return tk_error('booking/insufficient-points', 'Reward points do not apply to company-paid bookings.');
  end if;
  if p_promo is not null then
    v_code := upper(trim(p_promo));
    select * into v_promo from promo_codes where code = v_code and active;
    if not found then
      return tk_error('booking/invalid-promo-code', 'The promo code ' || v_code || ' is not valid.');
    end if;
    if v_subtotal < v_promo.min_subtotal then
      return tk_error('booking/invalid-promo-code', v_code || ' applies to orders of ₹' || (v_promo.min_subtotal / 100) || ' or more.');
    end if;
    if v_promo.kind = 'percent' then
      v_discount := floor(v_subtotal * v_promo.value / 100.0)::int;
    else
      v_discount := v_promo.value;
    end if;
    if v_promo.max_discount is not null then
      v_discount := least(v_discount, v_promo.max_discount);
    end if;
    v_discount := least(v_discount, v_subtotal);
  end if;
  v_fee := round(v_subtotal * 25 / 1000.0)::int;
  v_tax := round(v_fee * 18 / 100.0)::int;
  v_base := v_subtotal + v_fee + v_tax - v_discount;

  if v_redeem > 0 then
    -- Serialises one person's redemptions so the balance can never go below zero.
    insert into users (uid) values (p_uid) on conflict do nothing;
    perform 1 from users where uid = p_uid for update;
    select coalesce(sum(points), 0)::int into v_balance from reward_ledger where uid = p_uid;
    if v_redeem > v_balance then
      return json_build_object('error', 'booking/insufficient-points',
        'detail', 'You have ' || v_balance || ' points; you asked to use ' || v_redeem || '.', 'balance', v_balance);
    end if;
    -- 1 point = ₹1 = 100 paise; at most half of the total can be paid with points.
    v_cap := floor(v_base / 2 / 100.0)::int;
    if v_redeem > v_cap then
      return json_build_object('error', 'booking/insufficient-points',
        'detail', 'At most ' || v_cap || ' points can be used on this order (half of its total).', 'maxRedeemable', v_cap);
    end if;
  end if;
  if v_hold.company_slug is null then
    -- 5 points per whole ₹100 (10,000 paise) of subtotal.
    v_earned := (v_subtotal / 10000) * 5;
  end if;

  -- Convert: the hold, its items and the ticket counts in one statement.
  with h as (update holds set status = 'converted' where id = p_hold_id returning id),
       i as (update hold_items set active = false where hold_id = (select id from h) returning ticket_type_id, quantity)
  update ticket_types t set sold = t.sold + i.quantity from i where t.id = i.ticket_type_id;

  v_details := json_build_object(
    'id', p_id,
    'status', 'confirmed',
    'event', v_hold.summary->'event',
    'session', v_hold.summary->'session',
    'items', v_hold.items,
    'amounts', json_build_object(
      'subtotal', json_build_object('amount', v_subtotal, 'currency', 'INR'),
      'fees', json_build_object('amount', v_fee, 'currency', 'INR'),
      'taxes', json_build_object('amount', v_tax, 'currency', 'INR'),
      'discount', json_build_object('amount', v_discount, 'currency', 'INR'),
      'pointsRedeemed', json_build_object('amount', v_redeem * 100, 'currency', 'INR'),
      'total', json_build_object('amount', v_base - v_redeem * 100, 'currency', 'INR')),
    'attendee', p_attendee,
    'promoCode', v_code,
    'pointsEarned', v_earned,
    'pointsRedeemed', v_redeem,
    'paidBy', case when v_hold.company_slug is null then 'attendee' else 'company' end,
    'companySlug', v_hold.company_slug,
    'qrPayload', p_qr,
    'createdAt', tk_iso(now()));

  with b as (
    insert into bookings (id, uid, hold_id, company_slug, session_id, starts_at, tickets, details)
      values (p_id, p_uid, p_hold_id, v_hold.company_slug, v_hold.session_id,
              (v_hold.summary->'session'->>'startsAt')::timestamptz, v_hold.tickets, v_details::text)
      returning id)
  insert into reward_ledger (id, uid, kind, points, booking_id, description)
    select e.id, p_uid, e.kind, e.points, (select id from b), e.description
    from (values (p_id || '-r', 'redeemed', -v_redeem, 'Redeemed on ' || (v_hold.summary->'event'->>'title')),
                 (p_id || '-e', 'earned', v_earned, 'Earned on ' || (v_hold.summary->'event'->>'title'))) as e(id, kind, points, description)
    where e.points <> 0;
  return v_details;
end
$$;
