-- The waiting room's say on a group of holds: `<uid> <session id>` → the refusal (tk_error) of a
-- request for a high-demand session by an account without a live admission. Requests it does not
-- name pass. Read once per group, before the ticket types are locked.
create or replace function tk_hold_queue_refusals(p_requests json) returns jsonb language plpgsql stable as $$
begin
  return '{}';
end
$$;
