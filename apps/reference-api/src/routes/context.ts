import type { Hono } from 'hono';
import type { ApiConfig } from '../config.ts';
import type { BookingCalls } from '../db/booking-calls.ts';
import type { Database } from '../db/database.ts';
import type { BindOptions } from '../http/bind.ts';
import type { PaymentProvider } from '../payments/provider.ts';

/** What every route module receives. */
export interface RouteContext {
  app: Hono;
  db: Database;
  /** Holds, idempotency claims and bookings, grouped per round trip on PGlite. */
  calls: BookingCalls;
  config: Pick<ApiConfig, 'holdTtlSeconds' | 'maxTicketsPerOrder' | 'qrSecret' | 'paymentHoldLimitSeconds' | 'limits'>;
  bindOptions: BindOptions;
  /** The payment provider (sandbox or Razorpay) every payment goes through. */
  payments: PaymentProvider;
}
