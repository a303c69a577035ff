-- The convenience fee: 2.5% of the subtotal, rounded to the paisa (halves up). The same model as
-- packages/contract/src/pricing.ts, which src/booking-amounts.test.ts holds this to.
create or replace function tk_fee(subtotal int) returns int language sql immutable as $$
  select round(subtotal * 25 / 1000.0)::int
$$;
