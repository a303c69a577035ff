// Several API processes over one database behind one loopback port, for the benches: the API run
// as a child process, a throw-away PostgreSQL (or BENCH_DATABASE_URL) for replicas to share, and
// one round-robin port in front of them that hands each connection to a replica. A module, not a
// bench (the runner skips files with `_` only, so it exports no default): `bench/api.mjs` and
// `bench/onsale.mjs` use it.
//
//   const db = await benchDatabase();                 // { url, stop, cpuSeconds }
//   const replicas = await startReplicas(2, (i) => spawnApi(source, { env: { … } }));
//   replicas.url;                                     // http://127.0.0.1:<the shared port>
//   await replicas.stop(); await db.stop();
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { cpuSeconds } from './cpu.mjs';
import { CONNECTION_MESSAGE } from './lib/api-script.mjs';
import { startPostgres } from '../scripts/postgres.mjs';
import { NODE_SOURCE_FLAGS } from '../scripts/source-condition.mjs';
import { root } from '../scripts/stack.mjs';

/**
 * Runs `source` (an ES module, with tsx) as a child process in the repository's root. The child
 * reports it is ready by writing one line `READY <json>` to stdout; the promise answers
 * `{ child, ...json }`. It gets an IPC channel (`process.send`, `process.on('message')`).
 * `nodeArgs`: extra arguments for node (profiling).
 */
export function spawnApi(source, { env = {}, nodeArgs = [] } = {}) {
  const child = spawn(process.execPath, [...nodeArgs, ...NODE_SOURCE_FLAGS, '--import', 'tsx', '--input-type=module', '-e', source], {
    cwd: root,
    // Request lines off unless asked for: the READY line is read from the child's stdout.
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: process.env.LOG_LEVEL || 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('READY '));
      if (!line) return;
      child.stdout.off('data', onData);
      child.stdout.resume();
      child.off('exit', onExit);
      resolve({ child, ...JSON.parse(line.slice(6)) });
    };
    const onExit = (code) => reject(new Error(`bench API exited before it was ready (${code})`));
    child.stdout.on('data', onData);
    child.once('exit', onExit);
  });
}

/** Stops a child started by `spawnApi` (SIGTERM) and waits for it to exit. */
export async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * One loopback port in front of `replicas` (children started by `spawnApi`, whose source takes
 * CONNECTIONS from lib/api-script.mjs): it accepts each connection and hands the socket to the
 * next replica in turn over IPC, as Node's cluster module does, and the replica serves it
 * (RunningApi.serveConnection).
 * Connection-level round robin, as behind a plain L4 load balancer: kept-alive clients stay on
 * their replica, and after the hand-over the bytes go straight between client and replica, with
 * no process on the machine's cores copying them. `counts` says how many connections each got.
 */
export async function roundRobin(replicas) {
  const counts = replicas.map(() => 0);
  // Which replica each client connection went to, by the client's port: a bench in this process
  // names the replica that answered from its socket's local port.
  const byClientPort = new Map();
  let next = 0;
  // Paused, so nothing is read here before the socket is handed over.
  const server = net.createServer({ noDelay: true, pauseOnConnect: true }, (socket) => {
    const index = next;
    next = (next + 1) % replicas.length;
    counts[index] += 1;
    byClientPort.set(socket.remotePort, index);
    replicas[index].child.send(CONNECTION_MESSAGE, socket, (error) => {
      if (error) socket.destroy();
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    /** The replica (index in `replicas`) a client connection from this local port was handed to; -1 if none. */
    replicaOf: (port) => byClientPort.get(port) ?? -1,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * An http.Agent (`options` as for http.Agent) that opens each new connection to the next of
 * `targets` (`{ port }` or a URL) in turn, whatever address a request names: the same
 * connection-level round robin as `roundRobin`, done by the client as DNS round robin or a
 * client-side balancer would.
 * `counts` says how many connections each got.
 */
export function roundRobinAgent(targets, options) {
  const ports = targets.map((t) => (typeof t === 'string' ? Number(new URL(t).port) : t.port));
  const counts = ports.map(() => 0);
  let next = 0;
  const agent = new http.Agent(options);
  agent.createConnection = (connection, callback) => {
    const index = next;
    next = (next + 1) % ports.length;
    counts[index] += 1;
    return net.createConnection({ ...connection, host: '127.0.0.1', port: ports[index], noDelay: true }, callback);
  };
  return Object.assign(agent, { counts });
}

/**
 * Starts `count` replicas with `start(index)` (each answers `{ url, child, … }`; the first is
 * started alone, so it migrates and may seed before the others start) and, for more than one, one
 * round-robin port in front of them (`balancer`, see roundRobin; unless `balancer: false`, for
 * clients that spread their connections themselves, see roundRobinAgent). `url` is where clients
 * go: the balancer's port, or the first replica.
 */
export async function startReplicas(count, start, { balancer: withBalancer = true } = {}) {
  const replicas = [await start(0)];
  replicas.push(...(await Promise.all(Array.from({ length: count - 1 }, (_, i) => start(i + 1)))));
  const balancer = count > 1 && withBalancer ? await roundRobin(replicas) : null;
  return {
    url: balancer?.url ?? replicas[0].url,
    replicas,
    balancer,
    async stop() {
      await balancer?.close();
      await Promise.all(replicas.map((r) => stopChild(r.child)));
    },
  };
}

/** The server's postmaster: the process whose command line has `-p <port>` and a `postgres` binary. */
function postmasterPid(port) {
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (argv[0]?.endsWith('/postgres') && argv.includes('-p') && argv[argv.indexOf('-p') + 1] === String(port)) return Number(pid);
    } catch {
      // gone meanwhile
    }
  }
  return null;
}

/**
 * The PostgreSQL the replicas share: BENCH_DATABASE_URL when set, else a throw-away server
 * (scripts/postgres.mjs: fsync and synchronous commit off) removed by `stop()`. `cpuSeconds()`:
 * the CPU the server has used so far (postmaster, its live backends and the reaped ones), when it
 * runs on this machine; NaN otherwise.
 */
export async function benchDatabase() {
  const given = process.env.BENCH_DATABASE_URL;
  const server = given ? null : await startPostgres();
  const url = given || server.url;
  const port = new URL(url).port;
  const postmaster = ['127.0.0.1', 'localhost'].includes(new URL(url).hostname) ? postmasterPid(port) : null;
  const serverCpu = () => {
    if (!postmaster) return NaN;
    let total = cpuSeconds(postmaster, { reaped: true });
    for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        if (Number(stat[1]) === postmaster) total += cpuSeconds(pid);
      } catch {
        // gone meanwhile: its time is in the postmaster's reaped children now
      }
    }
    return total;
  };
  return { url, cpuSeconds: serverCpu, stop: async () => server?.stop() };
}
