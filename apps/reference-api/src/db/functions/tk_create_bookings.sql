-- Bookings for a group of requests ([BookingCall, …] as src/db/booking-calls.ts sends them, each
-- after its idempotency key was claimed: tk_claim_and_create_bookings), answered in order: each the booking, or a refusal
-- (tk_error). Each request gets the answer it would get alone, after the ones before it, and the
-- answer is recorded under its idempotency key to be replayed.
--
--   1. Read the group: the holds it names, locked in id order, and the sale state of their events
--      (tk_booking_holds), the active promo
--      codes it names (tk_booking_promo_codes), and the point balances of the people who redeem
--      points, whose users rows are locked (tk_booking_balances).
--   2. Check each request in order (tk_booking_refusal) against what the ones before it did: a
--      hold booked or found expired earlier in the group, points earned or spent.
--   3. Write: holds found expired, holds converted, the bookings, their tickets (one row per
--      admission, as the answer lists them), their reward ledger entries and the idempotency
--      answers, one statement each. A booking with nothing to pay (total zero, or
--      company-paid) is confirmed: its tickets are sold and it earns its points. One with a total
--      above zero is `payment-pending`: its hold's items stay active until `pay_by` (the hold's
--      creation + the payment hold limit) so the tickets stay held while paying; they are sold and
--      the points earned only when the payment is captured (tk_apply_payments). Redeemed points
--      are spent at once either way, so they cannot be spent twice.
--
-- Rows are looked up as `= any(array)`; see tk_create_holds.sql for why.

