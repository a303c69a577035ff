import { serve, type ServerType } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createApp, type AppDeps } from './app.ts';
import type { VerifyIdToken } from './auth/verify-id-token.ts';
import type { ApiConfig } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { bookingCalls } from './db/booking-calls.ts';
import { startHousekeeping } from './db/housekeeping.ts';
import { migrate } from './db/migrate.ts';
import { startMailOutbox } from './mail/outbox.ts';
import { proxyWarning } from './limits/config.ts';
import { errorFields, log } from './log/logger.ts';
import { createMetrics, serveMetrics } from './metrics.ts';
import { storeTaxSeller } from './payments/tax-seller.ts';
import { createPaymentProvider, isSandbox } from './payments/create.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { startPaymentUpkeep } from './payments/upkeep.ts';
import { startQueueTicker } from './queue/ticker.ts';
import { scheduleDemoOnSale } from './seed/demo-on-sale.ts';
import { refreshSeed, seedIfEmpty } from './seed/index.ts';

export interface RunningApi {
  url: string;
  /** GET /metrics on its own port, when METRICS_PORT is set. */
  metricsUrl: string | undefined;
  db: Database;
  /** The payment provider the app uses (tests release held sandbox webhooks or wait for its deliveries). */
  payments: PaymentProvider;
  /** Settles, with how many payments it applied, when the start-up payment repair is done. */
  paymentsRepaired: Promise<number>;
  /** Runs one admission tick of the waiting rooms now (tests step it by hand with `queueTickMs: 0`). */
  tickQueues(): Promise<void>;
  /**
   * Serves a connection another process accepted and handed over: a balancer in front of several
   * API processes on one machine, as Node's cluster module works, passes each accepted socket to
   * one of them, and the bytes then go straight between the client and that process.
   */
  serveConnection(socket: Socket): void;
  close(): Promise<void>;
}

/** A port startApi was to listen on is taken; `setting` names the variable that chose it. */
export class PortInUseError extends Error {
  constructor(
    readonly setting: 'API_PORT' | 'METRICS_PORT',
    readonly port: number,
    readonly host: string,
  ) {
    super(`port ${port} on ${host} is in use; set ${setting} to a free port.`);
    this.name = 'PortInUseError';
  }
}

