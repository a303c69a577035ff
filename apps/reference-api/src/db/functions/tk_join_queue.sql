-- Places in waiting rooms for a group of joins ([{ uid, sessionId, drawKey }, …] in arrival order,
-- as src/queue/join-calls.ts sends them), answered in order: each the place, or a refusal (tk_error).
-- An account has one place per session: joining again (another tab, another device, a retry)
-- answers the same place; only a place whose turn is over is given a new one at the back.
--
--   1. Read the sessions the group names with their on-sale settings; draw the due ones
--      (tk_queue_draw), so a join after the on-sale always comes after the pre-queue; lock their
--      queues rows in id order, and read the places the group's accounts already have.
--   2. Answer each request in order: refused, its existing place, or a new one (before the draw
--      without a position; after it the next position, in arrival order).
--   3. Write the new places, the re-placed ones and each queue's count, one statement each.

-- Session id → { eventId, saleState, startedAt, settings…, joined, admittedTo, drawn, soldOut, cap }
-- for the sessions of a group, read after their queues rows are locked.
create or replace function tk_queue_sessions(p_session_ids text[]) returns jsonb language plpgsql as $$
begin
  perform 1 from queues where session_id = any(p_session_ids) order by session_id for update;
  return (
    select coalesce(jsonb_object_agg(s.id, jsonb_build_object(
             'eventId', e.id, 'saleState', e.sale_state, 'startedAt', case when s.starts_at <= now() then tk_iso(s.starts_at) end,
             'highDemand', h.session_id is not null, 'onSaleAt', tk_iso(h.on_sale_at), 'queueOpensAt', tk_iso(h.queue_opens_at),
             'open', h.queue_opens_at <= now(), 'turnMinutes', h.turn_minutes, 'admitPerMinute', h.admit_per_minute,
             'cap', e.tickets_per_account,
             'drawn', q.drawn_at is not null, 'joined', q.joined, 'admittedTo', q.admitted_to,
             'soldOut', tk_session_sold_out(s.id))), '{}')
    from sessions s join events e on e.id = s.event_id
         left join high_demand_sessions h on h.session_id = s.id left join queues q on q.session_id = s.id
    where s.id = any(p_session_ids) and e.company_slug is null);
end
$$;

-- Why an account cannot join this session's queue now, or null.
create or replace function tk_join_refusal(p_session_id text, p_session jsonb) returns json language sql stable as $$
  select case
    when p_session is null then
      tk_error('not-found', 'There is no session ' || p_session_id || '.')
    when not (p_session->>'highDemand')::boolean then
      tk_error('not-found', 'Session ' || p_session_id || ' has no waiting room; hold its tickets directly.')
    when p_session->>'saleState' <> 'on-sale' then
      tk_sales_closed(p_session->>'saleState')
    when p_session->>'startedAt' is not null then
      tk_error('booking/session-past', 'This session started at ' || (p_session->>'startedAt') || '.')
    when not (p_session->>'open')::boolean then
      tk_error('queue/not-open', 'The queue opens at ' || (p_session->>'queueOpensAt') || '.', jsonb_build_object('queueOpensAt', p_session->>'queueOpensAt'))
  end
$$;

create or replace function tk_join_queue(p_requests json) returns json language plpgsql as $$
declare
  v_session_ids text[] := array(select distinct x->>'sessionId' from json_array_elements(p_requests) x);
  v_uids text[] := array(select distinct x->>'uid' from json_array_elements(p_requests) x);
  v_sessions jsonb;
  v_places jsonb;
  v_session jsonb;
  v_place jsonb;
  v_key text;
  v_refusal json;
  v_position int;
  r record;
  v_new queue_places[] := '{}';
  v_moved queue_places[] := '{}';
  v_row queue_places;
  v_answers json[] := '{}';
begin
  -- 1. Read the group.
  perform tk_queue_draw(v_session_ids);
  v_sessions := tk_queue_sessions(v_session_ids);
  v_places := (
    select coalesce(jsonb_object_agg(p.uid || ' ' || p.session_id, jsonb_build_object(
             'position', p.position, 'admittedAt', tk_iso(p.admitted_at),
             'over', p.admitted_at is not null and p.admitted_at + make_interval(mins => h.turn_minutes) <= now())), '{}')
    from queue_places p join high_demand_sessions h on h.session_id = p.session_id
    where p.session_id = any(v_session_ids) and p.uid = any(v_uids));

  -- 2. Answer each request in order.
  for r in select e.n, x.uid, x."sessionId" as session_id, x."drawKey" as draw_key
           from json_array_elements(p_requests) with ordinality as e(v, n),
                json_to_record(e.v) as x(uid text, "sessionId" text, "drawKey" text)
           order by e.n loop
    v_session := v_sessions -> r.session_id;
    v_refusal := tk_join_refusal(r.session_id, v_session);
    if v_refusal is not null then
      v_answers := v_answers || v_refusal;
      continue;
    end if;
    v_key := r.uid || ' ' || r.session_id;
    v_place := v_places -> v_key;
    if v_place is null or (v_place->>'over')::boolean then
      v_position := null;
      if (v_session->>'drawn')::boolean then
        v_position := (v_session->>'joined')::int + 1;
        v_session := jsonb_set(v_session, '{joined}', to_jsonb(v_position));
      else
        v_session := jsonb_set(v_session, '{joined}', to_jsonb((v_session->>'joined')::int + 1));
      end if;
      v_sessions := jsonb_set(v_sessions, array[r.session_id], v_session);
      v_row := null;
      v_row.session_id := r.session_id;
      v_row.uid := r.uid;
      v_row.draw_key := r.draw_key;
      v_row.position := v_position;
      if v_place is null then v_new := v_new || v_row; else v_moved := v_moved || v_row; end if;
      v_place := jsonb_build_object('position', v_position, 'admittedAt', null, 'over', false);
      v_places := jsonb_set(v_places, array[v_key], v_place);
    end if;
    v_answers := v_answers || json_build_object(
      'queue', json_build_object('sessionId', r.session_id, 'eventId', v_session->>'eventId', 'onSaleAt', v_session->>'onSaleAt',
        'admitPerMinute', (v_session->>'admitPerMinute')::int, 'turnMinutes', (v_session->>'turnMinutes')::int,
        'saleState', v_session->>'saleState', 'drawn', (v_session->>'drawn')::boolean,
        'admittedTo', (v_session->>'admittedTo')::int, 'soldOut', (v_session->>'soldOut')::boolean),
      'position', (v_place->>'position')::int, 'admittedAt', v_place->>'admittedAt',
      'ticketsLeft', greatest((v_session->>'cap')::int - tk_account_tickets(r.uid, v_session->>'eventId'), 0));
  end loop;

  -- 3. Write.
  insert into queue_places (session_id, uid, draw_key, position)
    select n.session_id, n.uid, n.draw_key, n.position from unnest(v_new) n;
  -- A place whose turn is over goes to the back, as a new arrival.
  update queue_places p set position = m.position, draw_key = m.draw_key, joined_at = now(), admitted_at = null
    from unnest(v_moved) m where p.session_id = m.session_id and p.uid = m.uid;
  update queues q set joined = (v_sessions #>> array[q.session_id, 'joined'])::int
    where q.session_id = any(v_session_ids) and v_sessions ? q.session_id
      and q.joined <> (v_sessions #>> array[q.session_id, 'joined'])::int;
  return array_to_json(v_answers);
end
$$;
