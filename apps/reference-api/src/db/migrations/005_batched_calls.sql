-- Batched forms of the three booking calls. PGlite runs one statement at a time on one
-- connection, and each round trip costs about as much as the booking logic itself, so the API
-- sends the requests that queued up while the previous call ran as one call. Each request is
-- still handled by the same function, one after another, exactly as if sent alone: each sees
-- what the requests before it wrote. The answers come back as a JSON array in request order.

create or replace function tk_create_holds(p_requests json) returns json language plpgsql as $$
declare
  v_out json[] := '{}';
  r json;
begin
  for r in select value from json_array_elements(p_requests) with ordinality as e(value, n) order by n loop
    v_out := v_out || tk_create_hold(
      r->>'id', r->>'uid', r->>'email', (r->>'emailVerified')::boolean, r->>'sessionId',
      array(select t.value from json_array_elements_text(r->'ticketTypeIds') with ordinality as t(value, n) order by t.n),
      array(select q.value::int from json_array_elements_text(r->'quantities') with ordinality as q(value, n) order by q.n),
      r->>'companySlug', (r->>'ttlSeconds')::int, (r->>'maxPerOrder')::int);
  end loop;
  return array_to_json(v_out);
end
$$;

create or replace function tk_claim_idempotency_keys(p_requests json) returns json language plpgsql as $$
declare
  v_out json[] := '{}';
  r json;
begin
  for r in select value from json_array_elements(p_requests) with ordinality as e(value, n) order by n loop
    v_out := v_out || tk_claim_idempotency(r->>'uid', r->>'key', r->>'hash', (r->>'lockSeconds')::int);
  end loop;
  return array_to_json(v_out);
end
$$;

create or replace function tk_create_bookings(p_requests json) returns json language plpgsql as $$
declare
  v_out json[] := '{}';
  r json;
begin
  for r in select value from json_array_elements(p_requests) with ordinality as e(value, n) order by n loop
    v_out := v_out || tk_create_booking(
      r->>'id', r->>'uid', r->>'holdId', r->'attendee', r->>'promoCode', coalesce((r->>'redeemPoints')::int, 0),
      r->>'qrPayload', r->>'key');
  end loop;
  return array_to_json(v_out);
end
$$;
