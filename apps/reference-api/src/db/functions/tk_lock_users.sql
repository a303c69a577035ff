-- Locks these people's users rows in uid order, creating the missing ones: one person's
-- company-paid orders, and one person's point redemptions, take turns, so neither an entitlement
-- nor a balance can be overdrawn. Every booking call takes users after holds and before ticket types.
create or replace function tk_lock_users(p_uids text[]) returns void language plpgsql as $$
begin
  insert into users (uid) select unnest(p_uids) on conflict do nothing;
  perform 1 from users where uid = any(p_uids) order by uid for update;
end
$$;