const inUse = (error: unknown, setting: PortInUseError['setting'], port: number, host: string) =>
  (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? new PortInUseError(setting, port, host) : error;

export interface StartOptions {
  /** Replaces the ID-token verifier built from config (tests inject a local JWKS here). */
  verifyIdToken?: VerifyIdToken;
  /** Wraps the booking path's database calls (see AppDeps). */
  wrapBookingCalls?: AppDeps['wrapBookingCalls'];
  /** PGlite only: start from this data directory dump (tests share one migrated, seeded template). */
  pgliteTemplate?: Blob;
  /** How often the mail outbox looks for due mail (tests shorten it). */
  mailPollMs?: number;
  /** How often refunds the provider did not answer are sent again (default PAYMENT_UPKEEP_INTERVAL_MS). */
  paymentUpkeepMs?: number;
  /**
   * Builds the payment provider on the opened database instead of config's. Tests pass a sandbox
   * with a delivery plan (late, duplicated, out-of-order or held webhooks; see DeliveryPlan).
   */
  payments?: (db: Database) => PaymentProvider;
  /** How often the waiting rooms' admission ticks (default QUEUE_TICK_MS; 0: only when `tickQueues` is called). */
  queueTickMs?: number;
  /** How old a replica's copy of a queue's mark may be when a poll is answered (see AppDeps). */
  queueViewMaxAgeMs?: number;
  /** How old a replica's copy of an admitted place may be when its poll is answered (see AppDeps). */
  queuePlaceMaxAgeMs?: number;
}

/** Opens the database, applies migrations, seeds an empty one and listens. Used by `main.ts` and by tests (port 0). */
export async function startApi(config: ApiConfig, options: StartOptions = {}): Promise<RunningApi> {
  const db = await openDatabase(config, { loadDataDir: options.pgliteTemplate });
  // Replicas starting together on one PostgreSQL take turns: the first migrates and seeds, the
  // others then find nothing left to do.
  try {
    await db.exclusive('ticketkit:schema', async () => {
      await migrate(db, { remedy: unknownMigrationsRemedy(config) });
      // A database seeded long ago gets fresh sessions for its seeded events (see refreshSeed).
      if (config.seed && !(await seedIfEmpty(db))) await refreshSeed(db);
      if (config.seed && config.demoOnSale) await scheduleDemoOnSale(db);
      await storeTaxSeller(db, config.seller);
    });
  } catch (error) {
    await db.close();
    throw error;
  }
  const metrics = createMetrics(db);
  const payments = options.payments?.(db) ?? createPaymentProvider(config, db);
  const app = createApp({ db, config, verifyIdToken: options.verifyIdToken, wrapBookingCalls: options.wrapBookingCalls, metrics, payments, queueViewMaxAgeMs: options.queueViewMaxAgeMs, queuePlaceMaxAgeMs: options.queuePlaceMaxAgeMs });
  const { timeouts } = config;
  let server: Server;
  try {
    server = await listen(app, config);
  } catch (error) {
    await db.close();
    throw inUse(error, 'API_PORT', config.port, config.host);
  }
  server.keepAliveTimeout = timeouts.idleMs;
  let metricsServer: Awaited<ReturnType<typeof serveMetrics>> | undefined;
  try {
    if (config.metricsPort !== undefined) metricsServer = await serveMetrics(metrics, config.metricsPort, config.metricsHost);
  } catch (error) {
    // Nothing is left listening or open when startApi fails.
    await new Promise((resolve) => server.close(resolve));
    await db.close();
    throw inUse(error, 'METRICS_PORT', config.metricsPort!, config.metricsHost);
  }
  const unproxied = proxyWarning(config.production, config.limits.rate);
  if (unproxied) log.warn(unproxied);
  const stopHousekeeping = startHousekeeping(db);
  // A payment captured while the API was down (or between a capture and its confirmation) is
  // applied soon after start; refunds the provider did not answer are sent again.
  const upkeep = startPaymentUpkeep({ db, calls: metrics.countCalls(bookingCalls(db)), provider: payments }, options.paymentUpkeepMs);
  const stopMail = startMailOutbox(db, config.mail, options.mailPollMs);
  const queueTicker = startQueueTicker(db, options.queueTickMs);
  // The sandbox owes webhooks, captures and refunds a previous run may have left due.
  if (isSandbox(payments)) await payments.start().catch((error: unknown) => log.warn({ ...errorFields(error) }, 'payment sandbox: could not pick up its pending work'));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${config.host}:${port}`,
    metricsUrl: metricsServer?.url,
    db,
    payments,
    paymentsRepaired: upkeep.repaired,
    tickQueues: queueTicker.tick,
    serveConnection: (socket) => {
      server.emit('connection', socket);
      // A balancer accepts paused (pauseOnConnect), so it reads nothing before handing over.
      socket.resume();
    },
    close: async () => {
      if (isSandbox(payments)) payments.close();
      // Stop accepting first and arm the deadline, so nothing below can stretch shutdown past the
      // grace period. Requests in flight finish, each connection closing as it falls idle; past the
      // deadline whatever is left (a client still sending slowly) is closed.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      let expire = () => {};
      const expired = new Promise<void>((resolve) => (expire = resolve));
      const deadline = setTimeout(() => {
        log.warn(`shutdown: grace period of ${timeouts.shutdownGraceMs} ms over; closing what is still open`);
        server.closeAllConnections();
        expire();
      }, timeouts.shutdownGraceMs);
      // A mail round may wait on a slow SMTP server: abandoning it at the deadline is safe, since a
      // claimed outbox row is sent again by any replica once its claim expires.
      const background = Promise.allSettled([metricsServer?.close(), stopHousekeeping(), stopMail(), upkeep.stop(), queueTicker.stop()]);
      try {
        await Promise.all([closed, Promise.race([background, expired])]);
      } finally {
        clearInterval(idle);
        clearTimeout(deadline);
      }
      await db.close();
    },
  };
}

/** What to do with a database migrated by migrations this version does not have. */
function unknownMigrationsRemedy(config: ApiConfig): string {
  return config.databaseUrl
    ? 'drop the database DATABASE_URL names and create it empty (or point DATABASE_URL at an empty one), then start again.'
    : `delete the data directory ${config.dataDir} (TICKETKIT_DATA_DIR); the next start creates and seeds it again.`;
}

/** The API's HTTP server, listening. */
async function listen(app: ReturnType<typeof createApp>, config: ApiConfig): Promise<Server> {
  const { timeouts } = config;
  return (await new Promise<ServerType>((resolve, reject) => {
    const s = serve(
      {
        fetch: app.fetch,
        port: config.port,
        hostname: config.host,
        // A client that sends its headers or body slowly holds a connection and memory: past these
        // it gets a 408 and is closed. The check runs every second (Node's default is 30 s).
        serverOptions: { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs, connectionsCheckingInterval: 1_000 },
      },
      () => resolve(s),
    );
    s.once('error', reject);
  })) as Server;
}
