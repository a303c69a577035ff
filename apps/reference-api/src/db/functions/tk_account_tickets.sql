-- The tickets an account has of an event, as its per-account cap counts them: those in its active,
-- unexpired holds and in its bookings that keep their tickets (confirmed, or still being paid
-- before their pay-by time). Company-paid tickets are not counted: the company's monthly
-- entitlement caps them. The limits enforce the cap with it; the waiting room reports what is left.
-- PL/pgSQL rather than SQL: a SQL function that cannot be inlined into its caller is planned again
-- in every transaction that calls it (PostgreSQL before 18), and each booking round is one; PL/pgSQL
-- keeps its plans for the connection. The bookings are looked up by account and session
-- (bookings_account_session) with the event's sessions as `= any(array)`: joined with sessions, a
-- plan kept from when the tables were small intersected the hot session's every booking with the
-- account's, so each hold read the whole session.
create or replace function tk_account_tickets(p_uid text, p_event_id text) returns int language plpgsql stable as $$
begin
  return (coalesce((select sum(h.tickets) from holds h
                    where h.uid = p_uid and h.event_id = p_event_id and h.company_slug is null
                      and h.status = 'active' and h.expires_at > now()), 0)
        + coalesce((select sum(b.tickets) from bookings b
                    where b.uid = p_uid and b.session_id = any(array(select s.id from sessions s where s.event_id = p_event_id))
                      and b.company_slug is null
                      and (b.status = 'confirmed'
                           or (b.status in ('payment-pending', 'payment-failed') and b.pay_by > now()))), 0))::int;
end
$$;
