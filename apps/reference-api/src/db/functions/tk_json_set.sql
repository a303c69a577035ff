-- A JSON object (as text) with one key's value replaced, every key kept in its place: bookings
-- keep their answer as text so it reads back in the order it was built.
create or replace function tk_json_set(p_doc text, p_key text, p_value json) returns text language sql immutable as $$
  select json_object_agg(e.key, case when e.key = p_key then p_value else e.value end order by e.n)::text
  from json_each(p_doc::json) with ordinality as e(key, value, n)
$$;
