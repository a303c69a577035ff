-- Tickets an account has of an event, as the waiting room reports what is left for it: those in its
-- active, unexpired holds and in its bookings that keep their tickets (confirmed, or being paid).
-- The account limits enforce the cap in holds; this only counts.
create or replace function tk_queue_tickets_taken(p_uid text, p_event_id text) returns int language sql stable as $$
  select (coalesce((select sum(h.tickets) from holds h
                    where h.uid = p_uid and h.event_id = p_event_id and h.status = 'active' and h.expires_at > now()), 0)
        + coalesce((select sum(b.tickets) from bookings b join sessions s on s.id = b.session_id
                    where b.uid = p_uid and s.event_id = p_event_id and b.status in ('confirmed', 'payment-pending')), 0))::int
$$;
