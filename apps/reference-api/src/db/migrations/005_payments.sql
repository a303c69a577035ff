-- Payments: each paid booking's order with the provider, the payments the provider reported, refunds,
-- the append-only money ledger, webhook deliveries as received, and GST tax documents. The
-- sandbox provider's own books (what Razorpay's servers would hold) are in 006.

-- What the booking charges (its `amounts.total`, paise) and, for a paid booking, until when its hold
-- keeps the tickets while the payment is in progress.
alter table bookings add column total int not null default 0;
alter table bookings add column pay_by timestamptz;
create index bookings_pay_by on bookings (pay_by) where status in ('payment-pending', 'payment-failed');

-- Earned points are taken back on a refund (`reversed`); redeemed points come back when a booking is
-- cancelled or never paid (`returned`).
alter table reward_ledger drop constraint reward_ledger_kind_check;
alter table reward_ledger add constraint reward_ledger_kind_check check (kind in ('earned', 'redeemed', 'reversed', 'returned'));

-- The event's refund rules (contract `CancellationPolicy`); null: the default policy.
alter table events add column cancellation_policy json;

create table payment_orders (
  -- The provider's order id.
  id text primary key,
  provider text not null,
  booking_id text not null unique references bookings (id),
  amount int not null check (amount > 0),
  currency text not null,
  -- awaiting | processing | failed | captured (contract `PaymentState`).
  state text not null default 'awaiting',
  failure_reason text,
  method text,
  -- The payment that paid the booking; any other captured payment on the order is refunded.
  captured_payment_id text,
  captured_at timestamptz,
  created_at timestamptz not null default now()
);

-- Every payment the provider reported on one of our orders, in its latest known state.
create table payments (
  id text primary key,
  order_id text not null references payment_orders (id),
  provider text not null,
  amount int not null,
  currency text not null,
  status text not null,
  method text,
  updated_at timestamptz not null default now()
);
create index payments_order on payments (order_id);

create table refunds (
  id text primary key,
  booking_id text not null references bookings (id),
  payment_id text not null,
  provider text not null,
  -- The provider's refund id, once it has answered.
  provider_refund_id text unique,
  amount int not null check (amount > 0),
  -- The part of `amount` that is the booking fee and its tax (the rest is admission): what the
  -- credit note splits it by. Null: in proportion to what was paid.
  fees int check (fees >= 0 and fees <= amount),
  reason text not null,
  -- pending | processed | failed
  status text not null default 'pending',
  created_at timestamptz not null default now(),
  processed_at timestamptz,
  -- A pending refund the provider did not answer is sent again from then on, later each time
  -- (src/payments/upkeep.ts); the request that recorded it sends it first.
  send_attempts int not null default 0,
  next_send_at timestamptz not null default now() + interval '30 seconds'
);
create index refunds_booking on refunds (booking_id);
create index refunds_unsent on refunds (next_send_at) where status = 'pending' and provider_refund_id is null;
-- A payment is refunded automatically (captured after expiry, or a second capture) at most once.
create unique index refunds_automatic_once on refunds (payment_id) where reason in ('captured-after-expiry', 'duplicate-payment');

-- Every movement of money, append-only (a trigger refuses update and delete): a capture in, a
-- refund out, in paise with its sign. One row per provider reference and kind, so a webhook or
-- a repair that runs twice records once.
create table money_ledger (
  seq bigserial primary key,
  booking_id text not null,
  kind text not null check (kind in ('capture', 'refund')),
  amount int not null,
  currency text not null,
  provider text not null,
  -- The provider's payment id (capture) or our refund id (refund).
  reference text not null,
  reason text,
  created_at timestamptz not null default now(),
  unique (kind, reference)
);
create index money_ledger_booking on money_ledger (booking_id);

-- Every webhook delivery that verified, once per provider event id, with what it did: a redelivery
-- finds its row and changes nothing. Refused deliveries (amount or currency not the order's) are kept too.
create table webhook_events (
  provider text not null,
  id text not null,
  event text not null,
  -- applied | ignored | refused-amount | refused-currency | unknown-order
  outcome text not null,
  detail text,
  payload text not null,
  received_at timestamptz not null default now(),
  primary key (provider, id)
);

-- GST tax invoices and credit notes, numbered in sequence per kind and financial year.
create table tax_documents (
  number text primary key,
  kind text not null check (kind in ('tax-invoice', 'credit-note')),
  financial_year text not null,
  seq int not null,
  booking_id text not null,
  -- A credit note's refund.
  refund_id text unique,
  issued_at timestamptz not null default now(),
  -- The document as answered (contract `TaxDocument`).
  details text not null,
  unique (kind, financial_year, seq)
);
create unique index tax_documents_one_invoice on tax_documents (booking_id) where kind = 'tax-invoice';
-- The seller printed on the documents (config SELLER_*), written by the API at every start; a
-- document keeps the seller as it was when issued.
create table tax_seller (
  id boolean primary key default true check (id),
  name text not null,
  address text not null,
  gstin text not null,
  state text not null
);
create table tax_document_counters (
  kind text not null,
  financial_year text not null,
  last int not null,
  primary key (kind, financial_year)
);
