-- The money ledger is append-only: a movement of money, once written, is never changed or removed
-- (a correction is a new row). Reconciliation compares it with the provider's books.
create or replace function tk_money_ledger_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'money_ledger is append-only: % refused', tg_op;
end
$$;

create or replace trigger money_ledger_append_only before update or delete on money_ledger
  for each row execute function tk_money_ledger_append_only();
