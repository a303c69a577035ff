-- What a recorded webhook delivery did, when it was not simply applied (refused, unknown, ignored),
-- with the reason; nothing for a report that is not a delivery.
create or replace function tk_delivery_outcome(p_report jsonb, p_outcome text, p_detail text) returns void language sql as $$
  update webhook_events set outcome = p_outcome, detail = p_detail
  where provider = p_report->>'provider' and id = p_report->>'eventId'
    and p_outcome <> 'applied'
$$;
