-- Records a webhook delivery ({ provider, eventId, event, payload } of a report; `p_entity` stands
-- in for a missing payload) once per provider event id, as applied until tk_delivery_outcome says
-- otherwise. False for a delivery seen before: a redelivery changes nothing. A report that is not
-- a delivery (no event id) is always first.
create or replace function tk_first_delivery(p_report jsonb, p_entity jsonb) returns boolean language plpgsql as $$
begin
  if p_report->>'eventId' is null then
    return true;
  end if;
  insert into webhook_events (provider, id, event, outcome, payload)
    values (p_report->>'provider', p_report->>'eventId', p_report->>'event', 'applied', coalesce(p_report->>'payload', p_entity::text))
    on conflict do nothing;
  return found;
end
$$;
