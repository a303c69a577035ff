-- High-demand on-sales: the waiting room's settings, queue and places, and each event's cap on the
-- tickets one account may hold and book.

-- Most tickets one account may hold and book for this event; null: the API's default (MAX_TICKETS_PER_ACCOUNT).
alter table events add column tickets_per_account int check (tickets_per_account between 1 and 10);

-- A session sold through a waiting room (contract HighDemandSettingsSchema; its ticketsPerAccount
-- is the event's tickets_per_account, which tk_set_high_demand sets). Holds for it need a live
-- admission (tk_hold_queue_refusals).
create table high_demand_sessions (
  session_id text primary key references sessions (id),
  on_sale_at timestamptz not null,
  queue_opens_at timestamptz not null check (queue_opens_at <= on_sale_at),
  admit_per_minute int not null check (admit_per_minute >= 1),
  max_buying int not null check (max_buying >= 1),
  turn_minutes int not null check (turn_minutes >= 1)
);

-- The waiting room's state, one row per high-demand session; its row lock is what replicas agree
-- through. `joined`: places given (the last position given, once drawn); `admitted_to`: every
-- position up to it has had its turn; `moved_at`: when admission was last counted, so the next
-- tick admits at the configured rate for the time since.
create table queues (
  session_id text primary key references high_demand_sessions (session_id),
  drawn_at timestamptz,
  joined int not null default 0 check (joined >= 0),
  admitted_to int not null default 0 check (admitted_to >= 0),
  moved_at timestamptz
);

-- One place per account per session. `draw_key`: random (from the API's crypto.randomBytes),
-- orders the pre-queue at the draw; `position`: null until known; `admitted_at`: when the mark
-- passed it (its turn ends turn_minutes later).
create table queue_places (
  session_id text not null references queues (session_id),
  uid text not null,
  draw_key text not null,
  position int check (position >= 1),
  joined_at timestamptz not null default now(),
  admitted_at timestamptz,
  primary key (session_id, uid),
  unique (session_id, position)
);
-- The draw reads the pre-queue in draw order.
create index queue_places_pre_queue on queue_places (session_id, draw_key) where position is null;
-- The admission ticker counts the places still buying.
create index queue_places_admitted on queue_places (session_id, admitted_at) where admitted_at is not null;
