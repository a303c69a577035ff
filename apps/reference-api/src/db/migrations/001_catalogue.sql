-- The catalogue: cities, categories, companies, venues, events, their sessions and ticket types.
-- Every migration serves PGlite and PostgreSQL alike: plain SQL, no extensions. Money is integer
-- paise; times are timestamptz. Migrations hold tables, indexes and constraints only: functions
-- live in ../functions/ (see ../README.md).

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
