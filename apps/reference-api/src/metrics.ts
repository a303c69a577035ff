import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { BookingCalls } from './db/booking-calls.ts';
import type { Database } from './db/database.ts';
import { ApiError } from './http/problem.ts';
import { routePattern } from './http/route-pattern.ts';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);


/** The API's Prometheus metrics, in a registry of its own (tests run several APIs in one process). */
export interface ApiMetrics {
  registry: Registry;
  /** Counts and times every request by route pattern (never the raw path) and status. */
  middleware: MiddlewareHandler;
  /** Called with the size of each database round of holds, claims and bookings (db/batcher.ts). */
  round: (size: number) => void;
  /** The booking calls, counting the confirmations and payments they make where they happen. */
  countCalls: (calls: BookingCalls) => BookingCalls;
}

export function createMetrics(db: Database): ApiMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: 'ticketkit_' });
  const requests = new Counter({ name: 'ticketkit_http_requests_total', help: 'HTTP requests by method, route pattern and status.', labelNames: ['method', 'route', 'status'], registers });
  const duration = new Histogram({
    name: 'ticketkit_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const holds = new Counter({ name: 'ticketkit_holds_created_total', help: 'Holds created.', registers });
  const bookings = new Counter({ name: 'ticketkit_bookings_confirmed_total', help: 'Bookings confirmed: at once when there is nothing to pay, else when the payment is captured.', registers });
  const payments = new Counter({ name: 'ticketkit_payments_total', help: 'Payments the provider reported and we applied, by outcome (captured, failed).', labelNames: ['outcome'], registers });
  const soldOut = new Counter({ name: 'ticketkit_sold_out_total', help: 'Hold requests answered booking/sold-out.', registers });
  const rounds = new Histogram({
    name: 'ticketkit_db_round_size',
    help: 'Holds, idempotency claims and bookings sent to the database in one round.',
    buckets: [1, 2, 4, 8, 16, 32, 64, 96],
    registers,
  });
  const stats = db.poolStats;
  if (stats) {
    new Gauge({
      name: 'ticketkit_db_pool_connections',
      help: 'PostgreSQL pool connections: total, idle, in use, and requests waiting for one.',
      labelNames: ['state'],
      registers,
      collect() {
        const s = stats();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'in_use' }, s.total - s.idle);
        this.set({ state: 'waiting' }, s.waiting);
      },
    });
  }

  // Read from the refunds at each scrape: a refund is processed by whichever report reaches the
  // database first (a webhook, the provider's answer, reconciliation), in any API process, and
  // stays processed, so the count is exact and the same from every replica (take the max, not the sum).
  // Registered after the pool's gauge, which reads the pool before this query takes a connection.
  new Counter({
    name: 'ticketkit_refunds_processed_total',
    help: 'Refunds the provider has processed (the money back with the buyer), from the database.',
    registers,
    async collect() {
      const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from refunds where status = 'processed'`);
      this.reset();
      this.inc(Number(rows[0]!.n));
    },
  });

  const middleware: MiddlewareHandler = async (c, next) => {
    const started = process.hrtime.bigint();
    await next();
    const method = METHODS.has(c.req.method) ? c.req.method : 'other';
    const route = routePattern(c) ?? 'unmatched';
    const status = c.res.status;
    requests.inc({ method, route, status });
    duration.observe({ method, route }, Number(process.hrtime.bigint() - started) / 1e9);
    if (status === 201 && method === 'POST' && route === '/v1/holds') holds.inc();
    if (c.error instanceof ApiError && c.error.code === 'booking/sold-out') soldOut.inc();
  };
  // Counted from what the database answered, once per booking or payment: a replay or a duplicate
  // delivery never reaches these calls' answers as new.
  const countCalls = (calls: BookingCalls): BookingCalls => ({
    ...calls,
    createBooking: async (request) => {
      const answer = await calls.createBooking(request);
      if (answer.outcome === 'claimed' && (answer.booking as { status?: unknown } | null)?.status === 'confirmed') bookings.inc();
      return answer;
    },
    applyPayment: async (report) => {
      const outcome = await calls.applyPayment(report);
      if (outcome.outcome === 'applied' && (report.payment.status === 'captured' || report.payment.status === 'failed')) payments.inc({ outcome: report.payment.status });
      if (outcome.confirmed) bookings.inc();
      return outcome;
    },
  });
  return { registry, middleware, round: (size) => rounds.observe(size), countCalls };
}

/** Serves GET /metrics, and nothing else, on a port of its own: never on the public API port. */
export async function serveMetrics(metrics: ApiMetrics, port: number, host: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Only GET /metrics is served here.\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`Could not collect metrics: ${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}/metrics`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
