-- A booking as tk_create_bookings answers it (contract `Booking`) and keeps it to be replayed, with
-- the helpers that list its tickets.

-- The short attendee label a ticket's code carries: the first name and the last name's initial
-- ("Asha R."), the one name when there is one, 'Guest' when there is none.
-- PL/pgSQL rather than SQL: a SQL function that cannot be inlined into its caller is planned again
-- in every transaction that calls it (PostgreSQL before 18), and each booking round is one; PL/pgSQL
-- keeps its plans for the connection.
create or replace function tk_attendee_label(p_name text) returns text language plpgsql immutable as $$
declare
  n text[] := regexp_split_to_array(nullif(trim(p_name), ''), '\s+');
begin
  return case
    when n is null or cardinality(n) = 0 then 'Guest'
    when cardinality(n) = 1 then left(n[1], 40)
    else left(n[1], 40) || ' ' || upper(left(n[cardinality(n)], 1)) || '.' end;
end
$$;

-- A booking's tickets as answered (contract `Ticket`), one per admission numbered from 1 in
-- line-item order: `<booking id>-<n>`. Their codes are added by the API when it shows the booking.
create or replace function tk_booking_answer_tickets(p_id text, p_items json, p_label text) returns json language sql immutable as $$
  select coalesce(json_agg(json_build_object(
           'id', p_id || '-' || t.position, 'ticketTypeId', t.item->>'ticketTypeId', 'ticketType', t.item->>'name',
           'attendeeLabel', p_label, 'qrPayload', null, 'checkedInAt', null) order by t.position), '[]')
  from (select i.item, row_number() over (order by i.ord, n.n) as position
        from json_array_elements(p_items) with ordinality as i (item, ord)
        cross join lateral generate_series(1, (i.item->>'quantity')::int) as n (n)) t
$$;

-- The booking as answered (contract `Booking`) and kept to be replayed.
-- `p_qr` is kept with a payment-pending booking too; it is shown once the booking is confirmed.
-- `p_gstin` is the buyer's, kept for the tax invoice (tk_tax_parties reads it from here).
-- `p_tickets` is tk_booking_answer_tickets'. `p_locale` is the language of its mails (absent: en-IN).
create or replace function tk_booking_answer(
  p_id text, p_status text, p_hold holds, p_subtotal int, p_attendee json, p_code text, p_discount int, p_redeem int, p_earned int, p_qr text,
  p_gstin text, p_tickets json, p_locale text
) returns json language sql stable as $$
  select json_build_object(
    'id', p_id,
    'status', p_status,
    'event', p_hold.summary->'event',
    'session', p_hold.summary->'session',
    'items', p_hold.items,
    'amounts', tk_amounts(p_subtotal, p_discount, p_redeem * 100),
    'attendee', p_attendee,
    'promoCode', p_code,
    'pointsEarned', p_earned,
    'pointsRedeemed', p_redeem,
    'paidBy', case when p_hold.company_slug is null then 'attendee' else 'company' end,
    'companySlug', p_hold.company_slug,
    'qrPayload', p_qr,
    'tickets', p_tickets,
    'payment', null,
    'refunds', json_build_array(),
    'invoiceNumber', null,
    'gstin', p_gstin,
    'locale', coalesce(p_locale, 'en-IN'),
    'createdAt', tk_iso(now()))
$$;
