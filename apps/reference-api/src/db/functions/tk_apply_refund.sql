-- Applies what a provider reported about one of our refunds (a webhook, the provider's answer to
-- sendRefunds, or reconciliation's repair: { provider, eventId, event, payload, refund }), answered
-- { outcome, bookingId }. Every report of a refund goes through here, so a refund is processed,
-- written to the ledger and credited once however many times it is reported.
--
--   1. A refund not ours changes nothing and is not recorded (`unknown-refund`: the webhook route
--      answers 400), as a payment for an order not ours. A webhook delivery is recorded once per
--      (provider, event id): a redelivery changes nothing.
--   2. The refund is found by the provider's id, or by our id (its receipt: a webhook may arrive
--      before the provider's answer is recorded), and locked; one for other money (amount,
--      currency or payment) is recorded and changes nothing else.
--   3. Its status moves: `processed` — the money out in the ledger (once per refund, each step
--      idempotent so a repeated report fills in what a crash left out), the booking
--      of a cancellation (or of a payment that came after it expired) `refunded` when all it paid came back else `partially-refunded`, the
--      credit note issued (tk_issue_credit_note); `failed` — failed, shown on the booking; a
--      processed refund stays processed.

-- A cancelled booking's status once its refunds are processed.
create or replace function tk_refunded_status(p_booking_id text) returns text language sql stable as $$
  select case when coalesce(-sum(amount) filter (where kind = 'refund'), 0) >= coalesce(sum(amount) filter (where kind = 'capture'), 0)
              then 'refunded' else 'partially-refunded' end
  from money_ledger where booking_id = p_booking_id
$$;

create or replace function tk_apply_refund(p_report json) returns json language plpgsql as $$
declare
  v_entity jsonb := p_report::jsonb->'refund';
  v_refund refunds;
  v_outcome text := 'applied';
  v_detail text;
begin
  -- 1. A refund not ours, or a delivery seen before, changes nothing.
  if not exists (select 1 from refunds where provider_refund_id = v_entity->>'id')
     and not exists (select 1 from refunds where id = v_entity->>'receipt' and provider_refund_id is null) then
    return json_build_object('outcome', 'unknown-refund', 'bookingId', null);
  end if;
  if not tk_first_delivery(p_report::jsonb, v_entity) then
    return json_build_object('outcome', 'duplicate', 'bookingId', null);
  end if;

  -- 2. Our refund, locked.
  select * into v_refund from refunds
    where provider_refund_id = v_entity->>'id' or (id = v_entity->>'receipt' and provider_refund_id is null)
    order by provider_refund_id nulls last limit 1 for update;
  if v_refund.id is null then
    -- Another report took our receipt's refund for a provider refund of another id meanwhile.
    v_outcome := 'unknown-refund';
    v_detail := 'refund ' || (v_entity->>'id') || ' is not one of ours';
  elsif (v_entity->>'amount')::int <> v_refund.amount or v_entity->>'paymentId' <> v_refund.payment_id
        or v_entity->>'currency' <> coalesce((select currency from payments where id = v_refund.payment_id), 'INR') then
    v_outcome := 'refused-amount';
    v_detail := 'refund ' || (v_entity->>'id') || ' of ' || (v_entity->>'amount') || ' ' || (v_entity->>'currency') || ' on ' || (v_entity->>'paymentId')
      || '; ours is ' || v_refund.amount || ' on ' || v_refund.payment_id;
  else
    -- 3. Its status moves.
    perform 1 from bookings where id = v_refund.booking_id for update;
    update refunds set provider_refund_id = v_entity->>'id' where id = v_refund.id and provider_refund_id is null;
    if v_entity->>'status' = 'processed' then
      -- Each step is once per refund, so a report of a refund processed already repairs what is missing.
      update refunds set status = 'processed', processed_at = now() where id = v_refund.id and status <> 'processed';
      insert into money_ledger (booking_id, kind, amount, currency, provider, reference, reason)
        values (v_refund.booking_id, 'refund', -v_refund.amount, v_entity->>'currency', v_refund.provider, v_refund.id, v_refund.reason)
        on conflict (kind, reference) do nothing;
      update bookings set status = tk_refunded_status(id)
        where id = v_refund.booking_id
          and (status in ('cancelled', 'partially-refunded') or (status = 'expired' and v_refund.reason = 'captured-after-expiry'));
      perform tk_issue_credit_note(v_refund.id);
    elsif v_entity->>'status' = 'failed' and v_refund.status = 'pending' then
      update refunds set status = 'failed' where id = v_refund.id;
    end if;
  end if;
  perform tk_delivery_outcome(p_report::jsonb, v_outcome, v_detail);
  return json_build_object('outcome', v_outcome, 'bookingId', v_refund.booking_id);
end
$$;
