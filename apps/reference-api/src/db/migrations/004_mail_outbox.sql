-- Mail the API owes someone, written in the same transaction as what it is about, so a mail
-- is never lost when the process dies after a commit and never sent for something rolled back.
-- A background worker (src/mail/outbox.ts) sends what is due and retries failures with backoff;
-- sending never runs inside a request.
create table mail_outbox (
  id bigint generated always as identity primary key,
  -- What to send: 'booking-confirmation'; receipts and refunds add their own kinds.
  kind text not null,
  -- What it is about (a booking id for a booking's mails).
  ref text not null,
  created_at timestamptz not null default now(),
  attempts int not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- A worker that claimed the row; another replica takes over once this has passed.
  locked_until timestamptz,
  sent_at timestamptz,
  -- Given up after too many attempts; the last error says why.
  failed_at timestamptz,
  last_error text,
  -- One mail of each kind per subject, however often a request is replayed.
  unique (kind, ref)
);
create index mail_outbox_due on mail_outbox (next_attempt_at) where sent_at is null and failed_at is null;
-- Booking confirmations are queued by a trigger on bookings: ../functions/tk_queue_booking_mail.sql.
