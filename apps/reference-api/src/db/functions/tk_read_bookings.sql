-- Bookings by id, each for its owner only, as src/payments/booking-state.ts reads them: what was
-- booked (`details`), what changed since (tk_booking_state) and its tickets (tk_booking_tickets),
-- each as text. PL/pgSQL so that the read is planned once per connection, not at every call: on
-- PGlite planning a statement (it asks the emulated file system for each relation's size) costs
-- more than running it.
create or replace function tk_read_bookings(p_ids text[], p_uids text[])
returns table (id text, uid text, details text, state text, tickets text) language plpgsql stable
-- The plan is made once, maybe while there are few bookings; without a table scan it looks them up
-- by key however many there are later.
set enable_seqscan = off as $$
begin
  return query
    select b.id, b.uid, b.details, tk_booking_state(b.id)::text, tk_booking_tickets(b.id)::text
    from unnest(p_ids, p_uids) as k(id, uid)
    join bookings b on b.id = k.id and b.uid = k.uid and b.id = any(p_ids);
end
$$;
