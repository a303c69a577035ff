-- Booking logic as PL/pgSQL: one function call per hold and per booking, so each runs as one
-- statement in one transaction (on PGlite a statement costs far more than the logic inside it).
-- Functions answer JSON: the result, or {"error": <contract error code>, "detail": …, …}.

-- Times are answered in India Standard Time with an explicit offset.
create or replace function tk_iso(t timestamptz) returns text language sql stable as $$
  select to_char(t at time zone 'Asia/Kolkata', 'YYYY-MM-DD"T"HH24:MI:SS') || '+05:30'
$$;

create or replace function tk_money(amount int) returns json language sql immutable as $$
  select json_build_object('amount', amount, 'currency', 'INR')
$$;

-- Fee and tax model: a convenience fee of 2.5% of the subtotal, and GST at 18% on that fee,
-- each rounded to the paisa. A promo discount and then redeemed points come off the total.
create or replace function tk_fee(subtotal int) returns int language sql immutable as $$
  select round(subtotal * 25 / 1000.0)::int
$$;
create or replace function tk_tax(fee int) returns int language sql immutable as $$
  select round(fee * 18 / 100.0)::int
$$;
create or replace function tk_amounts(subtotal int, discount int, points_paise int) returns json language sql immutable as $$
  select json_build_object(
    'subtotal', tk_money(subtotal),
    'fees', tk_money(tk_fee(subtotal)),
    'taxes', tk_money(tk_tax(tk_fee(subtotal))),
    'discount', tk_money(discount),
    'pointsRedeemed', tk_money(points_paise),
    'total', tk_money(subtotal + tk_fee(subtotal) + tk_tax(tk_fee(subtotal)) - discount - points_paise))
$$;

-- Live availability of one ticket type: capacity − sold − active, unexpired holds.
create or replace function tk_available(p_ticket_type_id text) returns int language sql stable as $$
  select greatest(t.capacity - t.sold - coalesce((
    select sum(hi.quantity) from hold_items hi
    where hi.ticket_type_id = t.id and hi.active and hi.expires_at > now()), 0), 0)::int
  from ticket_types t where t.id = p_ticket_type_id
$$;

-- Membership needs a verified email, on a verified domain of the company or invited by it.
create or replace function tk_is_member(p_company text, p_email text, p_verified boolean) returns boolean language sql stable as $$
  select coalesce(p_verified, false) and p_email is not null and (
    exists (select 1 from company_domains d
            where d.company_slug = p_company and d.verified and d.domain = lower(split_part(p_email, '@', 2)))
    or exists (select 1 from company_invites i where i.company_slug = p_company and i.email = lower(p_email)))
$$;

