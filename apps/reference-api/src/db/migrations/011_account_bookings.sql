-- An account's tickets for an event (tk_account_tickets) and its admitted place's booking
-- (tk_queue_tick) find its bookings by account and session. With only an index per column, a
-- plan could intersect the hot session's every booking with the account's, per hold.
create index bookings_account_session on bookings (uid, session_id);
