-- The waiting room's say on a group of holds: `<uid> <session id>` → the refusal (tk_error) of a
-- request for a high-demand session by an account without a live admission. Requests it does not
-- name pass. Read once per group, before the ticket types are locked.
--
-- A live admission: the account's place has been admitted (the mark passed it) and its turn has not
-- ended. It stays valid for any number of holds until the turn ends (the account limits cap the
-- tickets); after a booking the place no longer counts as buying (tk_queue_buying), so the next
-- place is let in. Past the turn's end: `queue/turn-expired`; never admitted: `queue/admission-required`.
create or replace function tk_hold_queue_refusals(p_requests json) returns jsonb language plpgsql stable as $$
declare
  v_session_ids text[] := array(select distinct x->>'sessionId' from json_array_elements(p_requests) x);
  v_uids text[] := array(select distinct x->>'uid' from json_array_elements(p_requests) x);
  v_settings jsonb;
  v_places jsonb;
begin
  v_settings := (
    select coalesce(jsonb_object_agg(h.session_id, jsonb_build_object('turnMinutes', h.turn_minutes)), '{}')
    from high_demand_sessions h where h.session_id = any(v_session_ids));
  if v_settings = '{}' then
    return '{}';
  end if;
  v_places := (
    select coalesce(jsonb_object_agg(p.uid || ' ' || p.session_id, jsonb_build_object('admittedAt', p.admitted_at)), '{}')
    from queue_places p where p.session_id = any(v_session_ids) and p.uid = any(v_uids));
  return (
    select coalesce(jsonb_object_agg(k.key, k.refusal), '{}') from (
      select distinct on (x->>'uid', x->>'sessionId') (x->>'uid') || ' ' || (x->>'sessionId') as key,
             case
               when v_places #>> array[(x->>'uid') || ' ' || (x->>'sessionId'), 'admittedAt'] is null then
                 tk_error('queue/admission-required', 'Tickets for this session are sold through its waiting room: join the queue and wait for your turn.')
               when (v_places #>> array[(x->>'uid') || ' ' || (x->>'sessionId'), 'admittedAt'])::timestamptz
                    + make_interval(mins => (v_settings #>> array[x->>'sessionId', 'turnMinutes'])::int) <= now() then
                 tk_error('queue/turn-expired', 'Your turn to buy has ended; join the queue again for a new place.')
             end as refusal
      from json_array_elements(p_requests) x
      where v_settings ? (x->>'sessionId')) k
    where k.refusal is not null);
end
$$;
