-- An organiser cancels a session: its ticket sales close, every confirmed booking is cancelled with
-- everything paid refunded (fees included, `cancelled-by-organiser`), free and company-paid ones
-- without money, and bookings still waiting for their payment are cancelled (a payment captured
-- for one later is refunded in full by tk_apply_payments). Each cancelled booking keeps the organiser's
-- reason, shown with it to its buyer. Answers the refund ids to send.
create or replace function tk_cancel_session(p_session_id text, p_reason text) returns json language plpgsql as $$
declare
  v_booking bookings;
  v_refund_id text;
  v_refunds text[] := '{}';
begin
  update ticket_types set sales_end_at = least(sales_end_at, now()) where session_id = p_session_id;
  for v_booking in
    select * from bookings where session_id = p_session_id and status in ('confirmed', 'payment-pending', 'payment-failed')
    order by id for update
  loop
    if v_booking.status = 'confirmed' then
      v_refund_id := tk_cancel(v_booking, tk_cancellation_quote(v_booking, 'organiser'), 'cancelled-by-organiser');
      if v_refund_id is not null then
        v_refunds := v_refunds || v_refund_id;
      end if;
    else
      update bookings set status = 'cancelled' where id = v_booking.id;
      update hold_items set active = false where hold_id = v_booking.hold_id and active;
      perform tk_return_points(array[v_booking.id]);
    end if;
    update bookings set cancelled_by = 'organiser', cancellation_reason = p_reason where id = v_booking.id;
  end loop;
  return to_json(v_refunds);
end
$$;
