-- Times are answered in India Standard Time with an explicit offset.
create or replace function tk_iso(t timestamptz) returns text language sql stable as $$
  select to_char(t at time zone 'Asia/Kolkata', 'YYYY-MM-DD"T"HH24:MI:SS') || '+05:30'
$$;
