-- Issues the GST credit note of a processed refund of a cancellation, against the booking's tax
-- invoice: the next credit-note number of the financial year (tk_take_tax_numbers), the refunded
-- amount split as the invoice was — the booking fee and its tax (the refund's `fees`, its GST
-- in the invoice's proportion, CGST+SGST or IGST as there) and the rest as admission. A refund
-- with no invoice behind it (a payment that never confirmed a booking, a second capture), or one
-- that has its note already, gets none.
create or replace function tk_issue_credit_note(p_refund_id text) returns void language plpgsql as $$
declare
  v_refund refunds;
  v_invoice tax_documents;
  v_details json;
  v_parties json;
  v_fee_and_tax int;
  v_fees int;
  v_fee_tax int;
  v_year text := tk_financial_year(now());
  v_seq int;
  v_lines jsonb := '[]';
begin
  select * into v_refund from refunds where id = p_refund_id;
  select * into v_invoice from tax_documents where booking_id = v_refund.booking_id and kind = 'tax-invoice';
  if v_refund.id is null or v_invoice.number is null or v_refund.reason not in ('cancelled-by-attendee', 'cancelled-by-organiser')
     or exists (select 1 from tax_documents where refund_id = p_refund_id) then
    return;
  end if;
  select b.details::json into v_details from bookings b where b.id = v_refund.booking_id;
  select p.parties into v_parties from tk_tax_parties(array[v_refund.booking_id]) p;
  v_fee_and_tax := (v_details->'amounts'->'fees'->>'amount')::int + (v_details->'amounts'->'taxes'->>'amount')::int;
  v_fees := least(v_refund.amount, coalesce(v_refund.fees,
    round(v_refund.amount * least((v_details->'amounts'->'total'->>'amount')::int, v_fee_and_tax)::numeric
          / greatest((v_details->'amounts'->'total'->>'amount')::int, 1))::int));
  v_fee_tax := case when v_fee_and_tax > 0 then round(v_fees * (v_details->'amounts'->'taxes'->>'amount')::int / v_fee_and_tax::numeric)::int else 0 end;
  if v_refund.amount > v_fees then
    v_lines := v_lines || jsonb_build_array(tk_admission_line(
      'Admission refunded: ' || (v_parties->>'event') || ' (collected for ' || (v_parties->>'organiser') || ')',
      (select b.tickets from bookings b where b.id = v_refund.booking_id), v_refund.amount - v_fees));
  end if;
  if v_fees > 0 then
    v_lines := v_lines || jsonb_build_array(tk_fee_line(v_fees - v_fee_tax, v_fee_tax, (v_parties->>'intraState')::boolean));
  end if;
  v_seq := tk_take_tax_numbers('credit-note', v_year, 1);
  insert into tax_documents (number, kind, financial_year, seq, booking_id, refund_id, details)
    values (tk_tax_number('credit-note', v_year, v_seq), 'credit-note', v_year, v_seq, v_refund.booking_id, p_refund_id,
            tk_tax_document('credit-note', tk_tax_number('credit-note', v_year, v_seq), v_year, v_refund.booking_id, v_invoice.number,
                            v_parties, v_lines::json, '[]'::json)::text);
end
$$;
