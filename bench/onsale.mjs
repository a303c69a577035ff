// An on-sale on this machine: BENCH_VISITORS (50,000) distinct accounts for BENCH_TICKETS (5,000)
// free tickets of one high-demand session. BENCH_PRE_QUEUE of them join in the pre-queue (their
// order is drawn at the on-sale), the rest arrive over BENCH_ARRIVAL_SECONDS after it. Each joins,
// polls at the server's advice, and when admitted holds 1–4 tickets and books them (see
// lib/onsale-visitor.mjs). Twice: PGlite with one API process, then PostgreSQL with two API
// processes behind one round-robin port (./replicas.mjs). Prints one table: tickets sold (from the
// database), 5xx answers, order kept, the draw's uniformity, latencies, time to sell out, memory.
//
// Waiting visitors share BENCH_SOCKETS kept-alive connections (a browser each would be 50,000
// sockets on one loopback address, which measures the client's kernel, not the waiting room); a
// request waiting for a free socket is the client's queue and is timed apart from the server's
// answer. Admitted visitors hold and book over connections of their own (64): a buyer's browser
// does not queue its hold behind other people's polls, and in one shared pool it would.
// Each visitor sends its own X-Forwarded-For address, as behind a trusted proxy (see API_ENV).
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { cpuSeconds } from './cpu.mjs';
import { benchDatabase, spawnApi, startReplicas } from './replicas.mjs';
import { PLAIN_API, benchApiEnv, queryApiDatabase, rssBytes } from './lib/api-script.mjs';
import { emulatorToken, request } from './lib/http-client.mjs';
import { listOnSaleEvent, markHighDemand } from './lib/onsale-event.mjs';
import { reportRows } from './lib/onsale-report.mjs';
import { createRecord, visit } from './lib/onsale-visitor.mjs';

const VISITORS = Number(process.env.BENCH_VISITORS || 50_000);
const TICKETS = Number(process.env.BENCH_TICKETS || 5_000);
const PRE_QUEUE = Number(process.env.BENCH_PRE_QUEUE || 1_200);
const PRE_QUEUE_SECONDS = Number(process.env.BENCH_PRE_QUEUE_SECONDS || 20);
const ARRIVAL_SECONDS = Number(process.env.BENCH_ARRIVAL_SECONDS || 90);
const SOCKETS = Number(process.env.BENCH_SOCKETS || 512);
const TIME_LIMIT_SECONDS = Number(process.env.BENCH_ONSALE_SECONDS || 420);
const SETTINGS = {
  admitPerMinute: Number(process.env.BENCH_ADMIT_PER_MINUTE || 4_000),
  maxBuying: Number(process.env.BENCH_MAX_BUYING || 1_000),
  turnMinutes: 5,
  ticketsPerAccount: 4,
};
// The API as deployed behind a proxy it trusts (every client here comes from loopback): the rate
// limits per client address count each visitor's X-Forwarded-For address, as they would in production.
const API_ENV = { TRUST_PROXY: 'loopback' };
/** `pglite` (one API process) and/or `postgres` (two behind one port), comma-separated. */
const RUNS = (process.env.BENCH_ONSALE_RUNS || 'pglite,postgres').split(',').filter(Boolean);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const forwardedFor = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function startApis(kind) {
  if (kind === 'pglite') {
    const replicas = await startReplicas(1, () => spawnApi(PLAIN_API, { env: { BENCH_API_ENV: JSON.stringify(benchApiEnv(API_ENV)) } }));
    return { replicas, label: 'PGlite, 1 API process', stop: () => replicas.stop() };
  }
  const database = await benchDatabase();
  try {
    const env = { BENCH_API_ENV: JSON.stringify(benchApiEnv({ ...API_ENV, DATABASE_URL: database.url })) };
    const replicas = await startReplicas(2, () => spawnApi(PLAIN_API, { env }));
    return { replicas, label: 'PostgreSQL, 2 API processes', stop: async () => { await replicas.stop(); await database.stop(); } };
  } catch (error) {
    await database.stop();
    throw error;
  }
}

