-- What of a booking changes after it is answered, read fresh each time it is shown: its status, its
-- payment order, its refunds and its tax invoice (the rest is `bookings.details` as booked).

-- A booking still waiting for its payment past pay_by reads as `expired`, as an active hold past its
-- time does; housekeeping marks it later (tk_expire_bookings).
create or replace function tk_booking_status(p_status text, p_pay_by timestamptz) returns text language sql stable as $$
  select case when p_status in ('payment-pending', 'payment-failed') and p_pay_by <= now() then 'expired' else p_status end
$$;

-- { bookingId, status, order: { id, provider, amount, state, payBy, failureReason, method, capturedAt } | null,
--   refunds: [contract Refund], invoiceNumber, cancellation: { by, reason } | null } for one booking (null if there is none).
create or replace function tk_booking_state(p_booking_id text) returns json language sql stable as $$
  select json_build_object(
    'bookingId', b.id,
    'status', tk_booking_status(b.status, b.pay_by),
    'order', case when o.id is not null then json_build_object(
      'id', o.id, 'provider', o.provider, 'amount', o.amount, 'state', o.state, 'payBy', tk_iso(b.pay_by),
      'failureReason', o.failure_reason, 'method', o.method, 'capturedAt', tk_iso(o.captured_at)) end,
    'refunds', coalesce((
      select json_agg(json_build_object(
               'id', r.id, 'amount', tk_money(r.amount), 'reason', r.reason, 'status', r.status,
               'createdAt', tk_iso(r.created_at), 'processedAt', tk_iso(r.processed_at),
               'creditNoteNumber', (select d.number from tax_documents d where d.refund_id = r.id))
             order by r.created_at, r.id)
      from refunds r where r.booking_id = b.id), '[]'),
    'invoiceNumber', (select d.number from tax_documents d where d.booking_id = b.id and d.kind = 'tax-invoice'),
    'cancellation', case when b.cancelled_by is not null then json_build_object('by', b.cancelled_by, 'reason', b.cancellation_reason) end)
  from bookings b left join payment_orders o on o.booking_id = b.id
  where b.id = p_booking_id
$$;
