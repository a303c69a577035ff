-- The entitlement period is the calendar month in India Standard Time.
create or replace function tk_month_start() returns timestamptz language sql stable as $$
  select date_trunc('month', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata'
$$;
