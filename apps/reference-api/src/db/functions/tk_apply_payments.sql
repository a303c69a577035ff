-- Applies what a provider reported about payments ([PaymentReport, …] as src/db/booking-calls.ts
-- sends them: a webhook, the browser's checkout result fetched from the provider, or the restart
-- repair), answered in order: { outcome, bookingId, refundIds }. Webhooks are the source of truth;
-- the other two report the same payments, so every report goes through here and the first to
-- arrive applies: a report never confirms, refunds or earns twice.
--
--   1. A report for an order we do not know changes nothing and is not recorded (`unknown-order`:
--      the webhook route answers 400). A webhook delivery is recorded once per (provider, event
--      id): a redelivery finds its row and changes nothing (`duplicate`).
--   2. The order is locked; an amount or currency other than the order's is recorded and changes
--      nothing else.
--   3. The payment's status moves the order and the booking:
--      - failed: the order failed with the provider's reason and the booking reads payment-failed
--        (paying again is possible until pay_by); after a capture it is out of order and ignored;
--      - authorized (a UPI collect waiting on the app): the order is processing;
--      - refunded: recorded on a payment captured in our books (its refund moves through
--        tk_apply_refund); one we never saw captured is ignored and confirms nothing;
--      - captured: the money is in the ledger (once per payment). The first capture on the order
--        confirms the booking: its held tickets are sold, it earns its points and its tax invoice
--        is issued. Captured after pay_by, it is confirmed only if its tickets are still free
--        (tk_hold_tickets_free), else refunded in full (captured-after-expiry), the booking expired
--        until the refund is processed. Another payment
--        captured on an order already paid is refunded (duplicate-payment). Refunds are recorded
--        pending here; src/payments/refunds.ts sends them.

-- Whether every ticket of a lapsed hold is still free: capacity − sold − the other active holds,
-- counted after the ticket types are locked in id order (as tk_hold_ticket_types does).
create or replace function tk_hold_tickets_free(p_hold_id text) returns boolean language plpgsql as $$
declare
  v_ids text[] := array(select ticket_type_id from hold_items where hold_id = p_hold_id);
begin
  perform 1 from ticket_types where id = any(v_ids) order by id for update;
  return not exists (
    select 1 from hold_items i join ticket_types t on t.id = i.ticket_type_id
    where i.hold_id = p_hold_id and t.id = any(v_ids)
      and i.quantity > t.capacity - t.sold - coalesce((
        select sum(o.quantity) from hold_items o
        where o.ticket_type_id = t.id and o.active and o.expires_at > now() and o.hold_id <> p_hold_id), 0));
end
$$;

-- Whether a booking whose pay-by time has passed still fits its account's cap on the event's
-- tickets (events.tickets_per_account, which every high-demand on-sale sets): once pay_by passed it
-- stopped counting, so the account may have taken other tickets since. Company-paid bookings have
-- no such cap.
create or replace function tk_late_capture_within_cap(p_booking bookings) returns boolean language sql stable as $$
  select p_booking.company_slug is not null or e.tickets_per_account is null
         or tk_account_tickets(p_booking.uid, e.id) + p_booking.tickets <= e.tickets_per_account
  from sessions s join events e on e.id = s.event_id where s.id = p_booking.session_id
$$;

