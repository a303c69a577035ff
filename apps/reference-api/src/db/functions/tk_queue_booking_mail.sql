-- Every confirmed booking queues its confirmation mail in the transaction that inserts it, one
-- statement for however many bookings that statement inserts (see migrations/004_mail_outbox.sql).
create or replace function tk_queue_booking_mail() returns trigger language plpgsql as $$
begin
  insert into mail_outbox (kind, ref)
  select 'booking-confirmation', b.id from inserted b where b.status = 'confirmed'
  on conflict (kind, ref) do nothing;
  return null;
end
$$;

create or replace trigger bookings_queue_mail after insert on bookings
  referencing new table as inserted
  for each statement execute function tk_queue_booking_mail();
