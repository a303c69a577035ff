-- These holds' items no longer held. Answers the tickets they held, by ticket type: { <ticket type
-- id>: <quantity>, … }.
--
-- One hold at a time, by the leading column of hold_items' primary key, which every plan answers
-- from the index. All of them at once (`hold_id = any(array)`) was planned once per connection and
-- kept: planned while hold_items held a few hundred rows, it scanned the whole table ever after,
-- in every round, as the table grew with every hold (PGlite never gathers statistics and plans
-- each statement once, pglite-worker.mjs; PostgreSQL keeps the plan it chose after a few calls).
create or replace function tk_free_hold_items(p_holds text[]) returns jsonb language plpgsql as $$
declare
  v_hold text;
  v_freed jsonb := '{}';
  r record;
begin
  foreach v_hold in array p_holds loop
    for r in update hold_items set active = false where hold_id = v_hold returning ticket_type_id, quantity loop
      v_freed := jsonb_set(v_freed, array[r.ticket_type_id], to_jsonb(coalesce((v_freed ->> r.ticket_type_id)::int, 0) + r.quantity));
    end loop;
  end loop;
  return v_freed;
end
$$;
