-- The per-account limits of a group of holds: `<uid> <event id>` → what the account already has
-- for the event (tickets held and booked, active holds, whether it is cooling down), read once per
-- group after the accounts are locked, so two holds of one account never both pass a limit.
create or replace function tk_hold_account_limits(p_requests json) returns jsonb language plpgsql as $$
begin
  return '{}';
end
$$;

-- Why this hold would break its account's limits (tk_error), or null. `p_limits` is
-- tk_hold_account_limits' entry with what the requests before this one took.
create or replace function tk_hold_account_refusal(p_limits jsonb, p_tickets int) returns json language plpgsql stable as $$
begin
  return null;
end
$$;

-- The entry after a hold of `p_tickets` passed, for the requests after it.
create or replace function tk_hold_account_took(p_limits jsonb, p_tickets int) returns jsonb language plpgsql stable as $$
begin
  return p_limits;
end
$$;
