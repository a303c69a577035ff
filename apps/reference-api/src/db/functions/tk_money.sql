create or replace function tk_money(amount int) returns json language sql immutable as $$
  select json_build_object('amount', amount, 'currency', 'INR')
$$;
