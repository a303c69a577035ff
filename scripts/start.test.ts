import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StackError, createDemoUsers, firebaseEnvProblems, freePort, freePorts, root } from './stack.mjs';

/** npm start run beside other stacks: every port its own, the database throw-away. */
const PORT_VARIABLES = [
  'SITE_PORT',
  'API_PORT',
  'AUTH_EMULATOR_PORT',
  'AUTH_EMULATOR_HUB_PORT',
  'AUTH_EMULATOR_LOGGING_PORT',
  'MAIL_SMTP_PORT',
  'MAIL_WEB_PORT',
] as const;
async function portsForAll(): Promise<Record<(typeof PORT_VARIABLES)[number], string>> {
  const ports = await freePorts(PORT_VARIABLES.length);
  return Object.fromEntries(PORT_VARIABLES.map((name, i) => [name, String(ports[i])])) as Record<(typeof PORT_VARIABLES)[number], string>;
}
/** Settings of the environment that would change what npm start does here. */
const CLEAN = { TICKETKIT_DATA_DIR: 'memory://', SMTP_URL: '', SMTP_HOST: '', DATABASE_URL: '' };

type Run = { child: ChildProcess; output: string; done: Promise<{ code: number | null; output: string }> };
/** Every npm start a test launched, so a test that fails or times out leaves no stack running. */
const launched: Run[] = [];

/** The process group of each process under `pid` (npm start runs each part in a group of its own). */
function groupsUnder(pid: number): number[] {
  const stats = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((d) => {
      try {
        const fields = readFileSync(`/proc/${d}/stat`, 'utf8').split(') ').at(-1)!.split(' ');
        return [{ pid: Number(d), ppid: Number(fields[1]), pgid: Number(fields[2]) }];
      } catch {
        return [];
      }
    });
  const under = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of stats) {
      if (under.has(p.ppid) && !under.has(p.pid)) {
        under.add(p.pid);
        grew = true;
      }
    }
  }
  const own = Number(readFileSync('/proc/self/stat', 'utf8').split(') ').at(-1)!.split(' ')[2]);
  return [...new Set(stats.filter((p) => under.has(p.pid)).map((p) => p.pgid))].filter((g) => g !== own);
}

