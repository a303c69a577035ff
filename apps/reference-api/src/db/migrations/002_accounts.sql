-- People: profiles, reward points, promo codes, and the events they ask to host.

create table users (
  uid text primary key,
  name text,
  email text,
  phone text,
  home_city text,
  created_at timestamptz not null default now()
);

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

create table hosted_events (
  id text primary key,
  uid text not null,
  status text not null default 'pending-review',
  request json not null,
  created_at timestamptz not null default now()
);
create index hosted_events_uid on hosted_events (uid, created_at);
