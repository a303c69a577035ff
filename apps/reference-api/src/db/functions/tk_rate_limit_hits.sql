-- Counts a group of rate-limit hits ([{ bucket, expiresAt }, …], a bucket once per hit) and answers
-- { <bucket>: hits in its window after the group }. One statement for the group: the buckets are
-- added up first (a row may be changed once per statement) and written in bucket order, so two
-- groups on two connections never wait for each other in a circle.
create or replace function tk_rate_limit_hits(p_hits json) returns json language sql as $$
  with counted as (
    insert into rate_limit_hits (bucket, hits, expires_at)
      select h.bucket, count(*)::int, max(h."expiresAt")
      from json_to_recordset(p_hits) as h(bucket text, "expiresAt" timestamptz)
      group by h.bucket order by h.bucket
    on conflict (bucket) do update set hits = rate_limit_hits.hits + excluded.hits
    returning bucket, hits)
  select coalesce(json_object_agg(bucket, hits), '{}') from counted
$$;
