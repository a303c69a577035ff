-- Holds, bookings and the idempotency keys of booking requests.

create table holds (
  id text primary key,
  uid text not null,
  event_id text not null,
  session_id text not null references sessions (id),
  company_slug text,
  -- active | released | converted | expired ('active' past expires_at reads as expired).
  status text not null default 'active',
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  -- What the answer and the booking show, kept as json so their keys stay in the order given.
  items json not null,
  amounts json not null,
  -- What converting the hold needs without reading the catalogue again: its ticket count and the
  -- event, session and venue as the booking shows them.
  tickets int,
  summary json
);
create index holds_uid on holds (uid);

-- One row per ticket type in a hold. `active` rows that are not expired count against availability,
-- so an abandoned hold gives its tickets back the moment it expires, with no job running.
create table hold_items (
  hold_id text not null references holds (id),
  ticket_type_id text not null references ticket_types (id),
  quantity int not null check (quantity > 0),
  active boolean not null default true,
  expires_at timestamptz not null,
  primary key (hold_id, ticket_type_id)
);
create index hold_items_active on hold_items (ticket_type_id, expires_at) where active;

create table bookings (
  id text primary key,
  uid text not null,
  hold_id text not null unique,
  company_slug text,
  status text not null default 'confirmed',
  session_id text not null references sessions (id),
  starts_at timestamptz not null,
  tickets int not null,
  created_at timestamptz not null default now(),
  -- The booking as answered (contract `Booking`), kept as text so it reads back byte for byte.
  details text not null
);
create index bookings_uid on bookings (uid, starts_at);

create table idempotency_keys (
  uid text not null,
  key text not null,
  request_hash text not null,
  state text not null check (state in ('in-progress', 'done')),
  -- The booking function's answer, as text, replayed as is.
  result text,
  locked_until timestamptz not null,
  created_at timestamptz not null default now(),
  primary key (uid, key)
);
