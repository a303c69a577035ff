-- The sandbox provider's payment attempts (src/payments/sandbox/books.ts insertPayments), each on
-- an order not paid yet, in one statement: the order's attempt counted (paid when captured), the
-- payment recorded; answers each as { o: order row, p: payment row } (timestamps as ISO text).
-- PL/pgSQL so that the statement is planned once per connection, not at every call: on PGlite
-- planning it costs more than running it.
create or replace function tk_sandbox_payments(
  p_ids text[], p_order_ids text[], p_statuses text[], p_methods text[], p_error_codes text[],
  p_error_descriptions text[], p_webhook_urls text[], p_capture_ms int[]
) returns table (o json, p json) language plpgsql
-- The plan is made once, maybe while the sandbox has few orders; without a table scan it looks
-- the round's orders up by key however many there are later.
set enable_seqscan = off as $$
begin
  return query
    with r as (
      select * from unnest(p_ids, p_order_ids, p_statuses, p_methods, p_error_codes, p_error_descriptions, p_webhook_urls, p_capture_ms)
        as t(pay_id, order_id, status, method, error_code, error_description, webhook_url, capture_ms)
    ), so as (
      update sandbox_orders so set attempts = so.attempts + 1,
        status = case when r.status = 'captured' then 'paid' else 'attempted' end,
        amount_paid = so.amount_paid + case when r.status = 'captured' then so.amount else 0 end
      -- The orders by their ids as well: joined on r alone, the join may be planned as a scan of
      -- every order the sandbox ever took.
      from r where so.id = r.order_id and so.id = any(p_order_ids) and so.status <> 'paid'
      returning so.id, so.amount, so.currency, so.receipt, so.notes, so.status, so.attempts, so.amount_paid, to_json(so.created_at) #>> '{}' as created_at
    ), sp as (
      insert into sandbox_payments (id, order_id, amount, currency, status, method, error_code, error_description, webhook_url, capture_at)
      select r.pay_id, so.id, so.amount, so.currency, r.status, r.method, r.error_code, r.error_description, r.webhook_url, now() + r.capture_ms * interval '1 millisecond'
      from so join r on r.order_id = so.id
      returning sandbox_payments.id, sandbox_payments.order_id, sandbox_payments.amount, sandbox_payments.currency, sandbox_payments.status,
        sandbox_payments.method, sandbox_payments.amount_refunded, sandbox_payments.error_code, sandbox_payments.error_description,
        sandbox_payments.webhook_url, to_json(sandbox_payments.created_at) #>> '{}' as created_at
    )
    select row_to_json(so), row_to_json(sp) from so join sp on sp.order_id = so.id;
end
$$;
