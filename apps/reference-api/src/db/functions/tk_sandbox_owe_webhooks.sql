-- The webhook deliveries the sandbox provider owes (src/payments/sandbox/deliveries.ts), one row per
-- copy, signed body and all, in the order given: answers their ids in that order. Every owed webhook
-- is written here, by the statement that records what it reports (tk_sandbox_payments) or after it
-- (captures and refunds). `held` copies wait for a test to release them; `scheduled` ones are taken
-- over by a restarted sandbox once due (p_due_ms: the planned delay and the sending process's lease).
create or replace function tk_sandbox_owe_webhooks(
  p_event_ids text[], p_events text[], p_urls text[], p_bodies text[], p_statuses text[], p_due_ms int[]
) returns setof bigint language plpgsql as $$
begin
  return query
    with owed as (
      insert into sandbox_webhook_deliveries (event_id, event, url, body, status, due_at)
      select e, ev, u, b, s, now() + d * interval '1 millisecond'
      from unnest(p_event_ids, p_events, p_urls, p_bodies, p_statuses, p_due_ms) with ordinality as t(e, ev, u, b, s, d, n)
      order by n
      returning id
    )
    -- Ids are taken in the order the rows are inserted.
    select id from owed order by id;
end
$$;
