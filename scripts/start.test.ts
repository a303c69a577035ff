import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firebaseEnvProblems, freePort, root } from './stack.mjs';

/** Runs `npm start`'s script with the given environment and collects what it prints. */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
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
      const { code, output } = await start({ SITE_PORT: String(port), AUTH_EMULATOR_PORT: String(await freePort()), API_PORT: String(await freePort()) });
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
    const authPort = await freePort();
    const { code, output } = await start({
      DATABASE_URL: `postgres://ticketkit@127.0.0.1:${await freePort()}/ticketkit`,
      AUTH_EMULATOR_PORT: String(authPort),
      API_PORT: String(await freePort()),
      SITE_PORT: String(await freePort()),
    });
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
