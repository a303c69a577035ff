// Starts and stops the parts of the dev stack: the Firebase Auth emulator, the reference API
// and the reference site. Used by `npm start` (scripts/start.mjs) and by the end-to-end tests.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const colors = { auth: 35, api: 36, site: 32, mail: 34 };

export class StackError extends Error {}

/** Reads a port from the environment; a bad value is a StackError naming the variable. */
export function portFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new StackError(`${name}=${raw} is not a port number (1–65535); set ${name} to a free port.`);
  }
  return port;
}

export function assertProjectId(projectId) {
  if (!/^demo-[a-z0-9-]{1,25}$/.test(projectId)) {
    throw new StackError(
      `FIREBASE_PROJECT_ID=${projectId} must be a "demo-" project id (e.g. demo-ticketkit) for the local Auth emulator.`,
    );
  }
}

/**
 * Checks the Firebase web config the site would be built with (VITE_FIREBASE_*), when one is
 * given: the spec's rules (an API key never contains a colon; popup and redirect sign-in need an
 * auth domain). Returns the problems, one line each.
 */
export function firebaseEnvProblems(env = process.env) {
  const problems = [];
  const key = env.VITE_FIREBASE_API_KEY;
  if (key !== undefined && (key === '' || key.includes(':'))) {
    problems.push('VITE_FIREBASE_API_KEY must be a Firebase web API key (no colon); copy it from the Firebase console.');
  }
  if (key && !env.VITE_FIREBASE_AUTH_DOMAIN) {
    problems.push('VITE_FIREBASE_AUTH_DOMAIN is required with VITE_FIREBASE_API_KEY (popup and redirect sign-in need it), e.g. my-app.firebaseapp.com.');
  }
  const project = env.VITE_FIREBASE_PROJECT_ID;
  if (project !== undefined && !/^[a-z0-9-]{4,30}$/.test(project)) {
    problems.push(`VITE_FIREBASE_PROJECT_ID=${project} is not a Firebase project id (lowercase letters, digits, hyphens).`);
  }
  return problems;
}

export async function assertPortFree(port, variable, host = '127.0.0.1') {
  await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', () =>
      reject(new StackError(`port ${port} on ${host} is already in use; set ${variable} to a free port.`)),
    );
    server.listen(port, host, () => server.close(resolve));
  });
}

/** Checks every port before anything starts: no two the same, each free. `ports` maps each variable to its port. */
export async function assertPortsFree(ports) {
  const seen = new Map();
  for (const [variable, port] of Object.entries(ports)) {
    const other = seen.get(port);
    if (other) throw new StackError(`${other} and ${variable} are both ${port}; set ${variable} to another port.`);
    seen.set(port, variable);
  }
  for (const [variable, port] of Object.entries(ports)) await assertPortFree(port, variable);
}

/** A free loopback port chosen by the OS (for tests). */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `count` different free loopback ports: each is held until all are chosen, so none repeats. */
export async function freePorts(count) {
  const servers = [];
  try {
    for (let i = 0; i < count; i++) {
      const server = net.createServer();
      servers.push(server);
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
      });
    }
    return servers.map((s) => s.address().port);
  } finally {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  }
}

function prefixLines(stream, label, out) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) out.write(`${label} ${line}\n`);
  });
  stream.on('end', () => pending && out.write(`${label} ${pending}\n`));
}

/** Every child started and not yet exited, so that a failure can stop the ones still starting. */
const live = new Set();

/** Spawns a child in its own process group so that stopping it stops everything it started. */
export function startProcess(name, command, args, { env = {}, cwd = root, quiet = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const label = process.stdout.isTTY ? `\x1b[${colors[name] ?? 33}m[${name}]\x1b[0m` : `[${name}]`;
  const output = [];
  const keep = (chunk) => {
    output.push(String(chunk));
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  if (!quiet) {
    prefixLines(child.stdout, label, process.stdout);
    prefixLines(child.stderr, label, process.stderr);
  }
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const proc = {
    name,
    child,
    exited,
    output: () => output.join(''),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 5000);
      await exited;
      clearTimeout(timer);
    },
  };
  live.add(proc);
  exited.then(() => live.delete(proc));
  return proc;
}

