-- Issues the GST tax invoice of each newly paid booking: the next number of the financial year,
-- the document as answered (contract `TaxDocument`, see tk_tax_document.sql); the booking shows
-- its number (tk_booking_state). Called in the transaction that confirms them; a booking with nothing to pay, a
-- company-paid one, or one that has its invoice already, gets none.
--
--   1. Lock the bookings (in id order) and keep those that need an invoice.
--   2. Take their numbers in one step (tk_take_tax_numbers: gapless and unique under concurrency).
--   3. Write each document.

-- A booking's invoice: a line per ticket type, the fee line, discount and points as deductions.
create or replace function tk_invoice_details(p_booking_id text, p_number text, p_year text) returns json language sql stable as $$
  select tk_tax_document('tax-invoice', p_number, p_year, p_booking_id, null, p.v,
    ((select json_agg(tk_admission_line('Admission: ' || (i->>'name') || ', ' || (p.v->>'event') || ' (collected for ' || (p.v->>'organiser') || ')',
                                       (i->>'quantity')::int, (i->'lineTotal'->>'amount')::int))
       from json_array_elements(d.v->'items') i)::jsonb
      || case when (d.v->'amounts'->'fees'->>'amount')::int > 0
              then jsonb_build_array(tk_fee_line((d.v->'amounts'->'fees'->>'amount')::int, (d.v->'amounts'->'taxes'->>'amount')::int, (p.v->>'intraState')::boolean))
              else '[]' end)::json,
    coalesce((select json_agg(x.v) from (
       select json_build_object('description', 'Discount (' || coalesce(d.v->>'promoCode', 'promo') || ')', 'amount', d.v->'amounts'->'discount') as v
       where (d.v->'amounts'->'discount'->>'amount')::int > 0
       union all
       select json_build_object('description', 'Reward points (' || (d.v->>'pointsRedeemed') || ')', 'amount', d.v->'amounts'->'pointsRedeemed')
       where (d.v->'amounts'->'pointsRedeemed'->>'amount')::int > 0) x), '[]'))
  from (select b.details::json as v from bookings b where b.id = p_booking_id) d
  -- offset 0 keeps the subquery whole: pulled up, each use of p.v would call tk_tax_parties again.
  cross join lateral (select tk_tax_parties(p_booking_id) as v offset 0) p
$$;

create or replace function tk_issue_tax_invoices(p_booking_ids text[]) returns void language plpgsql as $$
declare
  v_year text := tk_financial_year(now());
  v_ids text[];
  v_first int;
begin
  -- 1. Lock, then (a new statement, so after any confirmation we waited for) keep those that need one.
  perform 1 from bookings b where b.id = any(p_booking_ids) order by b.id for update;
  v_ids := array(
    select b.id from bookings b
    where b.id = any(p_booking_ids) and b.company_slug is null
      and b.total > 0
      and not exists (select 1 from tax_documents t where t.booking_id = b.id and t.kind = 'tax-invoice')
    order by b.id);
  if cardinality(v_ids) = 0 then
    return;
  end if;

  -- 2. Their numbers.
  v_first := tk_take_tax_numbers('tax-invoice', v_year, cardinality(v_ids));

  -- 3. The documents.
  insert into tax_documents (number, kind, financial_year, seq, booking_id, details)
    select tk_tax_number('tax-invoice', v_year, v_first + i - 1), 'tax-invoice', v_year, v_first + i - 1, v_ids[i],
           tk_invoice_details(v_ids[i], tk_tax_number('tax-invoice', v_year, v_first + i - 1), v_year)::text
    from generate_subscripts(v_ids, 1) i;
end
$$;
