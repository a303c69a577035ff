-- Hosts run their events: a listing's lifecycle and review history, the catalogue event approval
-- creates (owned by its host, with a sale state), one row per ticket, the keys that sign tickets,
-- and door check-ins.

alter table hosted_events add column updated_at timestamptz not null default now();
alter table hosted_events add column submitted_at timestamptz;
alter table hosted_events add column event_id text references events (id);
-- The note of staff's latest decision (null for an approval without one), as the host is shown it.
alter table hosted_events add column review_note text;
-- Verified emails (lower case) of the people the host lets check tickets in.
alter table hosted_events add column door_staff json not null default '[]';
update hosted_events set status = 'submitted', submitted_at = created_at where status = 'pending-review';
alter table hosted_events alter column status set default 'draft';
alter table hosted_events add constraint hosted_events_status_check
  check (status in ('draft', 'submitted', 'changes-requested', 'rejected', 'approved', 'paused', 'cancelled'));
create index hosted_events_queue on hosted_events (status, submitted_at, id);
create unique index hosted_events_event on hosted_events (event_id) where event_id is not null;

-- What happened to a listing, oldest first (contract HostedEventHistoryEntry).
create table hosted_event_history (
  id bigserial primary key,
  hosted_event_id text not null references hosted_events (id),
  status text not null,
  note text,
  by_role text not null check (by_role in ('host', 'staff')),
  actor_uid text not null,
  at timestamptz not null default now()
);
create index hosted_event_history_event on hosted_event_history (hosted_event_id, id);

-- A hosted event's catalogue event: its host, and whether its tickets are on sale. Seeded events
-- have no host and are always on sale.
alter table events add column host_uid text;
alter table events add column sale_state text not null default 'on-sale' check (sale_state in ('on-sale', 'paused', 'cancelled'));
-- Who cancelled a booking, and the organiser's reason its buyer is shown (contract Booking.cancellation).
alter table bookings add column cancelled_by text check (cancelled_by in ('organiser', 'attendee'));
alter table bookings add column cancellation_reason text;
create index events_host on events (host_uid) where host_uid is not null;

-- One row per admission: a booking of N tickets has N, numbered from 1 in line-item order.
create table tickets (
  id text primary key,
  booking_id text not null references bookings (id),
  position int not null check (position >= 1),
  event_id text not null,
  session_id text not null,
  ticket_type_id text not null references ticket_types (id),
  attendee_label text not null,
  -- A booking made before per-ticket codes: its tickets share the booking's TK1 code.
  legacy boolean not null default false,
  unique (booking_id, position)
);
create index tickets_event on tickets (event_id, session_id);
-- A host's dashboard sums its event's bookings by session, and cancelling a session finds its bookings.
create index bookings_session on bookings (session_id);
-- Bookings made before: their tickets, one per admission, sharing the booking's TK1 code.
insert into tickets (id, booking_id, position, event_id, session_id, ticket_type_id, attendee_label, legacy)
select t.booking_id || '-' || t.position, t.booking_id, t.position, t.event_id, t.session_id, t.ticket_type_id, t.label, true
from (
  select b.id as booking_id, b.session_id, d.details -> 'event' ->> 'id' as event_id, i.item ->> 'ticketTypeId' as ticket_type_id,
         row_number() over (partition by b.id order by i.ord, n.n) as position,
         left(coalesce(nullif(trim(d.details -> 'attendee' ->> 'name'), ''), 'Guest'), 40) as label
  from bookings b
  cross join lateral (select b.details::json as details) d
  cross join lateral json_array_elements(d.details -> 'items') with ordinality as i (item, ord)
  cross join lateral generate_series(1, (i.item ->> 'quantity')::int) as n (n)
) t;

-- The Ed25519 keys that sign an event's tickets. The private key (PKCS#8, base64url) is only ever
-- read by the API; scanners get the public one (raw 32 bytes, base64url) in the check-in kit.
create table ticket_signing_keys (
  key_id text primary key,
  event_id text not null references events (id),
  public_key text not null,
  private_key text not null,
  created_at timestamptz not null default now()
);
create index ticket_signing_keys_event on ticket_signing_keys (event_id, created_at);

-- A ticket's check-in: at most one per ticket, whichever door's scan reached the server first.
create table check_ins (
  ticket_id text primary key references tickets (id),
  event_id text not null,
  session_id text not null,
  door text not null,
  device_id text not null,
  scan_id text not null,
  checked_by text not null,
  scanned_at timestamptz not null,
  recorded_at timestamptz not null default now()
);
create index check_ins_event on check_ins (event_id, recorded_at);

-- Every scan a device sent to an event's door, with the answer it got: sending the same scan again
-- answers the same. Keyed by event too: device and scan ids are the client's, so an id used at
-- another event must neither be skipped here nor answer with that event's tickets.
create table check_in_scans (
  event_id text not null,
  device_id text not null,
  scan_id text not null,
  result json not null,
  recorded_at timestamptz not null default now(),
  primary key (event_id, device_id, scan_id)
);
