-- Check-ins at an event's door: a batch of scans from one device (one now, or many made offline),
-- each answered as contract `CheckInResult`, in the order sent. The API has already read each code
-- (src/checkin/read-code.ts): `p_scans` is [{ scanId, sessionId, scannedAt, kind, ticketId, bookingId }]
-- with kind `ticket` (a signature of this event's key over ticketId), `legacy` (a valid TK1 code:
-- it admits its booking's tickets made before per-ticket codes, and only those), `wrong-event` (a valid code of another event) or `invalid`.
--
--   1. A scan this device sent to this event before answers as it did then (check_in_scans): a
--      retried batch answers the same.
--   2. Check each new scan's tickets: known, this event, the door's session, a confirmed booking,
--      the doors open (from p_opens_minutes before the session starts).
--   3. Record the first check-in of each ticket that passed: `check_ins` has one row per ticket
--      (its primary key), so of two scans of one ticket, here or on another device at the same
--      time, one inserts and the other finds it taken.
--   4. Keep each new scan's answer (admitted, or already checked in with the first's door and time).
create or replace function tk_check_in(p_event_id text, p_device text, p_door text, p_uid text, p_opens_minutes int, p_scans json)
returns json language plpgsql as $$
declare
  v_checks json;
  v_admitted json;
begin
  -- 1 and 2. One row per (new scan, ticket it names), or one row without a ticket; `refusal` is null
  -- for a ticket that may be admitted.
  select coalesce(json_agg(row_to_json(x) order by x.ord, x.position), '[]') into v_checks
  from (
    select s.ord, s."scanId" as scan_id, s."sessionId" as door_session, least(s."scannedAt", now()) as at,
           t.id as ticket_id, t.position, tt.name as ticket_type, t.attendee_label as label,
           case
             when s.kind = 'wrong-event' or t.event_id <> p_event_id then 'wrong-event'
             when t.id is null then 'invalid'
             when t.session_id <> s."sessionId" then 'wrong-session'
             when tk_booking_status(b.status, b.pay_by) <> 'confirmed' then 'revoked'
             when least(s."scannedAt", now()) < se.starts_at - make_interval(mins => p_opens_minutes) then 'not-valid-yet'
           end as refusal
    from rows from (json_to_recordset(p_scans) as ("scanId" text, "sessionId" text, "scannedAt" timestamptz, kind text, "ticketId" text, "bookingId" text))
         with ordinality as s ("scanId", "sessionId", "scannedAt", kind, "ticketId", "bookingId", ord)
    left join lateral (
      select * from tickets where s.kind = 'ticket' and id = s."ticketId"
      union all
      select * from tickets where s.kind = 'legacy' and booking_id = s."bookingId" and legacy) t on true
    left join bookings b on b.id = t.booking_id
    left join sessions se on se.id = t.session_id
    left join ticket_types tt on tt.id = t.ticket_type_id
    where not exists (select 1 from check_in_scans c where c.event_id = p_event_id and c.device_id = p_device and c.scan_id = s."scanId")
  ) x;

  -- 3. The first scan of each ticket that passed; a ticket checked in before (or by a batch
  -- committed meanwhile) is left as it is.
  with admitted as (
    insert into check_ins (ticket_id, event_id, session_id, door, device_id, scan_id, checked_by, scanned_at)
    select distinct on (c.ticket_id) c.ticket_id, p_event_id, c.door_session, p_door, p_device, c.scan_id, p_uid, c.at
    from json_to_recordset(v_checks) as c (ord bigint, scan_id text, door_session text, at timestamptz, ticket_id text, refusal text)
    where c.refusal is null
    order by c.ticket_id, c.ord
    on conflict (ticket_id) do nothing
    returning ticket_id, scan_id)
  select coalesce(json_agg(json_build_object('ticketId', ticket_id, 'scanId', scan_id)), '[]') into v_admitted from admitted;

  -- 4. Each new scan's answer: a legacy code answers for the first of its tickets it admitted, or its first,
  -- with how many it admitted.
  -- A statement of its own, so that it sees a check-in another device committed while step 3 waited for it.
  insert into check_in_scans (event_id, device_id, scan_id, result)
  select p_event_id, p_device, r.scan_id, r.result
  from (
    select distinct on (c.ord) c.ord, c.scan_id, json_build_object(
             'scanId', c.scan_id,
             'outcome', case when a."ticketId" is not null then 'admitted' else coalesce(c.refusal, 'already-checked-in') end,
             'ticketId', c.ticket_id, 'ticketType', c.ticket_type, 'attendeeLabel', c.label,
             'admits', count(a."ticketId") over (partition by c.ord),
             'firstCheckIn', case when a."ticketId" is null and c.refusal is null then json_build_object('at', tk_iso(f.scanned_at), 'door', f.door) end) as result
    from json_to_recordset(v_checks) as c (ord bigint, scan_id text, ticket_id text, position int, ticket_type text, label text, refusal text)
    left join json_to_recordset(v_admitted) as a ("ticketId" text, "scanId" text) on a."ticketId" = c.ticket_id and a."scanId" = c.scan_id
    left join check_ins f on f.ticket_id = c.ticket_id
    order by c.ord, a."ticketId" is null, c.position
  ) r
  on conflict (event_id, device_id, scan_id) do nothing;

  return (
    select coalesce(json_agg(s.result order by x.ord), '[]')
    from json_array_elements(p_scans) with ordinality as x (v, ord)
    join check_in_scans s on s.event_id = p_event_id and s.device_id = p_device and s.scan_id = x.v->>'scanId');
end
$$;
