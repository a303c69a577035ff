-- A round's bookings, each carrying its idempotency claim (a booking request is a claim request
-- too: uid, key, hash, lockSeconds). The claims go first, in order, so the same key twice in a
-- round is claimed, then in-progress; only the claimed requests are booked. Both are in the
-- round's transaction: a round that fails takes its claims back with its bookings, and a key is
-- never left in-progress by a booking that recorded nothing. Answers `[claims', bookings']`: each
-- request's claim outcome, and tk_create_bookings' answers for the claimed ones, in order
-- (src/db/booking-calls.ts pairs them up: the database thread is the busy one).
create or replace function tk_claim_and_create_bookings(p_requests json) returns json language plpgsql as $$
declare
  v_claims json;
  v_claimed json := p_requests;
  v_booked json := '[]';
begin
  v_claims := tk_claim_idempotency_keys(p_requests);
  if exists (select from json_array_elements(v_claims) c where c->>'outcome' <> 'claimed') then
    select coalesce(json_agg(x.request order by x.n), '[]') into v_claimed
      from rows from (json_array_elements(p_requests), json_array_elements(v_claims)) with ordinality as x(request, claim, n)
      where x.claim->>'outcome' = 'claimed';
  end if;
  if json_array_length(v_claimed) > 0 then
    v_booked := tk_create_bookings(v_claimed);
  end if;
  return json_build_array(v_claims, v_booked);
end
$$;

-- One round trip for everything that queued up, of the five kinds (src/db/booking-calls.ts):
-- holds, then idempotency claims (of the writes other than bookings), then bookings with their
-- own claims, then payment orders attached to bookings, then payment reports (a booking's order
-- is attached only after its booking answered, and a payment only exists for an order attached).
-- Answers `[holds', claims', [bookings' claims', bookings'], orders', payments']`.
create or replace function tk_booking_round(p_holds json, p_claims json, p_bookings json, p_orders json, p_payments json)
returns json language plpgsql as $$
declare
  v_holds json := '[]';
  v_claims json := '[]';
  v_bookings json := '[]';
  v_orders json := '[]';
  v_payments json := '[]';
  v_hold_reads jsonb;
begin
  -- What the holds are checked against that only their own accounts decide is read before the
  -- turn (tk_hold_reads): the account limits, the round's largest read, lock the accounts they
  -- count, and that lock, not the turn, is what keeps two rounds from both passing one account's
  -- cap. Accounts are locked only here and always before the turn, so no round waits for one while
  -- it holds the turn, and a round waiting for the turn never holds what the turn's holder wants.
  if json_array_length(p_holds) > 0 then
    v_hold_reads := tk_hold_reads(p_holds);
  end if;
  -- Rounds take turns, on PostgreSQL as on PGlite's single connection: a round locks ticket types,
  -- users, holds and orders in the orders of its several steps (each step its own id order), so two
  -- rounds side by side could wait for each other in a circle. Each round is one set-based
  -- transaction, so taking turns costs one lock per group of requests.
  perform pg_advisory_xact_lock(hashtextextended('tk-booking-round', 0));
  if json_array_length(p_holds) > 0 then
    v_holds := tk_create_holds(p_holds, v_hold_reads);
  end if;
  if json_array_length(p_claims) > 0 then
    v_claims := tk_claim_idempotency_keys(p_claims);
  end if;
  if json_array_length(p_bookings) > 0 then
    v_bookings := tk_claim_and_create_bookings(p_bookings);
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
