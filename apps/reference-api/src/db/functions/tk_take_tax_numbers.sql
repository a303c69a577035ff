-- The financial year (April to March, India time) a moment falls in, e.g. '2026-27'.
create or replace function tk_financial_year(p_at timestamptz) returns text language sql stable as $$
  select y::text || '-' || lpad(((y + 1) % 100)::text, 2, '0')
  from (select extract(year from p_at at time zone 'Asia/Kolkata')::int
               - case when extract(month from p_at at time zone 'Asia/Kolkata') < 4 then 1 else 0 end as y) s
$$;

-- A document's number: `TK/2026-27/000001` for an invoice, `TK-CN/2026-27/000001` for a credit note.
create or replace function tk_tax_number(p_kind text, p_year text, p_seq int) returns text language sql immutable as $$
  select case p_kind when 'tax-invoice' then 'TK' else 'TK-CN' end || '/' || p_year || '/' || lpad(p_seq::text, 6, '0')
$$;

-- Takes the next `p_count` numbers of a kind of document in a financial year and answers the
-- first. The counter row stays locked until the transaction ends, so concurrent issuers wait
-- their turn (unique numbers) and a rolled-back transaction gives its numbers back (no gaps).
create or replace function tk_take_tax_numbers(p_kind text, p_year text, p_count int) returns int language sql as $$
  insert into tax_document_counters (kind, financial_year, last) values (p_kind, p_year, p_count)
  on conflict (kind, financial_year) do update set last = tax_document_counters.last + p_count
  returning last - p_count + 1
$$;
