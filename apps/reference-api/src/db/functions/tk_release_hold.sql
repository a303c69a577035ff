-- Releases a person's active hold: its tickets count again at once.
create or replace function tk_release_hold(p_uid text, p_hold_id text) returns json language plpgsql as $$
declare
  v_hold record;
begin
  select status, expires_at into v_hold from holds where id = p_hold_id and uid = p_uid for update;
  if not found then
    return tk_error('not-found', 'You have no hold ' || p_hold_id || '.');
  end if;
  if v_hold.status <> 'active' or v_hold.expires_at <= now() then
    return tk_error('hold/not-active', 'This hold was already ' ||
      case when v_hold.status = 'converted' then 'booked' when v_hold.status = 'released' then 'released' else 'expired' end || '.');
  end if;
  update holds set status = 'released', released_at = now() where id = p_hold_id;
  update hold_items set active = false where hold_id = p_hold_id;
  return json_build_object('released', true);
end
$$;
