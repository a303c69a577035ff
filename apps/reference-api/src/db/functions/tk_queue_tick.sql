-- One admission tick, run by every API replica on a timer (src/queue/ticker.ts). Draws the sessions
-- whose on-sale has come, then moves each live queue's "admitted up to" mark:
--
--   credit  = admit_per_minute × the time since moved_at (whole places; the remainder carries over)
--   room    = the least of: credit; the places not yet admitted; max_buying − buying; and the
--             tickets left to hold (nothing left to hold admits nobody)
--
-- `buying`: places admitted whose turn is not over and whose account has made no booking for the
-- session since its admission (a booking ends the buying, even while the turn lasts).
-- A queue whose room was cut short (or that is paused) restarts its credit from now, so a pause or a
-- full house never banks a burst. A sold-out session (tk_session_sold_out) admits nobody and banks
-- nothing either; once tickets come back it admits again.
-- Each queues row is locked: a replica that finds it taken waits, then reads the row as the other
-- left it (moved_at moved on), so two tickers never count the same time twice. Joins take the same
-- lock briefly; waiting for them, rather than skipping, keeps admission moving during a burst.

-- Places of a session still buying (see above).
create or replace function tk_queue_buying(p_session_id text, p_turn_minutes int) returns int language sql stable as $$
  select count(*)::int from queue_places p
  where p.session_id = p_session_id and p.admitted_at > now() - make_interval(mins => p_turn_minutes)
    and not exists (select 1 from bookings b where b.uid = p.uid and b.session_id = p.session_id and b.created_at >= p.admitted_at)
$$;

create or replace function tk_queue_tick() returns void language plpgsql as $$
declare
  r record;
  v_credit int;
  v_room int;
  v_mark int;
begin
  -- 1. The draws that are due.
  perform tk_queue_draw(array(
    select q.session_id from queues q join high_demand_sessions h on h.session_id = q.session_id
    where q.drawn_at is null and h.on_sale_at <= now()));

  -- 2. Each live queue, locked.
  for r in
    select q.session_id, q.joined, q.admitted_to, q.moved_at, h.admit_per_minute, h.max_buying, h.turn_minutes, e.sale_state,
           tk_session_sold_out(q.session_id) as sold_out, t.holdable
    from queues q join high_demand_sessions h on h.session_id = q.session_id
         join sessions s on s.id = q.session_id join events e on e.id = s.event_id,
         lateral (select coalesce(sum(greatest(tt.capacity - tt.sold - coalesce(
                           (select sum(hi.quantity) from hold_items hi where hi.ticket_type_id = tt.id and hi.active and hi.expires_at > now()), 0), 0)), 0)::int as holdable
                  from ticket_types tt where tt.session_id = q.session_id) t
    where q.drawn_at is not null and s.starts_at > now()
    order by q.session_id
    for update of q
  loop
    if r.sold_out or r.sale_state <> 'on-sale' then
      update queues set moved_at = now() where session_id = r.session_id;
      continue;
    end if;
    v_credit := floor(r.admit_per_minute * extract(epoch from now() - r.moved_at) / 60)::int;
    if v_credit < 1 then
      continue;
    end if;
    v_room := greatest(least(v_credit, r.joined - r.admitted_to, r.max_buying - tk_queue_buying(r.session_id, r.turn_minutes), r.holdable), 0);
    v_mark := r.admitted_to + v_room;
    update queues set admitted_to = v_mark,
           moved_at = case when v_room = v_credit then moved_at + make_interval(secs => v_credit * 60.0 / r.admit_per_minute) else now() end
    where session_id = r.session_id;
    if v_room > 0 then
      update queue_places set admitted_at = now()
      where session_id = r.session_id and position > r.admitted_to and position <= v_mark;
    end if;
  end loop;
end
$$;
