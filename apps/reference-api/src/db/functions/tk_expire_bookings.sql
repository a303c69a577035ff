-- Marks the bookings that waited for their payment past pay_by `expired` (they already read so,
-- tk_booking_status), frees their hold's items and gives back the points they redeemed. Answers how
-- many. A payment captured later still lands (tk_apply_payments): confirmed if the tickets are free.
create or replace function tk_expire_bookings() returns int language plpgsql as $$
declare
  v_ids text[];
  v_holds text[];
begin
  with gone as (
    update bookings set status = 'expired'
    where status in ('payment-pending', 'payment-failed') and pay_by <= now()
    returning id, hold_id)
  select coalesce(array_agg(id), '{}'), coalesce(array_agg(hold_id), '{}') into v_ids, v_holds from gone;
  if cardinality(v_ids) > 0 then
    perform tk_free_hold_items(v_holds);
    perform tk_return_points(v_ids);
  end if;
  return cardinality(v_ids);
end
$$;
