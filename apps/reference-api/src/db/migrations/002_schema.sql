-- The reference API's schema. One file for PGlite and PostgreSQL: plain SQL, no extensions.
-- Money is integer paise; times are timestamptz.

create table cities (
  slug text primary key,
  name text not null,
  state text not null,
  time_zone text not null,
  position int not null,
  latitude double precision not null,
  longitude double precision not null
);

create table categories (
  slug text primary key,
  name text not null,
  description text not null,
  position int not null
);

create table companies (
  slug text primary key,
  name text not null,
  tagline text not null,
  primary_color text not null,
  -- Company-paid tickets each employee may book per calendar month (Asia/Kolkata).
  tickets_per_month int not null check (tickets_per_month >= 0)
);

-- A person belongs to a company when their verified email is on one of its verified domains,
-- or is invited by the company.
create table company_domains (
  domain text primary key,
  company_slug text not null references companies (slug),
  verified boolean not null default false
);

create table company_invites (
  company_slug text not null references companies (slug),
  email text not null,
  primary key (company_slug, email)
);

create table venues (
  id text primary key,
  name text not null,
  address text not null,
  city_slug text not null references cities (slug),
  latitude double precision not null,
  longitude double precision not null
);

create table events (
  id text primary key,
  slug text not null unique,
  title text not null,
  category_slug text not null references categories (slug),
  description text not null,
  image_alt text not null,
  organizer_name text not null,
  organizer_email text not null,
  terms json not null,
  duration_minutes int not null,
  age_limit text,
  languages json not null,
  -- Set for a corporate event: only that company's employees see and book it.
  company_slug text references companies (slug),
  created_at timestamptz not null default now()
);
create index events_company on events (company_slug);

create table sessions (
  id text primary key,
  event_id text not null references events (id),
  venue_id text not null references venues (id),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  time_zone text not null
);
create index sessions_event on sessions (event_id, starts_at);

create table ticket_types (
  id text primary key,
  session_id text not null references sessions (id),
  position int not null,
  name text not null,
  description text not null,
  price int not null check (price >= 0),
  capacity int not null check (capacity >= 0),
  -- Confirmed tickets. The check is a last line of defence; holds are the real guard.
  sold int not null default 0 check (sold >= 0 and sold <= capacity),
  min_per_order int not null default 1 check (min_per_order >= 1),
  max_per_order int not null default 10 check (max_per_order >= min_per_order),
  sales_start_at timestamptz not null,
  sales_end_at timestamptz not null
);
create index ticket_types_session on ticket_types (session_id);

create table users (
  uid text primary key,
  name text,
  email text,
  phone text,
  home_city text,
  created_at timestamptz not null default now()
);

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
  items json not null,
  amounts json not null
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

create table reward_ledger (
  id text primary key,
  uid text not null,
  kind text not null check (kind in ('earned', 'redeemed')),
  points int not null,
  booking_id text,
  description text not null,
  created_at timestamptz not null default now()
);
create index reward_ledger_uid on reward_ledger (uid, created_at);

create table promo_codes (
  code text primary key,
  kind text not null check (kind in ('percent', 'flat')),
  -- Percent (0–100) or paise.
  value int not null,
  max_discount int,
  min_subtotal int not null default 0,
  active boolean not null default true
);

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

create table hosted_events (
  id text primary key,
  uid text not null,
  status text not null default 'pending-review',
  request json not null,
  created_at timestamptz not null default now()
);
create index hosted_events_uid on hosted_events (uid, created_at);
