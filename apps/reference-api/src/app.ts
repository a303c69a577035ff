import { Hono } from 'hono';
import { createIdTokenVerifier, type VerifyIdToken } from './auth/verify-id-token.ts';
import type { ApiConfig } from './config.ts';
import { bookingCalls, type BookingCalls } from './db/booking-calls.ts';
import type { Database } from './db/database.ts';
import { isUnavailable } from './db/unavailable.ts';
import { ClientAbortError, routePatterns } from './http/bind.ts';
import { corsHeaders } from './http/cors.ts';
import { responseHeaders } from './http/headers.ts';
import { ApiError, databaseUnavailable, problemResponse } from './http/problem.ts';
import { REQUEST_ID_HEADER, requestLog } from './http/request-log.ts';
import { rateLimitWrites } from './limits/rate-limiter.ts';
import { errorFields, log } from './log/logger.ts';
import { bookingRoutes } from './routes/bookings.ts';
import { cancellationRoutes } from './routes/cancellation.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { checkInRoutes } from './routes/checkin.ts';
import type { RouteContext } from './routes/context.ts';
import { checkCorporate, corporateRoutes } from './routes/corporate.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { holdRoutes } from './routes/holds.ts';
import { hostingRoutes } from './routes/hosting.ts';
import { imageRoutes } from './routes/images.ts';
import type { ApiMetrics } from './metrics.ts';
import { createPaymentProvider, isSandbox } from './payments/create.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { sandboxRoutes } from './payments/sandbox/routes.ts';
import { meRoutes } from './routes/me.ts';
import { receiptRoutes } from './routes/receipts.ts';
import { paymentRoutes } from './routes/payments.ts';
import { queueRoutes } from './routes/queue.ts';
import { sessionRoutes } from './routes/sessions.ts';
import { staffRoutes } from './routes/staff.ts';

export interface AppDeps {
  db: Database;
  /** As readConfig builds it: config.ts alone holds the defaults (tests pass their overrides as environment). */
  config: ApiConfig;
  /** Verifies Firebase ID tokens; default from config (emulator tokens only with authEmulatorHost). */
  verifyIdToken?: VerifyIdToken;
  /**
   * Wraps the booking path's database calls (src/testing/booking-calls.ts pauses or fails one
   * there, where a slow or failing database would).
   */
  wrapBookingCalls?: (calls: BookingCalls, db: Database) => BookingCalls;
  /** Counts requests, holds, bookings and rounds; served by server.ts on its own port. */
  metrics?: ApiMetrics;
  /** The payment provider; default the one config names (createPaymentProvider). Tests pass a sandbox with a delivery plan. */
  payments?: PaymentProvider;
  /** How old a replica's copy of a queue's mark may be when a poll is answered (default QUEUE_VIEW_MAX_AGE_MS). */
  queueViewMaxAgeMs?: number;
  /** How old a replica's copy of an account's place may be when its poll is answered (default QUEUE_PLACE_MAX_AGE_MS). */
  queuePlaceMaxAgeMs?: number;
}

export function createApp({ db, config, verifyIdToken, wrapBookingCalls = (calls) => calls, metrics, payments = createPaymentProvider(config, db), queueViewMaxAgeMs, queuePlaceMaxAgeMs }: AppDeps): Hono {
  const app = new Hono();
  app.use('*', requestLog());
  if (metrics) app.use('*', metrics.middleware);
  app.use('*', responseHeaders);
  app.use(
    '/v1/*',
    corsHeaders({
      origin: config.corsOrigins === '*' ? '*' : config.corsOrigins,
      allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', REQUEST_ID_HEADER],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['Idempotency-Replayed', 'Retry-After', REQUEST_ID_HEADER],
      maxAge: 600,
    }),
  );
  const verify = verifyIdToken ?? createIdTokenVerifier({ projectId: config.firebaseProjectId, emulator: Boolean(config.authEmulatorHost) });
  const ctx: RouteContext = {
    app,
    db,
    calls: wrapBookingCalls(metrics ? metrics.countCalls(bookingCalls(db, metrics.round)) : bookingCalls(db), db),
    config,
    payments,
    bindOptions: {
      verifyIdToken: verify,
      publicUrl: config.publicUrl,
      signingSecret: config.qrSecret,
      checkCorporate: (user, slug) => checkCorporate(db, user, slug),
      rateLimit: rateLimitWrites(db, config.limits.rate),
    },
  };
  catalogRoutes(ctx);
  sessionRoutes(ctx);
  holdRoutes(ctx);
  queueRoutes(ctx, queueViewMaxAgeMs, queuePlaceMaxAgeMs);
  bookingRoutes(ctx);
  receiptRoutes(ctx);
  cancellationRoutes(ctx);
  paymentRoutes(ctx);
  meRoutes(ctx);
  hostingRoutes(ctx);
  staffRoutes(ctx);
  dashboardRoutes(ctx);
  checkInRoutes(ctx);
  corporateRoutes(ctx);
  imageRoutes(app, db, config.qrSecret);
  if (isSandbox(payments)) sandboxRoutes(app, payments, config);

  app.notFound((c) => {
    const path = c.req.path;
    const allowed = routePatterns.filter((r) => r.regex.test(path)).map((r) => r.method);
    if (allowed.length > 0) {
      return problemResponse(new ApiError('method-not-allowed', `${c.req.method} is not allowed on ${path}; use ${allowed.join(', ')}.`, {}, { allow: allowed.join(', ') }));
    }
    return problemResponse(new ApiError('not-found', `There is no route ${c.req.method} ${path.slice(0, 200)}.`));
  });
  app.onError((error, c) => {
    if (error instanceof ApiError) return problemResponse(error);
    const requestId = c.get('requestId');
    if (isUnavailable(error)) {
      log.warn({ requestId, ...errorFields(error.cause ?? error) }, 'database unavailable');
      return problemResponse(databaseUnavailable(db));
    }
    if (error instanceof ClientAbortError) {
      // Nobody is left to read the answer; the request line that follows records it.
      log.info({ requestId }, 'client closed the connection before sending its whole body');
      return problemResponse(new ApiError('validation/invalid-body', error.message, { errors: [{ path: '(body)', message: 'incomplete' }] }));
    }
    // Class, code and message only: a stack and a driver's fields (a query's parameters, a row's detail) can hold personal data.
    log.error({ requestId, ...errorFields(error) }, 'unhandled error');
    return problemResponse(new ApiError('internal', 'Something went wrong on our side; try again.'));
  });
  return app;
}
