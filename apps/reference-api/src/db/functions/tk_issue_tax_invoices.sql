-- Issues the GST tax invoice of each newly paid booking: the next number of the financial year,
-- the document as answered (contract `TaxDocument`, see tk_tax_document.sql); the booking shows
-- its number (tk_booking_state). Called in the transaction that confirms them; a booking with nothing to pay, a
-- company-paid one, or one that has its invoice already, gets none.
--
--   1. Lock the bookings (in id order) and keep those that need an invoice.
--   2. Take their numbers in one step (tk_take_tax_numbers: gapless and unique under concurrency).
--   3. Write their documents, in one statement.

-- The invoices of a round's bookings, numbered in the order given from `p_first`: a line per
-- ticket type, the fee line, discount and points as deductions. One query for the whole round
-- (the parties by one join, tk_tax_parties), each booking's details parsed once.
create or replace function tk_invoice_details(p_booking_ids text[], p_year text, p_first int)
returns table (booking_id text, seq int, number text, details json) language sql stable as $$
  select k.id, k.seq, k.number,
    tk_tax_document('tax-invoice', k.number, p_year, k.id, null, p.parties,
      ((select json_agg(tk_admission_line('Admission: ' || (i->>'name') || ', ' || (p.parties->>'event') || ' (collected for ' || (p.parties->>'organiser') || ')',
                                         (i->>'quantity')::int, (i->'lineTotal'->>'amount')::int))
         from jsonb_array_elements(d.v->'items') i)::jsonb
        || case when d.fee > 0 then jsonb_build_array(tk_fee_line(d.fee, d.tax, p.intra))
                else '[]' end)::json,
      coalesce((select json_agg(x.v) from (
         select json_build_object('description', 'Discount (' || coalesce(d.v->>'promoCode', 'promo') || ')', 'amount', d.v->'amounts'->'discount') as v
         where (d.v->'amounts'->'discount'->>'amount')::int > 0
         union all
         select json_build_object('description', 'Reward points (' || (d.v->>'pointsRedeemed') || ')', 'amount', d.v->'amounts'->'pointsRedeemed')
         where (d.v->'amounts'->'pointsRedeemed'->>'amount')::int > 0) x), '[]'))
  from (select u.id, p_first + u.n::int - 1 as seq, tk_tax_number('tax-invoice', p_year, p_first + u.n::int - 1) as number
        from unnest(p_booking_ids) with ordinality as u(id, n)) k
  -- The ids again as a condition of bookings' own: looked up by its key, not scanned whole.
  join bookings b on b.id = k.id and b.id = any(p_booking_ids)
  -- offset 0 keeps each subquery whole: pulled up, each use of d.v would parse the details again,
  -- and each use of p.parties build them again. Plain columns as tk_fee_line's arguments let it be inlined.
  cross join lateral (select v, (v->'amounts'->'fees'->>'amount')::int as fee, (v->'amounts'->'taxes'->>'amount')::int as tax
                      from (select b.details::jsonb as v) j offset 0) d
  join (select t.booking_id, t.parties, (t.parties->>'intraState')::boolean as intra from tk_tax_parties(p_booking_ids) t offset 0) p
    on p.booking_id = k.id
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
      -- Those invoiced already, looked up by the bookings' ids (a correlated test may be planned as a
      -- scan of every document).
      and b.id <> all(array(select t.booking_id from tax_documents t where t.booking_id = any(p_booking_ids) and t.kind = 'tax-invoice'))
    order by b.id);
  if cardinality(v_ids) = 0 then
    return;
  end if;

  -- 2. Their numbers.
  v_first := tk_take_tax_numbers('tax-invoice', v_year, cardinality(v_ids));

  -- 3. The documents.
  insert into tax_documents (number, kind, financial_year, seq, booking_id, details)
    select d.number, 'tax-invoice', v_year, d.seq, d.booking_id, d.details::text
    from tk_invoice_details(v_ids, v_year, v_first) d;
end
$$;
