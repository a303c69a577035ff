// The reference API on PGlite under booking load: 64 concurrent clients on loopback, each doing
// hold + booking pairs until a bench ticket type of known capacity is sold out (or time runs out).
// Two runs: free tickets (confirmed at once), then paid ones through the sandbox provider (hold,
// booking with its order, the sandbox pays and sends its signed webhook over HTTP to the API, the
// webhook confirms the booking; the client counts a paid booking only once GET /bookings/{id}
// answers it confirmed). Prints confirmed bookings/s, p50/p95/p99 latency and tickets sold vs
// capacity for each.
//
// The API runs as a child process (its own core) on a free loopback port, on an in-memory PGlite,
// in emulator-token mode: the clients mint tokens in the Auth emulator's unsigned format (the
// same verification path as real emulator tokens) so no emulator has to run for the bench.
import { availableParallelism, loadavg } from 'node:os';
import http from 'node:http';
import { cpuSeconds, threadCpuSeconds, threadSplit } from './cpu.mjs';
import { benchDatabase, roundRobinAgent, spawnApi, startReplicas } from './replicas.mjs';
import { CONNECTIONS } from './lib/api-script.mjs';
import { PROJECT_ID, emulatorToken, request } from './lib/http-client.mjs';
import { percentile } from './lib/percentile.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS || 64);
const CAPACITY = Number(process.env.BENCH_CAPACITY || 6000);
const WARMUP_PAIRS = 300;
/**
 * When a paying client first looks whether its booking is confirmed, after the sandbox answered
 * the payment (its webhook is on its way then), and how often it looks again until it is.
 */
const FIRST_LOOK_MS = Number(process.env.BENCH_FIRST_LOOK_MS || 50);
const POLL_MS = Number(process.env.BENCH_POLL_MS || 100);
const TIME_LIMIT_MS = Number(process.env.BENCH_SECONDS || 30) * 1000;
// memory:// (default) or a directory: BENCH_DATA_DIR=.cache/bench-db measures PGlite on disk.
const DATA_DIR = process.env.BENCH_DATA_DIR || 'memory://';
// BENCH_FUNCS=/tmp/funcs.json (PGlite): writes each SQL function's calls and time
// (pg_stat_user_functions with track_functions = 'all') to that file when the API stops.
// PostgreSQL instead: BENCH_POSTGRES=1 (a throw-away server the bench starts, fsync and synchronous
// commit off) or BENCH_DATABASE_URL=postgres://… (an empty database); BENCH_REPLICAS=2 runs two API
// processes on it behind one round-robin port (this process hands each connection to one of them,
// bench/replicas.mjs), or with BENCH_BALANCER=0 the clients' connections spread over their two
// ports in turn (roundRobinAgent).
const REPLICAS = Number(process.env.BENCH_REPLICAS || 1);
const BALANCER = process.env.BENCH_BALANCER !== '0';
const POSTGRES = Boolean(process.env.BENCH_POSTGRES || process.env.BENCH_DATABASE_URL) || REPLICAS > 1;

