-- Attaches the provider's order to each payment-pending booking of a group ([OrderCall, …] as
-- src/db/booking-calls.ts sends them), answered in order: the booking's order as it now stands
-- (tk_booking_state). A booking keeps the first order attached to it: a retried request that created
-- a second order at the provider gets the first one back, and the second is never paid.
create or replace function tk_attach_orders(p_requests json) returns json language plpgsql as $$
begin
  insert into payment_orders (id, provider, booking_id, amount, currency)
    select x."orderId", x.provider, x."bookingId", x.amount, x.currency
    from json_to_recordset(p_requests) as x("bookingId" text, "orderId" text, provider text, amount int, currency text)
    on conflict (booking_id) do nothing;
  return (
    select coalesce(json_agg(tk_booking_state(x.id) order by x.n), '[]')
    from json_array_elements(p_requests) with ordinality as e(v, n), lateral (select e.v->>'bookingId' as id, e.n) x);
end
$$;
