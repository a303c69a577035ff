-- The draw: at its on-sale, a session's pre-queue gets positions 1..N in the order of the places'
-- random draw keys. Runs once per session whatever the number of replicas or callers: the queues
-- row is locked and `drawn_at` checked under the lock. Sessions not due, or drawn, are left alone.
create or replace function tk_queue_draw(p_session_ids text[]) returns void language plpgsql as $$
declare
  v_due text[];
begin
  -- 1. The due sessions, locked in id order (two callers never deadlock).
  v_due := array(
    select q.session_id from queues q join high_demand_sessions h on h.session_id = q.session_id
    where q.session_id = any(p_session_ids) and q.drawn_at is null and h.on_sale_at <= now()
    order by q.session_id for update of q);
  if cardinality(v_due) = 0 then
    return;
  end if;
  -- 2. Positions in draw-key order (the uid breaks a tie of keys).
  update queue_places p set position = d.n
  from (select session_id, uid, row_number() over (partition by session_id order by draw_key, uid) as n
        from queue_places where session_id = any(v_due) and position is null) d
  where p.session_id = d.session_id and p.uid = d.uid;
  -- 3. Admission counts from the on-sale itself.
  update queues q set drawn_at = now(), moved_at = h.on_sale_at,
         joined = (select count(*) from queue_places p where p.session_id = q.session_id)
  from high_demand_sessions h
  where h.session_id = q.session_id and q.session_id = any(v_due);
end
$$;
