-- The pieces of a GST document (contract `TaxDocument`): its parties, its lines, the whole.
--
-- What a booking's documents show. Ticketkit's own supply is the booking fee (SAC 998554), taxed
-- at 18%: CGST 9% + SGST 9% when the event is in the seller's state, else IGST 18%. The tickets
-- are the organiser's supply of admission (SAC 999692), which Ticketkit collects for them: they
-- appear at their price with no GST of ours (the shares are null; today's prices carry none), the
-- organiser named on the line. Discounts and redeemed points come off the total after tax, so
-- the document's total is exactly what was charged.

-- Of each booking given: the seller (tax_seller, as configured when issued), the buyer (the
-- attendee, with the GSTIN the booking gave), the place of supply (the state of the event's city,
-- where admission to an event is supplied), whether that is the seller's own state, and the
-- organiser and event for the lines. Over a set of bookings, so a round's invoices read their
-- parties in one join; a SQL function in FROM is inlined into its caller's query.
create or replace function tk_tax_parties(p_booking_ids text[]) returns table (booking_id text, parties json) language sql stable as $$
  select b.id, json_build_object(
    'seller', json_build_object('name', s.name, 'address', s.address, 'gstin', s.gstin, 'state', s.state, 'stateCode', left(s.gstin, 2)),
    'buyer', json_build_object(
      'name', x.d->'attendee'->>'name',
      'address', x.d->'attendee'->>'email',
      'gstin', x.d->>'gstin',
      'state', buyer.name,
      'stateCode', left(x.d->>'gstin', 2)),
    'placeOfSupply', json_build_object('state', c.state, 'stateCode', pos.code),
    'intraState', left(s.gstin, 2) = pos.code,
    'organiser', e.organizer_name,
    'event', e.title)
  from bookings b
  -- offset 0 keeps the subquery whole: pulled up, each use of x.d would parse the details again;
  -- jsonb, parsed once, since each field read from a json value lexes its whole text again.
  cross join lateral (select b.details::jsonb as d offset 0) x
  join sessions se on se.id = b.session_id
  join events e on e.id = se.event_id
  join venues v on v.id = se.venue_id
  join cities c on c.slug = v.city_slug
  -- The GST state codes as joins (a set-returning SQL function in FROM is inlined; a scalar
  -- function with a FROM is planned anew on each call).
  left join tk_gst_states() pos on lower(pos.name) = lower(trim(c.state))
  left join tk_gst_states() buyer on buyer.code = left(x.d->>'gstin', 2)
  cross join tax_seller s
  where b.id = any(p_booking_ids)
$$;

create or replace function tk_admission_line(p_description text, p_quantity int, p_amount int) returns json language sql stable as $$
  select json_build_object('description', p_description, 'sac', '999692', 'quantity', p_quantity,
    'taxableValue', tk_money(p_amount), 'cgst', null, 'sgst', null, 'igst', null, 'total', tk_money(p_amount))
$$;

-- The fee line: its tax split into CGST and SGST (the odd paisa to CGST) or all IGST, never a
-- paisa more or less than `p_tax`.
create or replace function tk_fee_line(p_fee int, p_tax int, p_intra boolean) returns json language sql stable as $$
  select json_build_object('description', 'Booking fee', 'sac', '998554', 'quantity', 1, 'taxableValue', tk_money(p_fee),
    'cgst', case when p_intra then json_build_object('ratePercent', 9, 'amount', tk_money(p_tax - p_tax / 2)) end,
    'sgst', case when p_intra then json_build_object('ratePercent', 9, 'amount', tk_money(p_tax / 2)) end,
    'igst', case when not p_intra then json_build_object('ratePercent', 18, 'amount', tk_money(p_tax)) end,
    'total', tk_money(p_fee + p_tax))
$$;

-- The document, its totals summed from its lines and deductions.
create or replace function tk_tax_document(
  p_kind text, p_number text, p_year text, p_booking_id text, p_refers_to text, p_parties json, p_lines json, p_deductions json
) returns json language sql stable as $$
  select json_build_object(
    'kind', p_kind,
    'number', p_number,
    'financialYear', p_year,
    'issuedAt', tk_iso(now()),
    'bookingId', p_booking_id,
    'refersTo', p_refers_to,
    'seller', p_parties->'seller',
    'buyer', p_parties->'buyer',
    'placeOfSupply', p_parties->'placeOfSupply',
    'lines', p_lines,
    'deductions', p_deductions,
    'totals', json_build_object(
      'taxableValue', tk_money(l.taxable), 'cgst', tk_money(l.cgst), 'sgst', tk_money(l.sgst), 'igst', tk_money(l.igst),
      'total', tk_money(l.total - (select coalesce(sum((d->'amount'->>'amount')::int), 0)::int from json_array_elements(p_deductions) d))))
  from (select coalesce(sum((x->'taxableValue'->>'amount')::int), 0)::int as taxable,
               coalesce(sum((x->'cgst'->'amount'->>'amount')::int), 0)::int as cgst,
               coalesce(sum((x->'sgst'->'amount'->>'amount')::int), 0)::int as sgst,
               coalesce(sum((x->'igst'->'amount'->>'amount')::int), 0)::int as igst,
               coalesce(sum((x->'total'->>'amount')::int), 0)::int as total
        from json_array_elements(p_lines) x) l
$$;
