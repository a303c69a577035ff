-- A booking's tickets as shown now (contract `Ticket`, in order), with what the API needs to give
-- each its code: the event, the session, whether it is a legacy ticket (sharing the booking's TK1
-- code) and when it was checked in. The codes themselves are added by the API (src/tickets/).
create or replace function tk_booking_tickets(p_booking_id text) returns json language sql stable as $$
  select coalesce(json_agg(json_build_object(
           'id', t.id, 'ticketTypeId', t.ticket_type_id, 'ticketType', tt.name, 'attendeeLabel', t.attendee_label,
           'qrPayload', null, 'checkedInAt', tk_iso(c.scanned_at),
           'eventId', t.event_id, 'sessionId', t.session_id, 'legacy', t.legacy) order by t.position), '[]')
  from tickets t
  join ticket_types tt on tt.id = t.ticket_type_id
  left join check_ins c on c.ticket_id = t.id
  where t.booking_id = p_booking_id
$$;
