-- High-demand on-sales: the waiting room's settings, queue and places, and each event's cap on the
-- tickets one account may hold and book.

-- Most tickets one account may hold and book for this event; null: the API's default (MAX_TICKETS_PER_ACCOUNT).
alter table events add column tickets_per_account int check (tickets_per_account between 1 and 10);
