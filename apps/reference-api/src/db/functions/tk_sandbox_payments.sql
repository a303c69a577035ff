-- The sandbox provider's payment attempts (src/payments/sandbox/books.ts insertPayments) and the
-- webhooks they owe, in one statement: each attempt is on an order not paid yet, as its webhooks
-- were written from it (p_seen_attempts: no attempt was taken since); the order's attempt counted
-- (paid when captured), the payment recorded, and its webhook copies recorded with it, so that none
-- is owed for a payment the books lack, nor lost once the payer was answered. Answers the ids of the
-- payments recorded, the ids of their copies' deliveries (in the order given, the copies of the
-- others left out), and the orders of the others as they are now, which the caller writes the
-- webhooks again from.
-- PL/pgSQL so that the statements are planned once per connection, not at every call: on PGlite
-- planning them costs more than running them.
create or replace function tk_sandbox_payments(
  p_ids text[], p_order_ids text[], p_seen_attempts int[], p_statuses text[], p_methods text[], p_error_codes text[],
  p_error_descriptions text[], p_webhook_urls text[], p_capture_ms int[], p_created_at timestamptz[],
  -- The webhook copies, each with the attempt it is owed for (its position in p_ids, from 1).
  p_owed_by int[], p_event_ids text[], p_events text[], p_urls text[], p_bodies text[], p_owed_statuses text[], p_due_ms int[]
) returns table (made text[], deliveries bigint[], orders json) language plpgsql
-- The plan is made once, maybe while the sandbox has few orders; without a table scan it looks
-- the round's orders up by key however many there are later.
set enable_seqscan = off as $$
declare
  v_made text[];
begin
  -- 1. The payments, on orders as they were seen.
  with r as (
    select * from unnest(p_ids, p_order_ids, p_seen_attempts, p_statuses, p_methods, p_error_codes, p_error_descriptions, p_webhook_urls, p_capture_ms, p_created_at)
      as t(pay_id, order_id, seen_attempts, status, method, error_code, error_description, webhook_url, capture_ms, created_at)
  ), so as (
    update sandbox_orders so set attempts = so.attempts + 1,
      status = case when r.status = 'captured' then 'paid' else 'attempted' end,
      amount_paid = so.amount_paid + case when r.status = 'captured' then so.amount else 0 end
    -- The orders by their ids as well: joined on r alone, the join may be planned as a scan of
    -- every order the sandbox ever took.
    from r where so.id = r.order_id and so.id = any(p_order_ids) and so.status <> 'paid' and so.attempts = r.seen_attempts
    returning so.id, so.amount, so.currency
  ), sp as (
    insert into sandbox_payments (id, order_id, amount, currency, status, method, error_code, error_description, webhook_url, capture_at, created_at)
    select r.pay_id, so.id, so.amount, so.currency, r.status, r.method, r.error_code, r.error_description, r.webhook_url,
      now() + r.capture_ms * interval '1 millisecond', r.created_at
    from so join r on r.order_id = so.id
    returning sandbox_payments.id
  )
  select coalesce(array_agg(sp.id), '{}') into v_made from sp;

  -- 2. The webhooks of the payments recorded (all of them, unless an order was paid or changed).
  if cardinality(v_made) < cardinality(p_ids) then
    select array_agg(t.e order by t.n), array_agg(t.ev order by t.n), array_agg(t.u order by t.n),
      array_agg(t.b order by t.n), array_agg(t.s order by t.n), array_agg(t.d order by t.n)
    into p_event_ids, p_events, p_urls, p_bodies, p_owed_statuses, p_due_ms
    from unnest(p_owed_by, p_event_ids, p_events, p_urls, p_bodies, p_owed_statuses, p_due_ms) with ordinality as t(k, e, ev, u, b, s, d, n)
    where p_ids[t.k] = any(v_made);
  end if;

  -- 3. The answer, with the orders of the payments not recorded as they are now.
  return query
    select v_made,
      array(select tk_sandbox_owe_webhooks(p_event_ids, p_events, p_urls, p_bodies, p_owed_statuses, p_due_ms)),
      case when cardinality(v_made) < cardinality(p_ids) then (
        select json_agg(so) from (
          select id, amount, currency, receipt, notes, status, attempts, amount_paid, to_json(created_at) #>> '{}' as created_at
          from sandbox_orders where id = any(p_order_ids)
        ) so
      ) end;
end
$$;
