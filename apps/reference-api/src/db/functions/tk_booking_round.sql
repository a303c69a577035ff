-- One round trip for everything that queued up, of the three kinds (src/db/booking-calls.ts):
-- holds, then idempotency claims, then bookings (a booking is sent only once its own claim has
-- answered, so the two never meet in one round). Answers `[holds' answers, claims', bookings']`.
create or replace function tk_booking_round(p_holds json, p_claims json, p_bookings json) returns json language plpgsql as $$
declare
  v_holds json := '[]';
  v_claims json := '[]';
  v_bookings json := '[]';
begin
  if json_array_length(p_holds) > 0 then
    v_holds := tk_create_holds(p_holds);
  end if;
  if json_array_length(p_claims) > 0 then
    v_claims := tk_claim_idempotency_keys(p_claims);
  end if;
  if json_array_length(p_bookings) > 0 then
    v_bookings := tk_create_bookings(p_bookings);
  end if;
  return json_build_array(v_holds, v_claims, v_bookings);
end
$$;
