-- What a door downloads to check an event's tickets offline (contract `CheckInKit`), but for the
-- hosted event's id and the public keys, which the API adds: the sessions and ticket types, the
-- tickets whose booking was cancelled, refunded or expired, and the check-ins so far.
create or replace function tk_check_in_kit(p_event_id text) returns json language sql stable as $$
  select json_build_object(
    'eventId', e.id,
    'title', e.title,
    'sessions', coalesce((
      select json_agg(json_build_object('id', s.id, 'startsAt', tk_iso(s.starts_at), 'endsAt', tk_iso(s.ends_at), 'timeZone', s.time_zone, 'venueName', v.name)
             order by s.starts_at, s.id)
      from sessions s join venues v on v.id = s.venue_id where s.event_id = e.id), '[]'),
    'ticketTypes', coalesce((
      select json_agg(json_build_object('id', tt.id, 'name', tt.name) order by s.starts_at, tt.position, tt.id)
      from ticket_types tt join sessions s on s.id = tt.session_id where s.event_id = e.id), '[]'),
    'revokedTicketIds', coalesce((
      select json_agg(t.id order by t.id)
      from tickets t join bookings b on b.id = t.booking_id
      where t.event_id = e.id
        and tk_booking_status(b.status, b.pay_by) in ('expired', 'cancelled', 'refunded', 'partially-refunded')), '[]'),
    'checkIns', coalesce((
      select json_agg(json_build_object('ticketId', c.ticket_id, 'at', tk_iso(c.scanned_at), 'door', c.door) order by c.recorded_at, c.ticket_id)
      from check_ins c where c.event_id = e.id), '[]'),
    'generatedAt', tk_iso(now()))
  from events e where e.id = p_event_id
$$;
