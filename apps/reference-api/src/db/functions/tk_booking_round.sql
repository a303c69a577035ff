-- One round trip for everything that queued up, of the five kinds (src/db/booking-calls.ts):
-- holds, then idempotency claims, then bookings (a booking is sent only once its own claim has
-- answered, so the two never meet in one round), then payment orders attached to bookings, then
-- payment reports (a booking's order is attached only after its booking answered, and a payment
-- only exists for an order attached). Answers `[holds', claims', bookings', orders', payments']`.
create or replace function tk_booking_round(p_holds json, p_claims json, p_bookings json, p_orders json, p_payments json)
returns json language plpgsql as $$
declare
  v_holds json := '[]';
  v_claims json := '[]';
  v_bookings json := '[]';
  v_orders json := '[]';
  v_payments json := '[]';
begin
  -- Rounds take turns, on PostgreSQL as on PGlite's single connection: a round locks ticket types,
  -- users, holds and orders in the orders of its several steps (each step its own id order), so two
  -- rounds side by side could wait for each other in a circle. Each round is one set-based
  -- transaction, so taking turns costs one lock per group of requests.
  perform pg_advisory_xact_lock(hashtextextended('tk-booking-round', 0));
  if json_array_length(p_holds) > 0 then
    v_holds := tk_create_holds(p_holds);
  end if;
  if json_array_length(p_claims) > 0 then
    v_claims := tk_claim_idempotency_keys(p_claims);
  end if;
  if json_array_length(p_bookings) > 0 then
    v_bookings := tk_create_bookings(p_bookings);
  end if;
  if json_array_length(p_orders) > 0 then
    v_orders := tk_attach_orders(p_orders);
  end if;
  if json_array_length(p_payments) > 0 then
    v_payments := tk_apply_payments(p_payments);
  end if;
  return json_build_array(v_holds, v_claims, v_bookings, v_orders, v_payments);
end
$$;