/** Polls `url` until it answers, the process exits, or the time runs out. */
export async function waitForHttp(proc, url, timeoutMs, failure = () => undefined) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  proc.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) {
      const known = failure();
      if (known) throw known;
      // A part that refuses its configuration says why in one line of its own: show just that.
      const lines = proc.output().trim().split('\n');
      const own = lines.filter((l) => l.startsWith('reference-api: '));
      const reason = own.length ? own.join('\n') : lines.slice(-5).join('\n');
      throw new StackError(`${proc.name} could not start: ${reason}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new StackError(`${proc.name} did not answer at ${url} within ${Math.round(timeoutMs / 1000)} s.`);
}

/** Which variable moves each of the emulator's ports, by the name firebase-tools gives it. */
const EMULATOR_PORTS = [
  { pattern: /Could not start emulator hub, port taken/, variable: 'AUTH_EMULATOR_HUB_PORT', what: 'hub' },
  { pattern: /Could not start Logging Emulator, port taken/, variable: 'AUTH_EMULATOR_LOGGING_PORT', what: 'logging' },
  { pattern: /Could not start Authentication Emulator, port taken/, variable: 'AUTH_EMULATOR_PORT', what: 'auth' },
];

/**
 * What went wrong in the emulator, from what it printed, as one line naming what to do; undefined
 * when it printed no error. firebase-tools reports an uncaught error as "An unexpected error has
 * occurred." and exits a moment later, possibly after "All emulators ready!".
 */
export function emulatorFailure(output, { ports = {}, logFile } = {}) {
  const error = output.split('\n').map((l) => l.trim()).find((l) => /^Error: /.test(l));
  if (!error) return undefined;
  const taken = EMULATOR_PORTS.find((p) => p.pattern.test(error));
  if (taken) {
    const port = ports[taken.what];
    return new StackError(`the Auth emulator's ${taken.what} port${port ? ` ${port}` : ''} is already in use; set ${taken.variable} to a free port.`);
  }
  return new StackError(`the Auth emulator failed: ${error.slice('Error: '.length)}${logFile ? ` (details in ${logFile})` : ''}`);
}

/** Resolves once the process has printed something matching `pattern`, or after `timeoutMs`. */
async function waitForOutput(proc, pattern, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !pattern.test(proc.output())) await new Promise((r) => setTimeout(r, 100));
}

/** firebase-tools exits this long after reporting an uncaught error; an error shows within it. */
const EMULATOR_ERROR_GRACE_MS = 500;

/**
 * The emulator also opens a hub and a logging port; fixed ones (4400, 4500) collide with any other
 * stack on the machine, so each gets its own, given or free. The returned `failure()` says what
 * went wrong if the emulator reported an error at any point.
 */
