-- What cancelling a booking now gives back (contract `CancellationQuote`), and how much of that
-- refund is the booking fee and its tax (what its credit note splits it by).
--
-- The event's policy (events.cancellation_policy; null: 100% until 48 hours before the session,
-- 50% until 24 hours before, nothing after, fees kept) decides the share of the tickets' price
-- that comes back to an attendee who cancels; an organiser's cancellation gives everything back,
-- fees included. The money is what was paid: the total, of which the fee and its tax are paid
-- first (a discount and points come off the tickets). Redeemed points come back and earned points
-- are taken back whatever the tier. A company-paid or free booking cancels without money.

create or replace function tk_cancellation_policy(p_event_id text) returns json language sql stable as $$
  select coalesce((select e.cancellation_policy from events e where e.id = p_event_id),
    '{"tiers":[{"hoursBefore":48,"refundPercent":100},{"hoursBefore":24,"refundPercent":50}],"feesRefundable":false}'::json)
$$;

-- Why a booking cannot be cancelled now, or null.
create or replace function tk_cancellation_refusal(p_booking bookings) returns text language sql stable as $$
  select case
    when p_booking.status in ('cancelled', 'refunded', 'partially-refunded') then 'This booking is already cancelled.'
    when p_booking.status = 'expired' or tk_booking_status(p_booking.status, p_booking.pay_by) = 'expired' then 'This booking expired unpaid; there is nothing to cancel.'
    when p_booking.status in ('payment-pending', 'payment-failed') then 'This booking is not paid: leave it and its tickets go back on sale when its payment time ends.'
    when p_booking.starts_at <= now() then 'The session has started; bookings can be cancelled only before it starts.'
  end
$$;

-- { quote: CancellationQuote, refundFees } for a booking (`p_by`: 'attendee' or 'organiser').
create or replace function tk_cancellation_quote(p_booking bookings, p_by text) returns json language sql stable as $$
  with b as (
    select p_booking.id, p_booking.starts_at,
           case when p_by = 'attendee' then tk_cancellation_refusal(p_booking) end as refusal,
           tk_cancellation_policy((p_booking.details::json->'event'->>'id')) as policy,
           -- Money the attendee paid: only a captured order of a booking not paid by a company.
           case when p_booking.company_slug is null and exists (
                  select 1 from payment_orders o where o.booking_id = p_booking.id and o.captured_payment_id is not null)
                then p_booking.total else 0 end as paid,
           (p_booking.details::json->'amounts'->'fees'->>'amount')::int + (p_booking.details::json->'amounts'->'taxes'->>'amount')::int as fee_and_tax
  ), tier as (
    -- The first tier, longest notice first, whose notice is still given now.
    select (t->>'refundPercent')::int as percent, b.starts_at - make_interval(hours => (t->>'hoursBefore')::int) as ends_at
    from b, json_array_elements(b.policy->'tiers') t
    where now() <= b.starts_at - make_interval(hours => (t->>'hoursBefore')::int)
    order by (t->>'hoursBefore')::int desc
    limit 1
  ), money as (
    select b.*, least(b.paid, b.fee_and_tax) as fees_paid, b.paid - least(b.paid, b.fee_and_tax) as tickets_paid,
           case when p_by = 'organiser' then 100 else coalesce((select percent from tier), 0) end as percent,
           p_by = 'organiser' or coalesce((b.policy->>'feesRefundable')::boolean, false) as fees_back
    from b
  ), points as (
    select coalesce(-sum(l.points) filter (where l.kind in ('redeemed', 'returned')), 0)::int as returned,
           coalesce(sum(l.points) filter (where l.kind in ('earned', 'reversed')), 0)::int as reversed
    from reward_ledger l where l.booking_id = p_booking.id
  )
  select json_build_object(
    'quote', json_build_object(
      'bookingId', m.id,
      'cancellable', m.refusal is null,
      'reason', m.refusal,
      'refund', tk_money(case when m.refusal is null then r.refund else 0 end),
      'refundPercent', m.percent,
      'feesKept', tk_money(case when m.fees_back then 0 else m.fees_paid end),
      'pointsReturned', greatest(p.returned, 0),
      'pointsReversed', greatest(p.reversed, 0),
      'tierEndsAt', case when p_by = 'attendee' then tk_iso((select ends_at from tier)) end,
      'cutoff', tk_iso(m.starts_at),
      'policy', m.policy),
    'refundFees', case when m.fees_back then m.fees_paid else 0 end)
  from money m
  cross join points p
  -- Below ₹1 nothing is refunded: providers take no smaller refund.
  cross join lateral (select case when x.refund < 100 then 0 else x.refund end as refund
                      from (select round(m.tickets_paid * m.percent / 100.0)::int + case when m.fees_back then m.fees_paid else 0 end as refund) x) r
$$;
