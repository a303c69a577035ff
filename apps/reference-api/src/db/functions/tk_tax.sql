-- GST: 18% of the convenience fee, rounded to the paisa (halves up).
create or replace function tk_tax(fee int) returns int language sql immutable as $$
  select round(fee * 18 / 100.0)::int
$$;
