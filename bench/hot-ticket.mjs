// `npm run bench -- hot-ticket`: one hot ticket type's free bookings per second on each database,
// measured in turn. Each round runs `npm run bench -- api` (bench/api.mjs, the free run only) once
// per variant, one after another: PGlite, PostgreSQL with one API process, with two behind one
// round-robin port (bench/replicas.mjs), and with two taking the clients' connections in turn.
// This machine's speed drifts by a third within minutes, so the figure that counts is each
// variant's rate against PGlite's in the same round; the table prints the median of those ratios.
//
// BENCH_HOT_ROUNDS (default 3) rounds of BENCH_SECONDS (default 8) seconds a run, capacity
// BENCH_CAPACITY (default 20,000) so no run sells out; BENCH_HOT_VARIANTS picks some by name
// (pglite,postgres,replicas,replicas-clients).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from '../scripts/stack.mjs';
import { median } from './lib/percentile.mjs';

const ROUNDS = Number(process.env.BENCH_HOT_ROUNDS || 3);
const VARIANTS = [
  { name: 'pglite', label: 'PGlite, 1 API process', env: {} },
  { name: 'postgres', label: 'PostgreSQL, 1 API process', env: { BENCH_POSTGRES: '1' } },
  { name: 'replicas', label: 'PostgreSQL, 2 API processes, one port', env: { BENCH_REPLICAS: '2' } },
  { name: 'replicas-clients', label: 'PostgreSQL, 2 API processes, clients in turn', env: { BENCH_REPLICAS: '2', BENCH_BALANCER: '0' } },
].filter((v) => !process.env.BENCH_HOT_VARIANTS || process.env.BENCH_HOT_VARIANTS.split(',').includes(v.name));
const RESULT = /^result: free (\d+) confirmed bookings\/s, request p95 ([\d.]+) ms, CPU ([\d.]+) ms per booking/m;

/** One free run of bench/api.mjs with `env`: its rate, request p95 and CPU per booking (API and database). */
function runApiBench(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'bench.mjs'), 'api'], {
      cwd: root,
      env: { ...process.env, BENCH_SECONDS: process.env.BENCH_SECONDS || '8', BENCH_CAPACITY: process.env.BENCH_CAPACITY || '20000', ...env, BENCH_PAID: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const match = RESULT.exec(output);
      if (code !== 0 || !match) return reject(new Error(`bench/api.mjs exited ${code} without a result:\n${output.trim().split('\n').slice(-15).join('\n')}`));
      resolve({ rate: Number(match[1]), p95: Number(match[2]), cpu: Number(match[3]) });
    });
  });
}

export default async function run() {
  console.log(`\nOne hot ticket type, free bookings on each database in turn: ${ROUNDS} round${ROUNDS === 1 ? '' : 's'} of ${VARIANTS.length} runs (bench/api.mjs, ${process.env.BENCH_SECONDS || 8} s each)`);
  const runs = VARIANTS.map(() => []);
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [i, variant] of VARIANTS.entries()) {
      const result = await runApiBench(variant.env);
      runs[i].push(result);
      console.log(`  round ${round}: ${variant.label}: ${result.rate} confirmed bookings/s, request p95 ${result.p95} ms, CPU ${result.cpu} ms per booking`);
    }
  }
  const pglite = VARIANTS.findIndex((v) => v.name === 'pglite');
  console.table(VARIANTS.map((variant, i) => {
    const ratios = pglite < 0 ? [] : runs[i].map((r, round) => r.rate / runs[pglite][round].rate);
    return {
      variant: variant.label,
      'bookings/s each round': runs[i].map((r) => r.rate).join(', '),
      'median bookings/s': median(runs[i].map((r) => r.rate)),
      'against PGlite, same round': ratios.map((r) => r.toFixed(2)).join(', '),
      'median ratio': ratios.length ? median(ratios).toFixed(2) : '',
      'median CPU ms/booking': median(runs[i].map((r) => r.cpu)).toFixed(2),
      'median request p95 ms': median(runs[i].map((r) => r.p95)).toFixed(1),
    };
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
