-- Cancels a booking (contract `cancelBooking`): the request { uid, key, bookingId, expectedRefund }
-- after its idempotency key was claimed, answered { bookingId, refundId } or a refusal (tk_error),
-- the answer kept under the key to be replayed.
--
--   1. Lock the booking; anyone's but the caller's is not found.
--   2. Quote it now (tk_cancellation_quote): not cancellable, or a refund other than the one the
--      person was shown (a tier ended since), is refused with the quote as it is now.
--   3. Cancel it (tk_cancel): tickets back on sale, points returned and reversed, the refund
--      recorded pending for src/payments/refunds.ts to send.

-- Cancels a locked booking as quoted: it is cancelled (its QR code no longer shows), its tickets go
-- back on sale, redeemed points come back and earned ones are taken back, and the refund, if any,
-- is recorded pending (`rf_cx_<booking>`: a booking is cancelled once). Answers the refund's id or null.
create or replace function tk_cancel(p_booking bookings, p_quote json, p_reason text) returns text language plpgsql as $$
declare
  v_refund int := (p_quote->'quote'->'refund'->>'amount')::int;
  v_refund_id text;
  v_title text := p_booking.details::json->'event'->>'title';
begin
  update bookings set status = 'cancelled', cancelled_by = case when p_reason = 'cancelled-by-organiser' then 'organiser' else 'attendee' end
  where id = p_booking.id;
  -- A confirmed booking's hold items were sold: they go back, ticket types locked in id order.
  perform 1 from ticket_types t where t.id = any(array(select i.ticket_type_id from hold_items i where i.hold_id = p_booking.hold_id))
    order by t.id for update;
  update ticket_types t set sold = t.sold - i.quantity
    from hold_items i where i.hold_id = p_booking.hold_id and t.id = i.ticket_type_id and p_booking.status = 'confirmed';
  insert into reward_ledger (id, uid, kind, points, booking_id, description)
    select p_booking.id || '-cx-ret', p_booking.uid, 'returned', (p_quote->'quote'->>'pointsReturned')::int, p_booking.id, 'Returned: ' || v_title || ' cancelled'
    where (p_quote->'quote'->>'pointsReturned')::int > 0
    union all
    select p_booking.id || '-cx-rev', p_booking.uid, 'reversed', -(p_quote->'quote'->>'pointsReversed')::int, p_booking.id, 'Reversed: ' || v_title || ' cancelled'
    where (p_quote->'quote'->>'pointsReversed')::int > 0;
  if v_refund > 0 then
    v_refund_id := 'rf_cx_' || p_booking.id;
    insert into refunds (id, booking_id, payment_id, provider, amount, fees, reason)
      select v_refund_id, p_booking.id, o.captured_payment_id, o.provider, v_refund, least((p_quote->>'refundFees')::int, v_refund), p_reason
      from payment_orders o where o.booking_id = p_booking.id;
  end if;
  return v_refund_id;
end
$$;

create or replace function tk_cancel_booking(p_request json) returns json language plpgsql as $$
declare
  v_booking bookings;
  v_quote json;
  v_answer json;
begin
  -- 1. The booking, locked.
  select * into v_booking from bookings where id = p_request->>'bookingId' and uid = p_request->>'uid' for update;
  if v_booking.id is null then
    v_answer := tk_error('not-found', 'You have no booking ' || (p_request->>'bookingId') || '.');
  else
    -- 2. Its quote now.
    v_quote := tk_cancellation_quote(v_booking, 'attendee');
    if not (v_quote->'quote'->>'cancellable')::boolean then
      v_answer := tk_error('booking/not-cancellable', v_quote->'quote'->>'reason');
    elsif (v_quote->'quote'->'refund'->>'amount')::int <> (p_request->>'expectedRefund')::int then
      v_answer := tk_error('booking/refund-changed',
        'Cancelling now refunds ' || (v_quote->'quote'->'refund'->>'amount') || ' paise, not the ' || (p_request->>'expectedRefund') || ' you were shown.',
        jsonb_build_object('quote', v_quote->'quote'));
    else
      -- 3. Cancelled.
      v_answer := json_build_object('bookingId', v_booking.id, 'refundId', tk_cancel(v_booking, v_quote, 'cancelled-by-attendee'));
    end if;
  end if;
  update idempotency_keys set state = 'done', result = v_answer::text
    where uid = p_request->>'uid' and key = p_request->>'key';
  return v_answer;
end
$$;