-- The entitlement period is the calendar month in India Standard Time.
create or replace function tk_month_start() returns timestamptz language sql stable as $$
  select date_trunc('month', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata'
$$;

-- Company-paid tickets used this period: confirmed corporate bookings plus active corporate holds.
create or replace function tk_entitlement_used(p_uid text, p_company text) returns int language sql stable as $$
  select (coalesce((select sum(b.tickets) from bookings b
                    where b.uid = p_uid and b.company_slug = p_company and b.status = 'confirmed'
                      and b.created_at >= tk_month_start()), 0)
        + coalesce((select sum(hi.quantity) from holds h join hold_items hi on hi.hold_id = h.id
                    where h.uid = p_uid and h.company_slug = p_company and h.status = 'active'
                      and hi.active and hi.expires_at > now()), 0))::int
$$;

create or replace function tk_error(code text, detail text) returns json language sql immutable as $$
  select json_build_object('error', code, 'detail', detail)
$$;

create or replace function tk_create_hold(
  p_id text, p_uid text, p_email text, p_email_verified boolean, p_session_id text, p_items json,
  p_company text, p_ttl_seconds int, p_max_per_order int
) returns json language plpgsql as $$
declare
  v_session record;
  v_req record;
  v_total int;
  v_subtotal int := 0;
  v_held int;
  v_available int;
  v_allowance int;
  v_used int;
  v_missing int;
  v_expires timestamptz := now() + make_interval(secs => p_ttl_seconds);
  v_lines json;
begin
  select s.id, s.starts_at, e.id as event_id, e.company_slug into v_session
    from sessions s join events e on e.id = s.event_id where s.id = p_session_id;
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

  select coalesce(sum((x->>'quantity')::int), 0)::int into v_total from json_array_elements(p_items) x;
  if v_total > p_max_per_order then
    return tk_error('booking/limit-exceeded', 'At most ' || p_max_per_order || ' tickets can be bought in one order.');
  end if;
  select count(*) into v_missing
    from (select distinct x->>'ticketTypeId' as id from json_array_elements(p_items) x) r
    where not exists (select 1 from ticket_types t where t.id = r.id and t.session_id = p_session_id);
  if v_missing > 0 then
    return tk_error('booking/ticket-type-mismatch', 'A ticket type in the order does not belong to session ' || p_session_id || '.');
  end if;

  -- The guard: lock the ticket types (in id order, so two orders never deadlock), then count.
  perform 1 from ticket_types t
    where t.id in (select x->>'ticketTypeId' from json_array_elements(p_items) x)
    order by t.id for update;

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

  for v_req in
    select r.id, r.qty, t.name, t.price, t.capacity, t.sold, t.min_per_order, t.max_per_order,
           t.sales_start_at, t.sales_end_at
    from (select x->>'ticketTypeId' as id, sum((x->>'quantity')::int)::int as qty
          from json_array_elements(p_items) x group by 1) r
    join ticket_types t on t.id = r.id
    order by t.position
  loop
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
  end loop;

  select json_agg(json_build_object('ticketTypeId', t.id, 'name', t.name, 'quantity', r.qty,
                  'unitPrice', tk_money(t.price), 'lineTotal', tk_money(t.price * r.qty)) order by t.position)
    into v_lines
    from (select x->>'ticketTypeId' as id, sum((x->>'quantity')::int)::int as qty
          from json_array_elements(p_items) x group by 1) r
    join ticket_types t on t.id = r.id;

  insert into holds (id, uid, event_id, session_id, company_slug, expires_at, items, amounts)
    values (p_id, p_uid, v_session.event_id, p_session_id, p_company, v_expires, v_lines, tk_amounts(v_subtotal, 0, 0));
  insert into hold_items (hold_id, ticket_type_id, quantity, expires_at)
    select p_id, x->>'ticketTypeId', sum((x->>'quantity')::int)::int, v_expires
    from json_array_elements(p_items) x group by 2;

  return json_build_object('id', p_id, 'status', 'active', 'eventId', v_session.event_id,
    'sessionId', p_session_id, 'companySlug', p_company, 'expiresAt', tk_iso(v_expires),
    'items', v_lines, 'amounts', tk_amounts(v_subtotal, 0, 0));
end
$$;

create or replace function tk_release_hold(p_uid text, p_hold_id text) returns json language plpgsql as $$
declare
  v_hold record;
begin
  select status, expires_at into v_hold from holds where id = p_hold_id and uid = p_uid for update;
  if not found then
    return tk_error('not-found', 'You have no hold ' || p_hold_id || '.');
  end if;
  if v_hold.status <> 'active' or v_hold.expires_at <= now() then
    return tk_error('hold/not-active', 'This hold was already ' ||
      case when v_hold.status = 'converted' then 'booked' when v_hold.status = 'released' then 'released' else 'expired' end || '.');
  end if;
  update holds set status = 'released' where id = p_hold_id;
  update hold_items set active = false where hold_id = p_hold_id;
  return json_build_object('released', true);
end
$$;

create or replace function tk_booking_core(
  p_id text, p_uid text, p_hold_id text, p_attendee json, p_promo text, p_redeem int, p_qr text
) returns json language plpgsql as $$
declare
  v_hold record;
  v_promo record;
  v_event record;
  v_code text;
  v_subtotal int;
  v_discount int := 0;
  v_base int;
  v_cap int;
  v_balance int;
  v_earned int := 0;
  v_redeem int := coalesce(p_redeem, 0);
  v_tickets int;
  v_details json;
begin
  select * into v_hold from holds where id = p_hold_id and uid = p_uid for update;
  if not found then
    return tk_error('not-found', 'You have no hold ' || p_hold_id || '.');
  end if;
  if v_hold.status in ('converted', 'released') then
    return tk_error('hold/not-active', 'This hold was already ' ||
      case when v_hold.status = 'converted' then 'booked' else 'released' end || '.');
  end if;
  if v_hold.status = 'expired' or v_hold.expires_at <= now() then
    update holds set status = 'expired' where id = p_hold_id;
    update hold_items set active = false where hold_id = p_hold_id;
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
  v_base := v_subtotal + tk_fee(v_subtotal) + tk_tax(tk_fee(v_subtotal)) - v_discount;

  -- Serialises one person's redemptions so the balance can never go below zero.
  insert into users (uid) values (p_uid) on conflict do nothing;
  perform 1 from users where uid = p_uid for update;
  if v_redeem > 0 then
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

  update ticket_types t set sold = t.sold + hi.quantity
    from hold_items hi where hi.hold_id = p_hold_id and hi.ticket_type_id = t.id;
  update hold_items set active = false where hold_id = p_hold_id;
  update holds set status = 'converted' where id = p_hold_id;
  select sum(quantity)::int into v_tickets from hold_items where hold_id = p_hold_id;

  select e.id, e.slug, e.title, e.image_alt, e.category_slug, s.starts_at, s.ends_at, s.time_zone,
         v.id as venue_id, v.name as venue_name, v.address, v.city_slug, v.latitude, v.longitude
    into v_event
    from sessions s join events e on e.id = s.event_id join venues v on v.id = s.venue_id
    where s.id = v_hold.session_id;

  v_details := json_build_object(
    'id', p_id,
    'status', 'confirmed',
    'event', json_build_object('id', v_event.id, 'slug', v_event.slug, 'title', v_event.title,
      'image', json_build_object('url', '/v1/images/events/' || v_event.id || '.svg', 'alt', v_event.image_alt, 'width', 1200, 'height', 675),
      'category', v_event.category_slug),
    'session', json_build_object('id', v_hold.session_id, 'startsAt', tk_iso(v_event.starts_at),
      'endsAt', tk_iso(v_event.ends_at), 'timeZone', v_event.time_zone,
      'venue', json_build_object('id', v_event.venue_id, 'name', v_event.venue_name, 'address', v_event.address,
        'city', v_event.city_slug, 'latitude', v_event.latitude, 'longitude', v_event.longitude)),
    'items', v_hold.items,
    'amounts', tk_amounts(v_subtotal, v_discount, v_redeem * 100),
    'attendee', p_attendee,
    'promoCode', v_code,
    'pointsEarned', v_earned,
    'pointsRedeemed', v_redeem,
    'paidBy', case when v_hold.company_slug is null then 'attendee' else 'company' end,
    'companySlug', v_hold.company_slug,
    'qrPayload', p_qr,
    'createdAt', tk_iso(now()));

  insert into bookings (id, uid, hold_id, company_slug, session_id, starts_at, tickets, details)
    values (p_id, p_uid, p_hold_id, v_hold.company_slug, v_hold.session_id, v_event.starts_at, v_tickets, v_details::text);
  if v_redeem > 0 then
    insert into reward_ledger (id, uid, kind, points, booking_id, description)
      values (p_id || '-r', p_uid, 'redeemed', -v_redeem, p_id, 'Redeemed on ' || v_event.title);
  end if;
  if v_earned > 0 then
    insert into reward_ledger (id, uid, kind, points, booking_id, description)
      values (p_id || '-e', p_uid, 'earned', v_earned, p_id, 'Earned on ' || v_event.title);
  end if;
  return v_details;
end
$$;

-- Converts a hold and records the answer under the caller's idempotency key, in one call.
create or replace function tk_create_booking(
  p_id text, p_uid text, p_hold_id text, p_attendee json, p_promo text, p_redeem int, p_qr text, p_idem_key text
) returns json language plpgsql as $$
declare
  v_result json;
begin
  v_result := tk_booking_core(p_id, p_uid, p_hold_id, p_attendee, p_promo, p_redeem, p_qr);
  update idempotency_keys set state = 'done', result = v_result::text where uid = p_uid and key = p_idem_key;
  return v_result;
end
$$;

-- Claims an idempotency key for a request: claimed | replay (with the stored result) |
-- mismatch (another body) | in-progress. Keys are kept 24 hours; a claim abandoned by a
-- crashed request is taken over after its lock lapses.
create or replace function tk_claim_idempotency(p_uid text, p_key text, p_hash text, p_lock_seconds int)
returns json language plpgsql as $$
declare
  v_row record;
begin
  insert into idempotency_keys (uid, key, request_hash, state, locked_until)
    values (p_uid, p_key, p_hash, 'in-progress', now() + make_interval(secs => p_lock_seconds))
    on conflict (uid, key) do nothing;
  if found then
    return json_build_object('outcome', 'claimed');
  end if;
  select * into v_row from idempotency_keys where uid = p_uid and key = p_key for update;
  if v_row.created_at < now() - interval '24 hours'
     or (v_row.state = 'in-progress' and v_row.locked_until < now()) then
    update idempotency_keys
      set request_hash = p_hash, state = 'in-progress', result = null,
          locked_until = now() + make_interval(secs => p_lock_seconds), created_at = now()
      where uid = p_uid and key = p_key;
    return json_build_object('outcome', 'claimed');
  end if;
  if v_row.request_hash <> p_hash then
    return json_build_object('outcome', 'mismatch');
  end if;
  if v_row.state = 'in-progress' then
    return json_build_object('outcome', 'in-progress');
  end if;
  return json_build_object('outcome', 'replay', 'result', v_row.result);
end
$$;
