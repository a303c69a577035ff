-- Sold out: no ticket type of the session has an unsold ticket. Held tickets may come back, so they
-- do not count; and it is read from stock each time, never kept: tickets that come back (a
-- cancellation, a refund) put the session on sale again and its waiting room admits again.
create or replace function tk_session_sold_out(p_session_id text) returns boolean language sql stable as $$
  select not exists (select 1 from ticket_types t where t.session_id = p_session_id and t.capacity > t.sold)
$$;
