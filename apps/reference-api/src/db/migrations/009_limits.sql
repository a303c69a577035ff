-- Limits against hoarding: when a hold was released (with expires_at for the expired ones, the
-- account's cool-down counts them lazily, no job), and the rate limits' counters, shared by replicas.

alter table holds add column released_at timestamptz;
-- An account's holds for one event: its limits read them at every hold.
create index holds_account_event on holds (uid, event_id);

-- Hits per fixed window: `bucket` is `<limit> <key> <window start, epoch seconds>`. Rows past
-- `expires_at` are no longer read and are deleted by housekeeping.
create table rate_limit_hits (
  bucket text primary key,
  hits int not null,
  expires_at timestamptz not null
);
create index rate_limit_hits_expires on rate_limit_hits (expires_at);