export async function startAuthEmulator({ port, projectId, quiet, hubPort, loggingPort }) {
  const configDir = path.join(root, '.cache', `emulator-${port}`);
  mkdirSync(configDir, { recursive: true });
  const configPath = path.join(configDir, 'firebase.json');
  const host = '127.0.0.1';
  const [freeHub, freeLogging] = await freePorts(2);
  const ports = { auth: port, hub: hubPort ?? freeHub, logging: loggingPort ?? freeLogging };
  writeFileSync(
    configPath,
    JSON.stringify({
      emulators: {
        auth: { host, port },
        hub: { host, port: ports.hub },
        logging: { host, port: ports.logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const proc = startProcess(
    'auth',
    bin('firebase'),
    ['emulators:start', '--only', 'auth', '--project', projectId, '--config', configPath],
    { env: { CI: '1', NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' }, cwd: configDir, quiet },
  );
  const failure = () => emulatorFailure(proc.output(), { ports, logFile: path.join(configDir, 'firebase-debug.log') });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(proc, `${url}/`, 90_000, failure);
    await waitForOutput(proc, /All emulators ready/, 30_000);
    await new Promise((r) => setTimeout(r, EMULATOR_ERROR_GRACE_MS));
    const failed = failure();
    if (failed) throw failed;
  } catch (error) {
    await proc.stop();
    throw error;
  }
  return { ...proc, url, host: `127.0.0.1:${port}`, failure };
}

/** The demo accounts `npm start` creates in the Auth emulator (emails verified, so company membership applies). */
export const DEMO_USERS = [
  { role: 'consumer', email: 'demo@ticketkit.example', password: 'ticketkit-demo', displayName: 'Demo Consumer' },
  {
    role: 'corporate employee of Acme Technologies (company slug "acme")',
    email: 'demo.employee@acme.example',
    password: 'ticketkit-demo',
    displayName: 'Demo Employee',
  },
];

/** Creates the demo accounts through the emulator's admin API; an existing account is left as it is. */
export async function createDemoUsers({ emulatorUrl, projectId }) {
  for (const user of DEMO_USERS) {
    let res;
    try {
      res = await fetch(`${emulatorUrl}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({ email: user.email, password: user.password, displayName: user.displayName, emailVerified: true }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      const reason = error?.cause?.code ?? error?.name ?? 'no answer';
      throw new StackError(`could not reach the Auth emulator at ${emulatorUrl} to create the demo user ${user.email} (${reason}); did it stop?`);
    }
    if (!res.ok) {
      const text = await res.text();
      if (!text.includes('EMAIL_EXISTS')) throw new StackError(`could not create the demo user ${user.email} in the Auth emulator: ${text}`);
    }
  }
  return DEMO_USERS;
}

/** Resolves once something accepts TCP connections on the port, or throws when the time runs out. */
async function waitForPort(proc, port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new StackError(`${proc.name} did not listen on port ${port} within ${Math.round(timeoutMs / 1000)} s.`);
}

/**
 * MailDev: an SMTP server that keeps every mail it receives, with a web inbox and a REST API
 * (`GET /email`) on `webPort`. The API sends its mail here in development and in tests. With
 * `keep` the mails stay on disk for the next start on the same port; else they go when it stops.
 */
export async function startMaildev({ smtpPort, webPort, quiet, keep = false }) {
  const mailDir = path.join(root, '.cache', `maildev-${smtpPort}`);
  mkdirSync(mailDir, { recursive: true });
  const proc = startProcess(
    'mail',
    bin('maildev'),
    ['--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--mail-directory', mailDir],
    { quiet },
  );
  const url = `http://127.0.0.1:${webPort}`;
  try {
    await waitForHttp(proc, `${url}/email`, 30_000);
    await waitForPort(proc, smtpPort, 10_000);
  } catch (error) {
    // Not left running when it never became ready: the caller has nothing to stop.
    await proc.stop();
    if (!keep) rmSync(mailDir, { recursive: true, force: true });
    throw error;
  }
  const stop = async () => {
    await proc.stop();
    if (!keep) rmSync(mailDir, { recursive: true, force: true });
  };
  return { ...proc, stop, url, smtpUrl: `smtp://127.0.0.1:${smtpPort}` };
}

export async function startApi({ port, dataDir, projectId, authEmulatorHost, quiet, env = {} }) {
  const proc = startProcess('api', process.execPath, ['--import', 'tsx', 'apps/reference-api/src/main.ts'], {
    env: {
      API_PORT: String(port),
      TICKETKIT_DATA_DIR: dataDir,
      FIREBASE_PROJECT_ID: projectId,
      // The development switch: without it the API verifies tokens as in production.
      ...(authEmulatorHost ? { FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost, TICKETKIT_DEV_AUTH_EMULATOR: '1' } : {}),
      ...env,
    },
    quiet,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(proc, `${url}/v1/health`, 60_000);
  return { ...proc, url };
}

function siteEnv({ apiUrl, authEmulatorUrl, projectId }) {
  return {
    VITE_API_URL: apiUrl,
    VITE_AUTH_EMULATOR_URL: authEmulatorUrl ?? '',
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_FIREBASE_API_KEY: process.env.VITE_FIREBASE_API_KEY || 'demo-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: process.env.VITE_FIREBASE_AUTH_DOMAIN || '127.0.0.1',
  };
}

/**
 * Serves the site: the Vite dev server, or with `preview` a production build (built first into
 * `outDir`) served by `vite preview`, as a partner or a user would get it.
 */
export async function startSite({ port, apiUrl, authEmulatorUrl, projectId, quiet, preview = false, outDir }) {
  const cwd = path.join(root, 'apps', 'reference-site');
  const env = siteEnv({ apiUrl, authEmulatorUrl, projectId });
  const args = ['--host', '127.0.0.1', '--port', String(port), '--strictPort'];
  if (preview) {
    const dist = outDir ?? path.join(root, '.cache', `site-${port}`);
    const build = spawnSync(bin('vite'), ['build', '--outDir', dist, '--emptyOutDir'], { cwd, env: { ...process.env, ...env }, encoding: 'utf8' });
    if (build.status !== 0) throw new StackError(`the site did not build:\n${(build.stderr || build.stdout).trim().split('\n').slice(-10).join('\n')}`);
    args.unshift('preview', '--outDir', dist);
  }
  const proc = startProcess('site', bin('vite'), args, { cwd, env, quiet });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(proc, `${url}/`, 60_000);
  return { ...proc, url };
}

export async function stopAll(procs) {
  await Promise.all(procs.filter(Boolean).map((p) => p.stop()));
}

/** Stops every child this process started, ready or not. */
export async function stopEverything() {
  await stopAll([...live]);
}
