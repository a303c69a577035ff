// The children the stack starts: spawned in process groups, their output labelled, waited on until
// they answer, and stopped together.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const colors = { auth: 35, api: 36, site: 32, mail: 34 };

/** A failure of the stack's own making, reported as one line that says what to do. */
export class StackError extends Error {}

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

/** Resolves once the process has printed something matching `pattern`, or after `timeoutMs`. */
export async function waitForOutput(proc, pattern, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !pattern.test(proc.output())) await new Promise((r) => setTimeout(r, 100));
}

/** Resolves once something accepts TCP connections on the port, or throws when the time runs out. */
export async function waitForPort(proc, port, timeoutMs) {
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

export async function stopAll(procs) {
  await Promise.all(procs.filter(Boolean).map((p) => p.stop()));
}

/** Stops every child this process started, ready or not. */
export async function stopEverything() {
  await stopAll([...live]);
}


/**
 * Runs a command to its end without blocking the event loop and never throws on a failure. Past
 * `timeoutMs` it kills the command's whole process group (npm's children too) and answers with
 * `timedOut`, so that nothing waits forever on a build or an install that hangs.
 */
export function run(command, args, { cwd = root, env = {}, timeoutMs = 300_000 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) stderr += `\n${command} ${args.join(' ')}: killed after ${Math.round(timeoutMs / 1000)} s\n`;
      resolve({ code, stdout, stderr, timedOut });
    });
  });
}