-- Paid bookings confirmed, together (a round's first captures): their holds' tickets sold, their
-- points earned (redeemed points spent again if an expiry had returned them), their confirmation
-- mails queued. The ticket types are locked in id order, as tk_hold_ticket_types does.
create or replace function tk_confirm_paid_bookings(p_booking_ids text[]) returns void language plpgsql as $$
declare
  -- By their ids, so each step below looks its rows up by index rather than by a join the planner
  -- (with no statistics on PGlite) may answer with a scan of the whole table.
  v_holds text[] := array(select b.hold_id from bookings b where b.id = any(p_booking_ids));
begin
  perform tk_sell_hold_items(v_holds);
  update bookings set status = 'confirmed' where id = any(p_booking_ids);
  insert into reward_ledger (id, uid, kind, points, booking_id, description)
    select b.id || '-e', b.uid, 'earned', e.points, b.id, 'Earned on ' || (d.v->'event'->>'title')
    from bookings b
    cross join lateral (select b.details::jsonb as v offset 0) d
    cross join lateral (select tk_points_earned((d.v->'amounts'->'subtotal'->>'amount')::int, b.company_slug) as points) e
    where b.id = any(p_booking_ids) and e.points > 0
    union all
    select b.id || '-r2', l.uid, 'redeemed', -l.points, b.id, 'Redeemed on ' || (b.details::jsonb->'event'->>'title')
    from bookings b join reward_ledger l on l.id = b.id || '-ret'
    where b.id = any(p_booking_ids) and l.id = any(array(select id || '-ret' from unnest(p_booking_ids) id))
    on conflict (id) do nothing;
  insert into mail_outbox (kind, ref) select 'booking-confirmation', unnest(p_booking_ids) on conflict (kind, ref) do nothing;
end
$$;

-- The redeemed points of bookings that will never be paid come back, once each.
create or replace function tk_return_points(p_booking_ids text[]) returns void language sql as $$
  insert into reward_ledger (id, uid, kind, points, booking_id, description)
    select l.booking_id || '-ret', l.uid, 'returned', -l.points, l.booking_id, 'Returned: booking ' || l.booking_id || ' was not paid'
    from reward_ledger l where l.id = any(array(select b || '-r' from unnest(p_booking_ids) b))
  on conflict (id) do nothing
$$;

-- An automatic refund of a whole payment, recorded pending (sent by src/payments/refunds.ts).
create or replace function tk_automatic_refund(p_order payment_orders, p_payment_id text, p_amount int, p_reason text) returns text language plpgsql as $$
begin
  insert into refunds (id, booking_id, payment_id, provider, amount, reason)
    values ('rf_' || p_payment_id, p_order.booking_id, p_payment_id, p_order.provider, p_amount, p_reason)
    on conflict do nothing;
  return 'rf_' || p_payment_id;
end
$$;

-- `p_unconfirmed`: the bookings this round's reports paid so far, to be confirmed together at its end
-- (tk_apply_payments); a capture after pay_by confirms them first (`o_settled`), so that its check
-- of the free tickets counts theirs as sold.
create or replace function tk_apply_payment(p_report jsonb, p_unconfirmed text[], out o_answer json, out o_confirmed text, out o_settled boolean)
language plpgsql as $$
declare
  v_pay jsonb := p_report->'payment';
  v_pay_id text := v_pay->>'id';
  v_status text := v_pay->>'status';
  v_order payment_orders;
  v_booking bookings;
  v_outcome text := 'applied';
  v_detail text;
  v_refunds text[] := '{}';
begin
  -- 1. An order we do not know, or a delivery seen before, changes nothing.
  if not exists (select 1 from payment_orders where id = v_pay->>'orderId') then
    o_answer := json_build_object('outcome', 'unknown-order', 'bookingId', null, 'refundIds', '[]'::json);
    return;
  end if;
  if not tk_first_delivery(p_report, v_pay) then
    o_answer := json_build_object('outcome', 'duplicate', 'bookingId', null, 'refundIds', '[]'::json, 'confirmed', false);
    return;
  end if;

  -- 2. The order, locked; other money is refused.
  select * into v_order from payment_orders where id = v_pay->>'orderId' for update;
  if (v_pay->>'amount')::int <> v_order.amount then
    v_outcome := 'refused-amount';
    v_detail := 'payment ' || v_pay_id || ' of ' || (v_pay->>'amount') || ' paise; the order is for ' || v_order.amount;
  elsif v_pay->>'currency' <> v_order.currency then
    v_outcome := 'refused-currency';
    v_detail := 'payment ' || v_pay_id || ' in ' || (v_pay->>'currency') || '; the order is in ' || v_order.currency;
  elsif v_status not in ('failed', 'authorized', 'captured', 'refunded')
        or (v_status = 'refunded' and not exists (select 1 from money_ledger where kind = 'capture' and reference = v_pay_id)) then
    -- Refunded is money back out: it records the state of a payment already captured in our books and never confirms.
    v_outcome := 'ignored';
  else
    -- 3. The payment moves the order and the booking.
    select * into v_booking from bookings where id = v_order.booking_id for update;
    insert into payments (id, order_id, provider, amount, currency, status, method)
      values (v_pay_id, v_order.id, v_order.provider, v_order.amount, v_order.currency, v_status, v_pay->>'method')
      on conflict (id) do update set status = excluded.status, method = coalesce(excluded.method, payments.method), updated_at = now()
        where payments.status not in ('captured', 'refunded') or excluded.status = 'refunded';
    if v_status = 'failed' then
      if v_order.state <> 'captured' then
        update payment_orders set state = 'failed', failure_reason = coalesce(v_pay->>'errorDescription', 'The payment failed.')
          where id = v_order.id;
        update bookings set status = 'payment-failed' where id = v_booking.id and status = 'payment-pending';
      else
        v_outcome := 'ignored';
      end if;
    elsif v_status = 'authorized' then
      if v_order.state in ('awaiting', 'failed') then
        update payment_orders set state = 'processing', failure_reason = null where id = v_order.id;
        update bookings set status = 'payment-pending' where id = v_booking.id and status = 'payment-failed';
      end if;
    elsif v_status = 'captured' then
      insert into money_ledger (booking_id, kind, amount, currency, provider, reference)
        values (v_booking.id, 'capture', v_order.amount, v_order.currency, v_order.provider, v_pay_id)
        on conflict (kind, reference) do nothing;
      if v_order.captured_payment_id = v_pay_id then
        v_outcome := 'ignored';
      elsif v_order.captured_payment_id is not null then
        v_refunds := v_refunds || tk_automatic_refund(v_order, v_pay_id, v_order.amount, 'duplicate-payment');
      else
        update payment_orders set state = 'captured', captured_payment_id = v_pay_id, captured_at = now(),
                                  method = v_pay->>'method', failure_reason = null
          where id = v_order.id;
        if v_booking.pay_by <= now() and cardinality(p_unconfirmed) > 0 then
          perform tk_confirm_paid_bookings(p_unconfirmed);
          o_settled := true;
        end if;
        if v_booking.status in ('payment-pending', 'payment-failed', 'expired')
           and (v_booking.pay_by > now() or (tk_hold_tickets_free(v_booking.hold_id) and tk_late_capture_within_cap(v_booking))) then
          o_confirmed := v_booking.id;
        else
          v_refunds := v_refunds || tk_automatic_refund(v_order, v_pay_id, v_order.amount, 'captured-after-expiry');
          -- Expired until the provider confirms the refund (tk_apply_refund makes it refunded), as a cancellation stays cancelled.
          update bookings set status = 'expired' where id = v_booking.id and status in ('payment-pending', 'payment-failed');
          update hold_items set active = false where hold_id = v_booking.hold_id and active;
          perform tk_return_points(array[v_booking.id]);
        end if;
      end if;
    end if;
  end if;
  perform tk_delivery_outcome(p_report, v_outcome, v_detail);
  o_answer := json_build_object('outcome', v_outcome, 'bookingId', v_order.booking_id, 'refundIds', to_json(v_refunds),
                                'confirmed', o_confirmed is not null);
end
$$;

create or replace function tk_apply_payments(p_reports json) returns json language plpgsql as $$
declare
  v_report jsonb;
  v_answer json;
  v_confirmed text;
  v_settled boolean;
  v_answers json[] := '{}';
  v_unconfirmed text[] := '{}';
  v_invoiced text[] := '{}';
begin
  -- Each report read as jsonb, parsed once: each field read from a json value lexes its whole text
  -- again, and a webhook's report carries the webhook's whole body.
  for v_report in select e.v from jsonb_array_elements(p_reports::jsonb) with ordinality as e(v, n) order by e.n loop
    select o_answer, o_confirmed, o_settled into v_answer, v_confirmed, v_settled from tk_apply_payment(v_report, v_unconfirmed);
    v_answers := v_answers || v_answer;
    if v_settled then
      v_unconfirmed := '{}';
    end if;
    if v_confirmed is not null then
      v_unconfirmed := v_unconfirmed || v_confirmed;
      v_invoiced := v_invoiced || v_confirmed;
    end if;
  end loop;
  if cardinality(v_unconfirmed) > 0 then
    perform tk_confirm_paid_bookings(v_unconfirmed);
  end if;
  if cardinality(v_invoiced) > 0 then
    perform tk_issue_tax_invoices(v_invoiced);
  end if;
  return array_to_json(v_answers);
end
$$;