-- The holds the group names, as rows of holds, locked in id order (holds before users, as every
-- booking call takes them), where each is in that array: hold id → its place, and the sale state
-- of their events: event id → events.sale_state (a host may have paused or cancelled the event
-- since the hold was taken; a cancellation also releases its holds, under the holds' lock).
create or replace function tk_booking_holds(p_requests json, out o_holds holds[], out o_places jsonb, out o_sale_states jsonb) language plpgsql as $$
declare
  v_ids text[] := array(select x->>'holdId' from json_array_elements(p_requests) x);
begin
  perform 1 from holds h where h.id = any(v_ids) order by h.id for update;
  select coalesce(array_agg(h order by h.id), '{}') into o_holds from holds h where h.id = any(v_ids);
  o_places := coalesce((select jsonb_object_agg((o_holds[i]).id, i) from generate_subscripts(o_holds, 1) i), '{}');
  o_sale_states := coalesce((select jsonb_object_agg(e.id, e.sale_state) from events e
                             where e.id = any(array(select h.event_id from unnest(o_holds) h))), '{}');
end
$$;

-- Code → { kind, value, maxDiscount, minSubtotal }, for the active promo codes the group names.
create or replace function tk_booking_promo_codes(p_requests json) returns jsonb language plpgsql stable as $$
begin
  if not exists (select 1 from json_array_elements(p_requests) x where x->>'promoCode' is not null) then
    return '{}';
  end if;
  return (
    select coalesce(jsonb_object_agg(p.code, jsonb_build_object(
             'kind', p.kind, 'value', p.value, 'maxDiscount', p.max_discount, 'minSubtotal', p.min_subtotal)), '{}')
    from promo_codes p
    where p.active and p.code = any(array(select upper(trim(x->>'promoCode')) from json_array_elements(p_requests) x)));
end
$$;

-- Uid → points balance, for the people who redeem points in the group, read after their users
-- rows are locked (tk_lock_users).
create or replace function tk_booking_balances(p_requests json) returns jsonb language plpgsql as $$
declare
  v_uids text[] := array(select distinct x->>'uid' from json_array_elements(p_requests) x
                         where coalesce((x->>'redeemPoints')::int, 0) > 0);
begin
  if cardinality(v_uids) = 0 then
    return '{}';
  end if;
  perform tk_lock_users(v_uids);
  return (
    select jsonb_object_agg(u.uid, (select coalesce(sum(l.points), 0)::int from reward_ledger l where l.uid = u.uid))
    from unnest(v_uids) as u(uid));
end
$$;

-- A promo code's discount on a subtotal: a percentage (rounded down) or a flat amount, at most its
-- cap and never more than the subtotal; 0 without a code. `p_promo` is tk_booking_promo_codes' entry.
create or replace function tk_promo_discount(p_subtotal int, p_promo jsonb) returns int language sql immutable as $$
  select case when p_promo is null then 0 else least(
    case when p_promo->>'kind' = 'percent' then floor(p_subtotal * (p_promo->>'value')::int / 100.0)::int
         else (p_promo->>'value')::int end,
    coalesce((p_promo->>'maxDiscount')::int, p_subtotal),
    p_subtotal) end
$$;

-- 5 points per whole ₹100 (10,000 paise) of subtotal; none on company-paid bookings.
create or replace function tk_points_earned(p_subtotal int, p_company text) returns int language sql immutable as $$
  select case when p_company is null then (p_subtotal / 10000) * 5 else 0 end
$$;

-- At most half of an order's total can be paid with points: 1 point = ₹1 = 100 paise.
create or replace function tk_points_cap(p_subtotal int, p_discount int) returns int language sql immutable as $$
  select floor((p_subtotal + tk_fee(p_subtotal) + tk_tax(tk_fee(p_subtotal)) - p_discount) / 2 / 100.0)::int
$$;

-- Why a request cannot book its hold, or null. The checks run in this order; the first that fails
-- answers. `p_hold` is the hold as read (all fields null when there is none), `p_status` its
-- status as the requests before this one left it (booked, or found expired), `p_sale_state` its
-- event's sale state (tk_booking_holds), `p_code`
-- the request's promo code as typed (trimmed and upper-cased here), `p_promo` that code's entry
-- in tk_booking_promo_codes, `p_balance` the person's points after the requests before this one.
create or replace function tk_booking_refusal(
  p_uid text, p_hold_id text, p_hold holds, p_status text, p_sale_state text, p_subtotal int, p_code text, p_promo jsonb, p_redeem int, p_balance int
) returns json language sql stable as $$
  select case
    when p_hold.id is null or p_hold.uid <> p_uid then
      tk_error('not-found', 'You have no hold ' || p_hold_id || '.')
    when p_sale_state <> 'on-sale' then
      tk_sales_closed(p_sale_state)
    when p_status in ('converted', 'released') then
      tk_error('hold/not-active', 'This hold was already ' || case when p_status = 'converted' then 'booked' else 'released' end || '.')
    when p_status = 'expired' or p_hold.expires_at <= now() then
      tk_error('hold/expired', 'The hold expired at ' || tk_iso(p_hold.expires_at) || '; choose your tickets again.')
    when p_hold.company_slug is not null and p_code is not null then
      tk_error('booking/invalid-promo-code', 'Promo codes do not apply to company-paid bookings.')
    when p_hold.company_slug is not null and p_redeem > 0 then
      tk_error('booking/insufficient-points', 'Reward points do not apply to company-paid bookings.')
    when p_code is not null and p_promo is null then
      tk_error('booking/invalid-promo-code', 'The promo code ' || upper(trim(p_code)) || ' is not valid.')
    when p_code is not null and p_subtotal < (p_promo->>'minSubtotal')::int then
      tk_error('booking/invalid-promo-code', upper(trim(p_code)) || ' applies to orders of ₹' || ((p_promo->>'minSubtotal')::int / 100) || ' or more.')
    when p_redeem > 0 and p_redeem > p_balance then
      tk_error('booking/insufficient-points', 'You have ' || p_balance || ' points; you asked to use ' || p_redeem || '.',
        jsonb_build_object('balance', p_balance))
    when p_redeem > 0 and p_redeem > tk_points_cap(p_subtotal, tk_promo_discount(p_subtotal, p_promo)) then
      tk_error('booking/insufficient-points',
        'At most ' || tk_points_cap(p_subtotal, tk_promo_discount(p_subtotal, p_promo)) || ' points can be used on this order (half of its total).',
        jsonb_build_object('maxRedeemable', tk_points_cap(p_subtotal, tk_promo_discount(p_subtotal, p_promo))))
    when p_hold.company_slug is null and tk_below_minimum_payment(p_subtotal, tk_promo_discount(p_subtotal, p_promo), p_redeem) then
      tk_error('booking/total-below-minimum',
        'The total would be ₹' || to_char((tk_amounts(p_subtotal, tk_promo_discount(p_subtotal, p_promo), p_redeem * 100)->'total'->>'amount')::int / 100.0, 'FM0.00')
          || ', less than the smallest payment (₹1). '
          || case when p_code is not null or p_redeem > 0 then 'Remove the promo code or use fewer points.' else 'Add tickets to reach ₹1.' end,
        jsonb_build_object('minimum', 100))
  end
$$;

-- Whether an order would charge more than nothing but less than the smallest payment a provider
-- takes (₹1 = 100 paise, contract MIN_PAYMENT_PAISE): such an order could never be paid.
-- PL/pgSQL rather than SQL: a SQL function that cannot be inlined into its caller is planned again
-- in every transaction that calls it (PostgreSQL before 18), and each booking round is one; PL/pgSQL
-- keeps its plans for the connection.
create or replace function tk_below_minimum_payment(p_subtotal int, p_discount int, p_redeem int) returns boolean language plpgsql stable as $$
declare
  v_total int := (tk_amounts(p_subtotal, p_discount, p_redeem * 100)->'total'->>'amount')::int;
begin
  return v_total between 1 and 99;
end
$$;

create or replace function tk_create_bookings(p_requests json) returns json language plpgsql as $$
declare
  v_holds holds[];
  v_places jsonb;
  v_sale_states jsonb;
  v_statuses jsonb;
  v_promos jsonb;
  v_balances jsonb;
  r record;
  v_hold holds;
  v_status text;
  v_code text;
  v_redeem int;
  v_promo jsonb;
  v_answer json;
  v_subtotal int;
  v_discount int;
  v_earned int;
  v_paid boolean;
  v_pay_by timestamptz;
  v_tickets json;
  -- What to write, as rows of the tables they go to.
  v_expired text[] := '{}';
  v_converted text[] := '{}';
  v_sold text[] := '{}';
  v_pending text[] := '{}';
  v_pay_bys timestamptz[] := '{}';
  v_booking bookings;
  v_bookings bookings[] := '{}';
  v_entry reward_ledger;
  v_ledger reward_ledger[] := '{}';
  v_answers json[] := '{}';
  -- Each booking's tickets as answered, by booking: written to `tickets` from here rather than
  -- parsed back out of the whole answer.
  v_ticket_bookings text[] := '{}';
  v_ticket_events text[] := '{}';
  v_ticket_sessions text[] := '{}';
  v_ticket_sets json[] := '{}';
begin
  -- 1. Read the group.
  select o_holds, o_places, o_sale_states into v_holds, v_places, v_sale_states from tk_booking_holds(p_requests);
  -- What the requests of the group do to the holds: hold id → status.
  v_statuses := coalesce((select jsonb_object_agg(h.id, h.status) from unnest(v_holds) h), '{}');
  v_promos := tk_booking_promo_codes(p_requests);
  v_balances := tk_booking_balances(p_requests);

  -- 2. Check each request in order.
  for r in
    select x.* from json_array_elements(p_requests) with ordinality as e(v, n),
                    json_to_record(e.v) as x(id text, uid text, "holdId" text, attendee json, "promoCode" text,
                                             "redeemPoints" int, "qrPayload" text, key text,
                                             "paymentHoldSeconds" int, gstin text, locale text)
    order by e.n
  loop
    v_hold := v_holds[(v_places ->> r."holdId")::int];
    v_status := v_statuses ->> r."holdId";
    v_code := upper(trim(r."promoCode"));
    v_promo := v_promos -> v_code;
    v_redeem := coalesce(r."redeemPoints", 0);
    v_subtotal := (v_hold.amounts->'subtotal'->>'amount')::int;
    v_answer := tk_booking_refusal(r.uid, r."holdId", v_hold, v_status, v_sale_states ->> v_hold.event_id, v_subtotal, r."promoCode", v_promo, v_redeem,
                                   (v_balances ->> r.uid)::int);
    if v_answer is null then
      -- Booked: the hold is converted, and the points it earns or spends count for the requests after it.
      v_discount := tk_promo_discount(v_subtotal, v_promo);
      v_earned := tk_points_earned(v_subtotal, v_hold.company_slug);
      -- Something to pay: not company-paid and a total above zero after the discount and points.
      v_paid := v_hold.company_slug is null
        and (tk_amounts(v_subtotal, v_discount, v_redeem * 100)->'total'->>'amount')::int > 0;
      v_tickets := tk_booking_answer_tickets(r.id, v_hold.items, tk_attendee_label(r.attendee->>'name'));
      v_answer := tk_booking_answer(r.id, case when v_paid then 'payment-pending' else 'confirmed' end, v_hold, v_subtotal,
                                    r.attendee, v_code, v_discount, v_redeem, v_earned, r."qrPayload", r.gstin, v_tickets, r.locale);
      v_ticket_bookings := v_ticket_bookings || r.id;
      v_ticket_events := v_ticket_events || v_hold.event_id;
      v_ticket_sessions := v_ticket_sessions || v_hold.session_id;
      v_ticket_sets := v_ticket_sets || v_tickets;
      v_statuses := jsonb_set(v_statuses, array[r."holdId"], '"converted"');
      v_converted := v_converted || r."holdId";
      if v_paid then
        -- Earned only once paid; the hold keeps its tickets until pay_by (never less than it had).
        v_earned := 0;
        v_pay_by := greatest(v_hold.expires_at, v_hold.created_at + make_interval(secs => r."paymentHoldSeconds"));
        v_pending := v_pending || r."holdId";
        v_pay_bys := v_pay_bys || v_pay_by;
      else
        v_pay_by := null;
        v_sold := v_sold || r."holdId";
      end if;
      v_booking.id := r.id;
      v_booking.uid := r.uid;
      v_booking.hold_id := r."holdId";
      v_booking.company_slug := v_hold.company_slug;
      v_booking.session_id := v_hold.session_id;
      v_booking.starts_at := (v_hold.summary->'session'->>'startsAt')::timestamptz;
      v_booking.tickets := v_hold.tickets;
      v_booking.details := v_answer::text;
      v_booking.status := v_answer->>'status';
      v_booking.total := (v_answer->'amounts'->'total'->>'amount')::int;
      v_booking.pay_by := v_pay_by;
      v_bookings := v_bookings || v_booking;
      v_entry.uid := r.uid;
      v_entry.booking_id := r.id;
      if v_redeem > 0 then
        v_entry.id := r.id || '-r';
        v_entry.kind := 'redeemed';
        v_entry.points := -v_redeem;
        v_entry.description := 'Redeemed on ' || (v_hold.summary->'event'->>'title');
        v_ledger := v_ledger || v_entry;
      end if;
      if v_earned > 0 then
        v_entry.id := r.id || '-e';
        v_entry.kind := 'earned';
        v_entry.points := v_earned;
        v_entry.description := 'Earned on ' || (v_hold.summary->'event'->>'title');
        v_ledger := v_ledger || v_entry;
      end if;
      if v_balances ? r.uid then
        v_balances := jsonb_set(v_balances, array[r.uid], to_jsonb((v_balances ->> r.uid)::int + v_earned - v_redeem));
      end if;
    elsif v_answer->>'error' = 'hold/expired' and v_status = 'active' then
      -- Found expired while still marked active: marked expired, its tickets no longer held.
      v_statuses := jsonb_set(v_statuses, array[r."holdId"], '"expired"');
      v_expired := v_expired || r."holdId";
    end if;
    v_answers := v_answers || v_answer;
  end loop;

  -- 3. Write.
  if cardinality(v_expired) > 0 then
    update holds set status = 'expired' where id = any(v_expired);
    perform tk_free_hold_items(v_expired);
  end if;
  update holds set status = 'converted' where id = any(v_converted);
  -- Each hold by its key, for the reason tk_free_hold_items gives.
  for i in 1 .. cardinality(v_pending) loop
    update hold_items set expires_at = v_pay_bys[i] where hold_id = v_pending[i];
  end loop;
  perform tk_sell_hold_items(v_sold);
  insert into bookings (id, uid, hold_id, company_slug, session_id, starts_at, tickets, details, status, total, pay_by)
    select b.id, b.uid, b.hold_id, b.company_slug, b.session_id, b.starts_at, b.tickets, b.details, b.status, b.total, b.pay_by
    from unnest(v_bookings) b;
  -- The tickets as each booking's answer lists them.
  insert into tickets (id, booking_id, position, event_id, session_id, ticket_type_id, attendee_label, legacy)
    select t.ticket->>'id', b.booking_id, t.position, b.event_id, b.session_id, t.ticket->>'ticketTypeId', t.ticket->>'attendeeLabel', false
    from unnest(v_ticket_bookings, v_ticket_events, v_ticket_sessions, v_ticket_sets) as b (booking_id, event_id, session_id, tickets)
    cross join lateral json_array_elements(b.tickets) with ordinality as t (ticket, position);
  insert into reward_ledger (id, uid, kind, points, booking_id, description)
    select l.id, l.uid, l.kind, l.points, l.booking_id, l.description
    from unnest(v_ledger) l;
  -- Each request's idempotency key keeps its answer, to be replayed.
  update idempotency_keys k set state = 'done', result = x.answer::text
    from rows from (json_array_elements(p_requests), unnest(v_answers)) as x(request, answer)
    where k.uid = any(array(select e->>'uid' from json_array_elements(p_requests) e))
      and k.key = any(array(select e->>'key' from json_array_elements(p_requests) e))
      and k.uid = x.request->>'uid' and k.key = x.request->>'key';
  return array_to_json(v_answers);
end
$$;
