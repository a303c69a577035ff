-- Stable, as json_build_object is: a function declared immutable whose body is not is never
-- inlined, and this one is called for every amount of every booking and document.
create or replace function tk_money(amount int) returns json language sql stable as $$
  select json_build_object('amount', amount, 'currency', 'INR')
$$;