/**
 * The database's own account of the on-sale, from the first replica: what was sold, and the
 * queue's places: how many, the mark, places admitted before a place ahead of them, and places
 * passed over (never admitted though a place behind them was).
 */
async function soldInDatabase(child, event) {
  const [queue] = await queryApiDatabase(child, `
    select (select count(*) from queue_places where session_id = $1) as places,
      (select admitted_to from queues where session_id = $1) as admitted_to,
      (select count(*) from queue_places where session_id = $1 and admitted_at is not null) as admitted,
      (select count(*) from (select admitted_at, max(admitted_at) over (order by position rows between unbounded preceding and 1 preceding) as before
                             from queue_places where session_id = $1 and admitted_at is not null) x where x.admitted_at < x.before) as admitted_early,
      (select count(*) from queue_places p where p.session_id = $1 and p.admitted_at is null
         and p.position < (select max(position) from queue_places where session_id = $1 and admitted_at is not null)) as passed_over`, [event.sessionId]);
  const [row] = await queryApiDatabase(child, `
    select t.capacity, t.sold,
      (select coalesce(sum(b.tickets), 0) from bookings b where b.session_id = t.session_id and b.status = 'confirmed') as booked,
      (select count(*) from bookings b where b.session_id = t.session_id and b.status = 'confirmed') as bookings,
      (select coalesce(max(x.tickets), 0) from (select sum(b.tickets) as tickets from bookings b where b.session_id = t.session_id group by b.uid) x) as most_per_account,
      (select extract(epoch from max(b.created_at)) * 1000 from bookings b where b.session_id = t.session_id) as last_booking_ms
    from ticket_types t where t.id = $1`, [event.ticketTypeId]);
  return Object.fromEntries(Object.entries({ ...row, ...queue }).map(([k, v]) => [k, Number(v)]));
}

async function onSale(kind) {
  const apis = await startApis(kind);
  const { replicas } = apis;
  // Idle sockets are closed a second before the API's own idle timeout (5 s), so a request is not
  // sent on a connection the server is closing at that moment.
  const agent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS, scheduling: 'fifo', timeout: 4000 });
  const buyers = new http.Agent({ keepAlive: true, maxSockets: 64, scheduling: 'fifo', timeout: 4000 });
  const pids = replicas.replicas.map((r) => r.pid ?? r.child.pid);
  const rssPeak = pids.map(() => 0);
  const sampler = setInterval(() => pids.forEach((pid, i) => (rssPeak[i] = Math.max(rssPeak[i], rssBytes(pid) || 0))), 250);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  try {
    const event = await listOnSaleEvent(agent, replicas.url, { tickets: TICKETS });
    const setUpAt = Date.now();
    const onSaleAt = await markHighDemand(agent, replicas.url, event, { preQueueSeconds: PRE_QUEUE_SECONDS, ...SETTINGS });
    const record = createRecord(VISITORS);
    const ctx = {
      record,
      sessionId: event.sessionId,
      ticketTypeId: event.ticketTypeId,
      random: Math.random,
      stopped: false,
      replicaOf: (port) => (replicas.balancer ? replicas.balancer.replicaOf(port) : 0),
      send: (method, path, token, body, headers) => request(path.includes('/queue') ? agent : buyers, replicas.url, method, path, token, body, headers),
    };
    // Pre-queue arrivals spread over the pre-queue (ending 3 s before the sale), the rest after it.
    const preWindow = Math.max(1000, onSaleAt - setUpAt - 3000);
    const arriveAt = (n) => (n < PRE_QUEUE ? setUpAt + (n / PRE_QUEUE) * preWindow : onSaleAt + 200 + ((n - PRE_QUEUE) / Math.max(1, VISITORS - PRE_QUEUE)) * ARRIVAL_SECONDS * 1000);
    const failures = new Map();
    loop.enable();
    const cpuStart = process.cpuUsage();
    const apiCpuStart = pids.map((pid) => cpuSeconds(pid));
    const t0 = Date.now();
    const everyone = Array.from({ length: VISITORS }, async (_, n) => {
      await sleep(arriveAt(n) - Date.now());
      if (ctx.stopped) return;
      const visitor = { n, token: emulatorToken(`onsale-${kind}-${n}`), forwardedFor: forwardedFor(n) };
      await visit(visitor, ctx).catch((error) => failures.set(error.message, (failures.get(error.message) ?? 0) + 1));
    });
    const queued = () => Object.values(agent.requests).reduce((sum, list) => sum + list.length, 0);
    const progress = setInterval(() => {
      const seen = record.visitors.filter(Boolean);
      console.info(`  ${((Date.now() - onSaleAt) / 1000).toFixed(0)} s after the on-sale: ${seen.length} arrived, ${seen.filter((v) => v.outcome).length} left, ${seen.reduce((t, v) => t + v.tickets, 0)} tickets booked, ${record.ms.poll.length} polls, ${queued()} requests waiting for a socket`);
    }, 15_000);
    let timer;
    const limit = new Promise((resolve) => (timer = setTimeout(() => resolve('time limit'), TIME_LIMIT_SECONDS * 1000)));
    const ended = await Promise.race([Promise.all(everyone).then(() => 'done'), limit]);
    clearTimeout(timer);
    clearInterval(progress);
    ctx.stopped = true;
    loop.disable();
    const clientCpu = process.cpuUsage(cpuStart);
    const apiCpuSeconds = pids.map((pid, i) => cpuSeconds(pid) - apiCpuStart[i]);
    const db = await soldInDatabase(replicas.replicas[0].child, event);
    return {
      label: apis.label,
      ended,
      seconds: (Date.now() - t0) / 1000,
      record,
      db,
      onSaleAt,
      failures,
      rssPeak,
      loopP99: loop.percentile(99) / 1e6,
      clientCpuSeconds: (clientCpu.user + clientCpu.system) / 1e6,
      apiCpuSeconds,
      connections: replicas.balancer?.counts ?? [SOCKETS],
      loadavg: loadavg()[0],
    };
  } finally {
    clearInterval(sampler);
    agent.destroy();
    buyers.destroy();
    await apis.stop();
  }
}