afterEach(async () => {
  for (const run of launched.splice(0)) {
    if (run.child.exitCode !== null || run.child.signalCode !== null) continue;
    const groups = groupsUnder(run.child.pid!);
    // Asked first, as a person would (Ctrl-C stops every part); then whatever is left is killed.
    run.child.kill('SIGINT');
    await Promise.race([run.done, new Promise((r) => setTimeout(r, 15_000))]);
    for (const group of [...groups, ...groupsUnder(run.child.pid!)]) {
      try {
        process.kill(-group, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  }
}, 30_000);

/** Starts `npm start`'s script with the given environment; `output` grows as it prints. */
function launch(env: Record<string, string>): Run {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, ...CLEAN, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A group of its own, so the afterEach can kill it without reaching the test runner.
    detached: true,
  });
  const run: Run = { child, output: '', done: new Promise((resolve) => child.on('exit', (code) => resolve({ code, output: run.output }))) };
  child.stdout!.on('data', (d) => (run.output += d));
  child.stderr!.on('data', (d) => (run.output += d));
  launched.push(run);
  return run;
}

/** Runs `npm start`'s script to its end and collects what it prints. */
const start = (env: Record<string, string>) => launch(env).done;

/** npm start keeps its inbox for the next start on the same port; a test's ports are never reused. */
const removeInbox = (ports: { MAIL_SMTP_PORT: string }) => rmSync(path.join(root, '.cache', `maildev-${ports.MAIL_SMTP_PORT}`), { recursive: true, force: true });

/** The lines npm start itself printed (the parts' own lines carry a [name] prefix). */
const ownLines = (output: string) => output.split('\n').filter((l) => l.startsWith('npm start: '));

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

describe('npm start given a bad configuration', () => {
  it('names the variable to fix when a port is not a number', async () => {
    const { code, output } = await start({ API_PORT: 'eighty' });
    expect(code).toBe(1);
    expect(output.trim()).toBe('npm start: API_PORT=eighty is not a port number (1–65535); set API_PORT to a free port.');
  });

  it('names the variable to fix when a port is taken, before starting anything', async () => {
    const port = await freePort();
    const blocker = net.createServer().listen(port, '127.0.0.1');
    await new Promise((r) => blocker.once('listening', r));
    try {
      const { code, output } = await start({ ...(await portsForAll()), SITE_PORT: String(port) });
      expect(code).toBe(1);
      expect(output.trim()).toBe(`npm start: port ${port} on 127.0.0.1 is already in use; set SITE_PORT to a free port.`);
    } finally {
      blocker.close();
    }
  });

  it('refuses a project id the local emulator cannot serve', async () => {
    const { code, output } = await start({ FIREBASE_PROJECT_ID: 'my-prod-project' });
    expect(code).toBe(1);
    expect(output).toMatch(/FIREBASE_PROJECT_ID=my-prod-project must be a "demo-" project id/);
  });

  it('refuses a Firebase web config that fails validation, one line per problem', async () => {
    const { code, output } = await start({ VITE_FIREBASE_API_KEY: 'abc:def' });
    expect(code).toBe(1);
    expect(output).toMatch(/VITE_FIREBASE_API_KEY must be a Firebase web API key \(no colon\)/);
    expect(output).toMatch(/VITE_FIREBASE_AUTH_DOMAIN is required/);
    expect(output).not.toMatch(/\n\s+at /); // no stack trace
  });
});

describe('npm start given a database it cannot reach', () => {
  it('says so in one line, quickly, and leaves no process behind', async () => {
    const ports = await portsForAll();
    const authPort = Number(ports.AUTH_EMULATOR_PORT);
    const { code, output } = await start({ ...ports, DATABASE_URL: `postgres://ticketkit@127.0.0.1:${await freePort()}/ticketkit` });
    expect(code).toBe(1);
    expect(output).toMatch(/npm start: api could not start: reference-api: cannot reach the database at DATABASE_URL .*; check DATABASE_URL/);
    expect(output).not.toMatch(/\n\s+at /);
    // The emulator that was starting beside the API was stopped too.
    const listening = await new Promise((resolve) => {
      const socket = net.connect(authPort, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    expect(listening).toBe(false);
    removeInbox(ports);
  });
});

describe('npm start when another program holds one of its ports', () => {
  it.each(PORT_VARIABLES)('names %s in one line and starts nothing', async (variable) => {
    const ports = await portsForAll();
    const port = Number(ports[variable]);
    const blocker = net.createServer().listen(port, '127.0.0.1');
    await new Promise((r) => blocker.once('listening', r));
    try {
      const { code, output } = await start(ports);
      expect(code).toBe(1);
      expect(output.trim()).toBe(`npm start: port ${port} on 127.0.0.1 is already in use; set ${variable} to a free port.`);
    } finally {
      blocker.close();
    }
  });

  it('names both variables when two are given the same port', async () => {
    const ports = await portsForAll();
    const { code, output } = await start({ ...ports, MAIL_WEB_PORT: ports.API_PORT });
    expect(code).toBe(1);
    expect(output.trim()).toBe(`npm start: API_PORT and MAIL_WEB_PORT are both ${ports.API_PORT}; set MAIL_WEB_PORT to another port.`);
  });
});

describe('npm start while another copy of the stack runs', () => {
  it('refuses in one line, naming the variable, and leaves the running copy alone', async () => {
    const ports = await portsForAll();
    const first = launch(ports);
    try {
      await expect.poll(() => first.output, { timeout: 120_000, interval: 500 }).toMatch(/Ticketkit is running:/);
      expect(first.output).toContain(`mail inbox      http://127.0.0.1:${ports.MAIL_WEB_PORT}`);

      const second = await start(ports);
      expect(second.code).toBe(1);
      expect(second.output.trim()).toBe(`npm start: port ${ports.SITE_PORT} on 127.0.0.1 is already in use; set SITE_PORT to a free port.`);
      // The first copy still serves.
      expect((await fetch(`http://127.0.0.1:${ports.API_PORT}/v1/health`)).status).toBe(200);
      expect(first.child.exitCode).toBeNull();
    } finally {
      first.child.kill('SIGINT');
    }
    expect((await first.done).code).toBe(0);
    for (const variable of PORT_VARIABLES) expect(await listening(Number(ports[variable])), variable).toBe(false);
    removeInbox(ports);
  }, 180_000);
});

describe('npm start when the Auth emulator fails after saying it is ready', () => {
  it('reports the emulator’s error in one line, not a stack trace from the next request, and stops everything', async () => {
    const ports = await portsForAll();
    // Fault injection (see the file): nothing else makes the real emulator fail on demand.
    const { code, output } = await start({ ...ports, NODE_OPTIONS: `--import ${path.join(root, 'scripts', 'testing', 'emulator-fault.mjs')}` });
    expect(output).toContain('All emulators ready');
    expect(code).toBe(1);
    expect(ownLines(output)).toEqual([
      expect.stringMatching(/^npm start: the Auth emulator failed: An unexpected error has occurred\. \(details in .*firebase-debug\.log\)/),
    ]);
    expect(output).not.toMatch(/TypeError|fetch failed|\n\s+at /);
    for (const variable of PORT_VARIABLES) expect(await listening(Number(ports[variable])), variable).toBe(false);
    removeInbox(ports);
  }, 180_000);
});

describe('createDemoUsers given an emulator that is gone', () => {
  it('throws a StackError in one line, never a raw fetch failure', async () => {
    const error = await createDemoUsers({ emulatorUrl: `http://127.0.0.1:${await freePort()}`, projectId: 'demo-ticketkit' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StackError);
    expect((error as Error).message).toMatch(/^could not reach the Auth emulator at http:\/\/127\.0\.0\.1:\d+ to create the demo user demo@ticketkit\.example \(ECONNREFUSED\); did it stop\?$/);
  });
});

describe('the README', () => {
  it('names, under "Run it", every port variable npm start reads and the mail inbox', () => {
    const script = readFileSync(path.join(root, 'scripts', 'start.mjs'), 'utf8');
    const variables = [...script.matchAll(/portFromEnv\('([A-Z_]+)'/g)].map((m) => m[1]!);
    expect([...variables].sort()).toEqual([...PORT_VARIABLES].sort());
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const runIt = readme.slice(readme.indexOf('## Run it'), readme.indexOf('## Test it'));
    for (const variable of variables) expect(runIt, variable).toMatch(new RegExp(`^\\| [^|]*\`${variable}\``, 'm'));
    expect(runIt).toContain('web inbox at http://127.0.0.1:1080');
  });
});

describe('firebaseEnvProblems', () => {
  it('accepts a complete config and an absent one', () => {
    expect(firebaseEnvProblems({})).toEqual([]);
    expect(
      firebaseEnvProblems({ VITE_FIREBASE_API_KEY: 'AIzaSyExample', VITE_FIREBASE_AUTH_DOMAIN: 'x.firebaseapp.com', VITE_FIREBASE_PROJECT_ID: 'x-prod' }),
    ).toEqual([]);
  });
});
