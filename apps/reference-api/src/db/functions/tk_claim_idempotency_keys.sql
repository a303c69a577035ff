-- Claims the idempotency key of each booking request in a group, in order: claimed | replay
-- (with the stored answer) | mismatch (the key came with another body) | in-progress. Keys are
-- kept 24 hours; a claim abandoned by a request that died is taken over once its lock lapses.
-- Claims are keyed writes with nothing to share between requests, so each is handled on its own.
create or replace function tk_claim_idempotency(p_uid text, p_key text, p_hash text, p_lock_seconds int)
returns json language plpgsql as $$
declare
  v_row record;
begin
  insert into idempotency_keys (uid, key, request_hash, state, locked_until)
    values (p_uid, p_key, p_hash, 'in-progress', now() + make_interval(secs => p_lock_seconds))
    on conflict (uid, key) do nothing;
  if found then
    return json_build_object('outcome', 'claimed');
  end if;
  select * into v_row from idempotency_keys where uid = p_uid and key = p_key for update;
  if v_row.created_at < now() - interval '24 hours'
     or (v_row.state = 'in-progress' and v_row.locked_until < now()) then
    update idempotency_keys
      set request_hash = p_hash, state = 'in-progress', result = null,
          locked_until = now() + make_interval(secs => p_lock_seconds), created_at = now()
      where uid = p_uid and key = p_key;
    return json_build_object('outcome', 'claimed');
  end if;
  if v_row.request_hash <> p_hash then
    return json_build_object('outcome', 'mismatch');
  end if;
  if v_row.state = 'in-progress' then
    return json_build_object('outcome', 'in-progress');
  end if;
  return json_build_object('outcome', 'replay', 'result', v_row.result);
end
$$;

-- [ClaimCall, …] as src/db/booking-calls.ts sends them → their outcomes, in order: each claim
-- sees the ones before it (the same key twice in a group: claimed, then in-progress).
create or replace function tk_claim_idempotency_keys(p_requests json) returns json language plpgsql as $$
declare
  c record;
  v_out json[] := '{}';
begin
  for c in
    select x.* from json_array_elements(p_requests) with ordinality as e(v, n),
                    json_to_record(e.v) as x(uid text, key text, hash text, "lockSeconds" int)
    order by e.n
  loop
    v_out := v_out || tk_claim_idempotency(c.uid, c.key, c.hash, c."lockSeconds");
  end loop;
  return array_to_json(v_out);
end
$$;
