-- These holds' items no longer held. Answers the tickets they held, by ticket type: { <ticket type
-- id>: <quantity>, … }.
--
-- One hold at a time, by the leading column of hold_items' primary key, which every plan answers
-- from the index. All of them at once (`hold_id = any(array)`) is planned once per connection and
-- kept until the table's statistics change: PostgreSQL chose, at the sixth call, while hold_items
-- held a few hundred rows, a scan of the whole table, and made it in every round after as the table
-- grew with every hold (hold-items-scans-postgres.test.ts). PGlite plans each statement at its
-- first call and never gathers statistics (pglite-worker.mjs), so nothing would ever replace it.
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
