-- The tickets of these holds sold: their items no longer held (tk_free_hold_items), their
-- quantities added to their ticket types' sold counts, the ticket types locked in id order as every
-- step that locks them takes them. Each ticket type by its key, for the reason tk_free_hold_items gives.
create or replace function tk_sell_hold_items(p_holds text[]) returns void language plpgsql as $$
declare
  r record;
begin
  for r in select key as id, value::int as quantity from jsonb_each_text(tk_free_hold_items(p_holds)) order by key loop
    update ticket_types set sold = sold + r.quantity where id = r.id;
  end loop;
end
$$;
