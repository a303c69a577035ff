-- An account's limits read only its holds that are not booked (active ones, and the released and
-- expired ones its cool-down counts); a booked hold is history they never read. Indexed over every
-- hold, the index handed them each booked hold of the account for the event, one per booking, so a
-- hold cost more the more the account had booked.
drop index holds_account_event;
create index holds_account_event on holds (uid, event_id) where status in ('active', 'released', 'expired');