// Runs inside the child: start the API, insert the bench event, report where it is. Each of the
// 64 clients stands for a stream of buyers, so the per-account ticket cap is lifted.
const SERVER = `
import { readConfig } from './apps/reference-api/src/config.ts';
import { startApi } from './apps/reference-api/src/server.ts';
import { insertFixture } from './apps/reference-api/src/testing/api.ts';
const api = await startApi(readConfig({ API_PORT: '0', TICKETKIT_DATA_DIR: ${JSON.stringify(DATA_DIR)}, DATABASE_URL: __DATABASE_URL__, FIREBASE_PROJECT_ID: '${PROJECT_ID}',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1', TICKETKIT_DEV_AUTH_EMULATOR: '1', MAX_TICKETS_PER_ACCOUNT: '100000', METRICS_PORT: '0' }));
const seed = process.env.BENCH_SEED === '1';
const fixtures = seed ? {
  warm: await insertFixture(api.db, { capacity: 100000, price: 0 }),
  bench: await insertFixture(api.db, { capacity: ${CAPACITY}, price: 0 }),
  paidWarm: await insertFixture(api.db, { capacity: 100000, price: 49900 }),
  paid: await insertFixture(api.db, { capacity: ${CAPACITY}, price: 49900 }),
} : {};
${CONNECTIONS}
// The payer's side of the sandbox checkout, asked for by the load generator.
process.on('message', async ({ id, orderId } = {}) => {
  if (!orderId) return;
  const result = await api.payments.pay(orderId, { method: 'upi', outcome: 'succeed', origin: api.url }).catch((e) => ({ type: 'error: ' + e.message }));
  process.send({ id, type: result.type });
});
let profiler;
if (process.env.BENCH_PROFILE) {
  const { Session } = await import('node:inspector/promises');
  profiler = new Session();
  profiler.connect();
  await profiler.post('Profiler.enable');
  process.on('SIGUSR2', () => void profiler.post('Profiler.start'));
}
if (process.env.BENCH_FUNCS) await api.db.query("set track_functions = 'all'");
process.stdout.write('READY ' + JSON.stringify({ url: api.url, metricsUrl: api.metricsUrl, ...fixtures }) + '\\n');
process.on('SIGTERM', async () => {
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    (await import('node:fs')).writeFileSync(process.env.BENCH_PROFILE, JSON.stringify(profile));
  }
  if (process.env.BENCH_FUNCS) {
    const r = await api.db.query('select funcname, calls, round(total_time::numeric,1) total, round(self_time::numeric,1) self from pg_stat_user_functions order by self_time desc limit 40');
    (await import('node:fs')).writeFileSync(process.env.BENCH_FUNCS, JSON.stringify(r.rows ?? r, null, 1));
  }
  await api.close();
  process.exit(0);
});
`;

/**
 * The API processes (BENCH_REPLICAS, on PostgreSQL when more than one) and, for more than one, one
 * round-robin port in front of them unless BENCH_BALANCER=0 (bench/replicas.mjs). The first inserts
 * the bench's events.
 */
async function startServer() {
  // BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the API processes.
  const nodeArgs = (process.env.BENCH_NODE_ARGS || '').split(' ').filter(Boolean);
  const database = POSTGRES ? await benchDatabase() : null;
  const source = SERVER.replace('__DATABASE_URL__', JSON.stringify(database?.url ?? ''));
  let replicas;
  try {
    replicas = await startReplicas(REPLICAS, (index) => spawnApi(source, { nodeArgs, env: { BENCH_SEED: index === 0 ? '1' : '' } }), { balancer: BALANCER });
  } catch (error) {
    await database?.stop();
    throw error;
  }
  const paying = new Map();
  let next = 0;
  for (const { child } of replicas.replicas) {
    child.on('message', ({ id, type }) => {
      paying.get(id)?.(type);
      paying.delete(id);
    });
  }
  /** Has the sandbox pay this order (in an API process, as its checkout page would); answers its outcome. */
  const pay = (orderId) =>
    new Promise((resolve) => {
      const id = next++;
      paying.set(id, resolve);
      replicas.replicas[id % REPLICAS].child.send({ id, orderId });
    });
  const { warm, bench, paidWarm, paid } = replicas.replicas[0];
  return {
    url: replicas.url,
    urls: replicas.replicas.map((r) => r.url),
    balancer: replicas.balancer,
    pids: replicas.replicas.map((r) => r.child.pid),
    metricsUrls: replicas.replicas.map((r) => r.metricsUrl),
    database,
    pay, warm, bench, paidWarm, paid,
    stop: async () => {
      await replicas.stop();
      await database?.stop();
    },
  };
}

