-- A host sells one session of their event (p_session_id) or every upcoming one (null) through a
-- waiting room with these settings (contract HighDemandSettingsSchema), and caps each account's
-- tickets for the event at settings.ticketsPerAccount. Only before the on-sale: a session whose
-- on-sale has come is `queue/not-editable` (its draw may be under way), and so is a change of the
-- cap while any session of the event is on sale (the cap is the event's: it would move mid-sale for
-- that session's buyers). A queue already open keeps its places. Answers every high-demand session of the event with its settings, or a refusal.
create or replace function tk_set_high_demand(p_event_id text, p_session_id text, p_settings json) returns json language plpgsql as $$
declare
  v_targets text[];
  v_started text;
  v_cap int := (p_settings->>'ticketsPerAccount')::int;
begin
  -- 1. The sessions it applies to, and the ones already set, locked.
  v_targets := array(select s.id from sessions s where s.event_id = p_event_id and s.starts_at > now()
                     and (p_session_id is null or s.id = p_session_id) order by s.id);
  if cardinality(v_targets) = 0 then
    return case when p_session_id is null then tk_error('not-found', 'This event has no upcoming session to sell.')
                else tk_error('not-found', 'This event has no upcoming session ' || p_session_id || '.') end;
  end if;
  v_started := (select min(session_id) from (
    select h.session_id from high_demand_sessions h where h.session_id = any(v_targets) and h.on_sale_at <= now()
    order by h.session_id for update) x);
  if v_started is not null then
    return tk_error('queue/not-editable', 'The on-sale of session ' || v_started || ' has started; its waiting room can no longer change.');
  end if;
  -- An on-sale when no ticket type of a session is on sale would admit people who cannot hold.
  v_started := (select min(t) from unnest(v_targets) t where not exists (
    select 1 from ticket_types tt where tt.session_id = t
      and tt.sales_start_at <= (p_settings->>'onSaleAt')::timestamptz and (p_settings->>'onSaleAt')::timestamptz < tt.sales_end_at));
  if v_started is not null then
    return tk_error('validation/invalid-body', 'Some fields of the body are not valid.', jsonb_build_object('errors', jsonb_build_array(jsonb_build_object(
      'path', 'settings.onSaleAt', 'message', 'No ticket type of session ' || v_started || ' is on sale at the on-sale time; choose a time within its sales window.'))));
  end if;
  perform 1 from events where id = p_event_id for update;
  v_started := (select min(h.session_id) from high_demand_sessions h join sessions s on s.id = h.session_id
                where s.event_id = p_event_id and h.on_sale_at <= now()
                  and v_cap is distinct from (select e.tickets_per_account from events e where e.id = p_event_id));
  if v_started is not null then
    return tk_error('queue/not-editable', 'The on-sale of session ' || v_started || ' has started; the event''s ticket cap can no longer change.');
  end if;

  -- 2. Write the settings, a queue for each new one, and the event's cap.
  insert into high_demand_sessions (session_id, on_sale_at, queue_opens_at, admit_per_minute, max_buying, turn_minutes)
    select t, (p_settings->>'onSaleAt')::timestamptz, (p_settings->>'queueOpensAt')::timestamptz, (p_settings->>'admitPerMinute')::int,
           (p_settings->>'maxBuying')::int, (p_settings->>'turnMinutes')::int
    from unnest(v_targets) t
  on conflict (session_id) do update set on_sale_at = excluded.on_sale_at, queue_opens_at = excluded.queue_opens_at,
    admit_per_minute = excluded.admit_per_minute, max_buying = excluded.max_buying, turn_minutes = excluded.turn_minutes;
  insert into queues (session_id) select t from unnest(v_targets) t on conflict (session_id) do nothing;
  update events set tickets_per_account = v_cap where id = p_event_id;

  -- 3. The event's waiting rooms now, each with the event's cap.
  return json_build_object('items', coalesce((
    select json_agg(json_build_object('sessionId', h.session_id, 'settings', json_build_object(
             'onSaleAt', tk_iso(h.on_sale_at), 'queueOpensAt', tk_iso(h.queue_opens_at), 'admitPerMinute', h.admit_per_minute,
             'maxBuying', h.max_buying, 'turnMinutes', h.turn_minutes, 'ticketsPerAccount', v_cap)) order by s.starts_at, s.id)
    from high_demand_sessions h join sessions s on s.id = h.session_id where s.event_id = p_event_id), '[]'));
end
$$;
