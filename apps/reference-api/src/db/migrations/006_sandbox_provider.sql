-- The sandbox payment provider's own books: what Razorpay's servers would hold for us (orders,
-- payments, refunds, and the webhooks it owes us). Only the sandbox reads and writes them; the API's
-- own view of the money is in 005 and learns of these rows only through signed webhooks and fetches.

create table sandbox_orders (
  id text primary key,
  amount int not null check (amount > 0),
  currency text not null,
  receipt text not null,
  notes json not null default '{}',
  -- created | attempted | paid
  status text not null default 'created',
  attempts int not null default 0,
  amount_paid int not null default 0,
  created_at timestamptz not null default now()
);

create table sandbox_payments (
  id text primary key,
  order_id text not null references sandbox_orders (id),
  amount int not null,
  currency text not null,
  -- authorized | captured | refunded | failed
  status text not null,
  method text not null,
  amount_refunded int not null default 0,
  error_code text,
  error_description text,
  -- Where this payment's webhooks (and its refunds') are delivered.
  webhook_url text not null,
  -- A pending payment is captured then (the "pending then succeed" choice).
  capture_at timestamptz,
  created_at timestamptz not null default now()
);
create index sandbox_payments_order on sandbox_payments (order_id);
create index sandbox_payments_capture_due on sandbox_payments (capture_at) where status = 'authorized';

create table sandbox_refunds (
  id text primary key,
  payment_id text not null references sandbox_payments (id),
  amount int not null check (amount > 0),
  currency text not null,
  -- Our refund id: a retried refund call with the same receipt refunds once.
  receipt text,
  -- pending | processed
  status text not null default 'pending',
  process_at timestamptz not null,
  created_at timestamptz not null default now()
);
create unique index sandbox_refunds_receipt on sandbox_refunds (payment_id, receipt) where receipt is not null;
create index sandbox_refunds_due on sandbox_refunds (process_at) where status = 'pending';

-- Every webhook the sandbox owes, signed body and all. Copies of one event (a duplicated delivery)
-- share its event id. `held` waits for a test to release it; `scheduled` rows are retried with back-off.
create table sandbox_webhook_deliveries (
  id bigserial primary key,
  event_id text not null,
  event text not null,
  url text not null,
  body text not null,
  -- scheduled | held | delivered | failed
  status text not null default 'scheduled',
  attempts int not null default 0,
  due_at timestamptz not null,
  last_error text,
  created_at timestamptz not null default now(),
  delivered_at timestamptz
);
create index sandbox_webhook_deliveries_due on sandbox_webhook_deliveries (due_at) where status = 'scheduled';