async function load({ agent, url, fixture, pairs, deadline, pay }) {
  const holdMs = [];
  const bookMs = [];
  const pairMs = [];
  const paidMs = [];
  const payMs = [];
  const stats = { confirmed: 0, ticketsConfirmed: 0, soldOut: 0, otherErrors: 0, looks: 0 };
  let started = 0;
  let soldOut = false;
  const client = async (n) => {
    const token = emulatorToken(`bench-${n}-${Math.random().toString(36).slice(2, 8)}`);
    while (!soldOut && started < pairs && Date.now() < deadline) {
      started += 1;
      const t0 = performance.now();
      const hold = await request(agent, url, 'POST', '/holds', token, { sessionId: fixture.sessionId, items: [{ ticketTypeId: fixture.ticketTypeId, quantity: 1 }] });
      const t1 = performance.now();
      holdMs.push(t1 - t0);
      if (hold.status === 409 && hold.body?.code === 'booking/sold-out') {
        stats.soldOut += 1;
        soldOut = true;
        break;
      }
      if (hold.status !== 201) {
        stats.otherErrors += 1;
        continue;
      }
      const booking = await request(agent, url, 'POST', '/bookings', token,
        { holdId: hold.body.id, attendee: { name: 'Bench User', email: 'bench@bench.example', phone: '+919800000000' } },
        { 'idempotency-key': `${hold.body.id}-k` });
      const t2 = performance.now();
      bookMs.push(t2 - t1);
      pairMs.push(t2 - t0);
      let confirmed = booking.status === 201 && booking.body.status === 'confirmed';
      if (booking.status === 201 && booking.body.status === 'payment-pending' && pay) {
        const paid = await pay(booking.body.payment.orderId);
        payMs.push(performance.now() - t2);
        // Only the webhook confirms the booking (the client never sends the checkout result); the
        // client looks as the widget's waiting screen does: soon after paying, then every POLL_MS.
        for (let tries = 0; paid === 'success' && tries < 100; tries += 1) {
          await new Promise((resolve) => setTimeout(resolve, tries === 0 ? FIRST_LOOK_MS : POLL_MS));
          stats.looks += 1;
          const seen = await request(agent, url, 'GET', `/bookings/${booking.body.id}`, token);
          if (seen.body?.status === 'confirmed') {
            confirmed = true;
            break;
          }
        }
      }
      const t3 = performance.now();
      if (pay) paidMs.push(t3 - t0);
      if (confirmed) {
        stats.confirmed += 1;
        stats.ticketsConfirmed += booking.body.items.reduce((s, i) => s + i.quantity, 0);
      } else stats.otherErrors += 1;
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
  const seconds = (performance.now() - t0) / 1000;
  return { seconds, holdMs, bookMs, pairMs, payMs, paidMs, stats };
}

/** Each API process's booking-path rounds so far (its round-size histogram): `{ requests, rounds }`. */
async function roundsSoFar(server) {
  return Promise.all(server.metricsUrls.map(async (url) => {
    const text = await fetch(url).then((r) => r.text());
    const value = (metric) => Number(new RegExp(`^${metric} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
    return { requests: value('ticketkit_db_round_size_sum'), rounds: value('ticketkit_db_round_size_count') };
  }));
}

/** One measured run on `fixture` after a warm-up on `warm`; prints its tables and answers its rate. */
async function measure(server, agent, { label, warm, fixture, pay }) {
  await load({ agent, url: server.url, fixture: warm, pairs: WARMUP_PAIRS, deadline: Date.now() + 20_000, pay });
  // BENCH_PROFILE=/tmp/api.cpuprofile: a CPU profile of the API during the measured run only.
  if (process.env.BENCH_PROFILE) for (const pid of server.pids) process.kill(pid, 'SIGUSR2');
  const sum = (f) => server.pids.reduce((total, pid) => total + f(pid), 0);
  const apiCpu0 = sum(cpuSeconds);
  const threads0 = server.pids.map(threadCpuSeconds);
  const dbCpu0 = server.database?.cpuSeconds() ?? 0;
  const rounds0 = await roundsSoFar(server);
  const clientCpu0 = process.cpuUsage();
  const result = await load({ agent, url: server.url, fixture, pairs: Infinity, deadline: Date.now() + TIME_LIMIT_MS, pay });
  const apiCpu = sum(cpuSeconds) - apiCpu0;
  const dbCpu = (server.database?.cpuSeconds() ?? 0) - dbCpu0;
  const splits = server.pids.map((pid, i) => threadSplit(pid, threads0[i], threadCpuSeconds(pid)));
  const split = Object.fromEntries(['main', 'busiest', 'rest'].map((k) => [k, splits.reduce((t, s) => t + s[k], 0)]));
  const clientCpu = process.cpuUsage(clientCpu0);
  const rounds = (await roundsSoFar(server)).map((r, i) => ({ requests: r.requests - rounds0[i].requests, rounds: r.rounds - rounds0[i].rounds }));
  const types = await fetch(`${server.url}/v1/sessions/${fixture.sessionId}/ticket-types`).then((r) => r.json());
  const available = types.items[0].available;
  const row = (name, values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return { latency: name, requests: sorted.length, 'p50 ms': percentile(sorted, 50).toFixed(1), 'p95 ms': percentile(sorted, 95).toFixed(1), 'p99 ms': percentile(sorted, 99).toFixed(1) };
  };
  const spread = BALANCER ? 'behind one round-robin port' : 'the clients\' connections spread over their ports in turn';
  const where = POSTGRES ? `PostgreSQL (${process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL' : 'throw-away, fsync and synchronous_commit off'}), ${REPLICAS} API process${REPLICAS > 1 ? `es, ${spread}` : ''}` : `PGlite (${DATA_DIR === 'memory://' ? 'in memory, synchronous_commit off' : `data directory ${DATA_DIR}`})`;
  console.log(`\n${label} — reference API on ${where}: ${CLIENTS} concurrent clients on loopback`);
  console.table([
    {
      'confirmed bookings/s': (result.stats.confirmed / result.seconds).toFixed(0),
      'confirmed bookings': result.stats.confirmed,
      seconds: result.seconds.toFixed(1),
      capacity: CAPACITY,
      'tickets sold (confirmed)': result.stats.ticketsConfirmed,
      'available after': available,
      'sold ≤ capacity': result.stats.ticketsConfirmed <= CAPACITY && available >= 0 ? 'yes' : 'NO — OVERSOLD',
      'other errors': result.stats.otherErrors,
    },
  ]);
  // CPU per booking does not depend on how busy the rest of the machine is, unlike the rates.
  const perBooking = (seconds) => ((seconds * 1000) / Math.max(result.stats.confirmed, 1)).toFixed(2);
  console.log(`CPU per confirmed booking: API ${perBooking(apiCpu)} ms (all its threads), load generator ${perBooking((clientCpu.user + clientCpu.system) / 1e6)} ms; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  // An idle machine with this many cores and this API alone: neither thread can do more than one
  // core's work, nor all threads together more than the cores'.
  const cores = availableParallelism();
  if (POSTGRES) {
    // The database's work is in the server's processes here; one API process's main thread is still one core at most.
    const idleRate = Math.min(cores / (apiCpu + dbCpu), REPLICAS / split.main) * result.stats.confirmed;
    console.log(`  API main threads ${perBooking(split.main)} ms, other threads ${perBooking(split.busiest + split.rest)} ms; PostgreSQL server ${perBooking(dbCpu)} ms; API + server ${perBooking(apiCpu + dbCpu)} ms; on ${cores} idle cores that bounds it at about ${idleRate.toFixed(0)} confirmed bookings/s`);
  } else {
    const idleRate = Math.min(cores / apiCpu, 1 / Math.max(split.main, split.busiest)) * result.stats.confirmed;
    console.log(`  of which: main thread ${perBooking(split.main)} ms, database thread ${perBooking(split.busiest)} ms, other threads ${perBooking(split.rest)} ms; on ${cores} idle cores that bounds the API at about ${idleRate.toFixed(0)} confirmed bookings/s`);
  }
  // Smaller rounds cost the database more per booking: each round pays its transaction and its steps' fixed work once.
  const each = rounds.map((r) => (r.requests / Math.max(r.rounds, 1)).toFixed(1));
  const allRounds = rounds.reduce((t, r) => t + r.rounds, 0);
  const connections = agent.counts ?? server.balancer?.counts;
  console.log(`  booking-path rounds: ${each.join(' and ')} requests each on average${REPLICAS > 1 ? ' (per process)' : ''}, ${(allRounds / Math.max(result.stats.confirmed, 1)).toFixed(2)} rounds per confirmed booking${connections ? `; client connections per process: ${connections.join(' and ')}` : ''}`);
  const rows = [row('POST /holds', result.holdMs), row('POST /bookings', result.bookMs), row('hold + booking pair', result.pairMs)];
  if (pay) {
    rows.push(row('the sandbox pays', result.payMs));
    rows.push(row('hold to confirmed (paid, webhook)', result.paidMs));
    console.log(`Paid path per booking: POST /holds, POST /bookings (creates the sandbox order), the sandbox pays (records the payment, signs and POSTs payment.captured to the API's webhook route), GET /bookings/{id} until confirmed: ${(result.stats.looks / Math.max(result.stats.confirmed, 1)).toFixed(2)} GETs per confirmed booking (first after ${FIRST_LOOK_MS} ms, then every ${POLL_MS} ms)`);
  }
  console.table(rows);
  const figures = { rate: result.stats.confirmed / result.seconds, cpu: ((apiCpu + dbCpu) * 1000) / Math.max(result.stats.confirmed, 1), p95: percentile([...result.bookMs, ...result.holdMs].sort((a, b) => a - b), 95) };
  console.log(`result: ${pay ? 'paid' : 'free'} ${figures.rate.toFixed(0)} confirmed bookings/s, request p95 ${figures.p95.toFixed(1)} ms, CPU ${figures.cpu.toFixed(2)} ms per booking (API${POSTGRES ? ' + PostgreSQL' : ''}), load average ${loadavg()[0].toFixed(1)}`);
  return figures;
}

export default async function run() {
  const server = await startServer();
  // One keep-alive connection per client, opened during the warm-up and reused for the run.
  const options = { keepAlive: true, maxSockets: CLIENTS };
  const agent = REPLICAS > 1 && !BALANCER ? roundRobinAgent(server.urls, options) : new http.Agent(options);
  try {
    // BENCH_PAID=0: the free run only; BENCH_PAID=1: the paid run only (quicker side-by-side comparisons).
    const free = process.env.BENCH_PAID === '1' ? null : await measure(server, agent, { label: 'Free tickets (confirmed at once): hold + booking', warm: server.warm, fixture: server.bench });
    if (process.env.BENCH_PAID === '0') return;
    const paid = await measure(server, agent, { label: 'Paid tickets through the sandbox: hold, booking + order, sandbox pays, signed webhook confirms', warm: server.paidWarm, fixture: server.paid, pay: server.pay });
    if (free) {
      console.log(`\nconfirmed bookings/s — free: ${free.rate.toFixed(0)}, paid (sandbox): ${paid.rate.toFixed(0)}; CPU per confirmed booking${POSTGRES ? ' (API + PostgreSQL)' : ''} — free: ${free.cpu.toFixed(2)} ms, paid: ${paid.cpu.toFixed(2)} ms`);
      console.log(`target free ≥ 500 bookings/s: ${free.rate >= 500 ? 'met' : 'NOT met'} (${free.rate.toFixed(0)}); request p95 ≤ 100 ms: ${free.p95 <= 100 ? 'met' : 'NOT met'} (${free.p95.toFixed(1)} ms)`);
    }
    console.log(`target paid ≥ 300 confirmed bookings/s: ${paid.rate >= 300 ? 'met' : 'NOT met'} (${paid.rate.toFixed(0)})`);
  } finally {
    agent.destroy();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