export default async function run() {
  const results = [];
  for (const kind of RUNS) {
    console.info(`on-sale bench: ${kind}: ${VISITORS} visitors (${PRE_QUEUE} in the pre-queue), ${TICKETS} tickets…`);
    results.push(await onSale(kind));
  }
  console.log(`\nOn-sale: ${VISITORS.toLocaleString('en-IN')} visitors (${PRE_QUEUE.toLocaleString('en-IN')} in a ${PRE_QUEUE_SECONDS} s pre-queue, the rest arriving over ${ARRIVAL_SECONDS} s after the start) for ${TICKETS.toLocaleString('en-IN')} free tickets of one high-demand session; admit ${SETTINGS.admitPerMinute}/min, at most ${SETTINGS.maxBuying} buying, ${SETTINGS.ticketsPerAccount} per account; ${SOCKETS} kept-alive client sockets`);
  const rows = reportRows(results, { tickets: TICKETS });
  console.table(Object.fromEntries(rows.map(({ figure, ...values }) => [figure, values])));
  const first = results[0];
  if (first) {
    const pollP95 = first.summary.pollP95;
    console.log(`goals on ${first.label}: poll p95 ≤ 50 ms ${pollP95 <= 50 ? 'met' : 'NOT met'} (${pollP95.toFixed(1)} ms); no 5xx ${first.record.status5xx === 0 ? 'met' : 'NOT met'} (${first.record.status5xx})`);
  }
  for (const r of results) {
    if (r.failures.size > 0) console.log(`${r.label}: visitors that gave up: ${[...r.failures].map(([m, c]) => `${c} × ${m}`).join('; ')}`);
    if (r.record.problems.size > 0) console.log(`${r.label}: answers other than 2xx: ${[...r.record.problems].sort((a, b) => b[1] - a[1]).map(([m, c]) => `${m} × ${c}`).join(', ')}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
