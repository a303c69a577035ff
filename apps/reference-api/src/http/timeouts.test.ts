import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startApi, type Proc } from '../../../../scripts/stack.mjs';
import { emulatorHost, PROJECT_ID, signUp } from '../testing/emulator.ts';

// The API as a real process, and clients on raw sockets that send as slowly as an attacker (or a
// bad mobile network) would.
const procs: Proc[] = [];
let slowApi: Proc & { url: string };
let stoppingApi: Proc & { url: string };
// Both at once: each start creates a database, seconds of work on a busy machine.
beforeAll(async () => {
  [slowApi, stoppingApi] = await Promise.all([
    start({ API_HEADERS_TIMEOUT_MS: '1000', API_REQUEST_TIMEOUT_MS: '2000', API_IDLE_TIMEOUT_MS: '1000' }),
    start({ API_SHUTDOWN_GRACE_MS: '2000', API_REQUEST_TIMEOUT_MS: '120000', API_HEADERS_TIMEOUT_MS: '60000' }),
  ]);
}, 120_000);
afterAll(() => Promise.all(procs.map((p) => p.stop())));

async function start(env: Record<string, string>) {
  const api = await startApi({ port: await freePort(), dataDir: 'memory://', projectId: PROJECT_ID, authEmulatorHost: emulatorHost(), quiet: true, env: { TICKETKIT_SEED: 'false', ...env } });
  procs.push(api);
  return api;
}

interface Conversation {
  socket: Socket;
  /** Everything the server sent, once it closed the connection. */
  closed: Promise<{ received: string; afterMs: number }>;
}

function open(url: string): Promise<Conversation> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    const opened = Date.now();
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (received += d));
    const closed = new Promise<{ received: string; afterMs: number }>((done) => socket.on('close', () => done({ received, afterMs: Date.now() - opened })));
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

/** `promise`'s value, or 'too late' after `ms`: the machine may be busy, but not minutes busy. */
const within = <T>(promise: Promise<T>, ms: number) => Promise.race([promise, new Promise<'too late'>((r) => setTimeout(() => r('too late'), ms))]);

/** Writes `text` one byte every `everyMs` until the socket closes. */
function trickle(socket: Socket, text: string, everyMs: number) {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= text.length) return clearInterval(timer);
    socket.write(text[i++]!);
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

const patchMe = (token: string, length: number, requestId: string) =>
  `PATCH /v1/me HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAuthorization: Bearer ${token}\r\nX-Request-Id: ${requestId}\r\nContent-Length: ${length}\r\n\r\n`;

describe('given clients that send slowly', () => {
  it('closes a connection whose headers or body trickle in past their timeouts', async () => {
    const api = slowApi;
    const user = await signUp();

    const slowHeaders = await open(api.url);
    trickle(slowHeaders.socket, 'GET /v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ' + 'x'.repeat(200), 200);

    const slowBody = await open(api.url);
    const body = JSON.stringify({ name: 'Slow Sender' });
    slowBody.socket.write(patchMe(user.idToken, body.length, 'slow-body'));
    trickle(slowBody.socket, body, 300);

    const headersEnd = await within(slowHeaders.closed, 10_000);
    const bodyEnd = await within(slowBody.closed, 10_000);
    slowHeaders.socket.destroy();
    slowBody.socket.destroy();
    expect(headersEnd).toMatchObject({ received: expect.stringMatching(/^HTTP\/1\.1 408/) });
    expect(bodyEnd).toMatchObject({ received: expect.stringMatching(/^HTTP\/1\.1 408/) });
  }, 30_000);
});

describe('given a kept-alive connection with nothing more to ask', () => {
  it('closes it after the idle timeout', async () => {
    const idle = await open(slowApi.url);
    idle.socket.write('GET /v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    const end = await within(idle.closed, 15_000);
    idle.socket.destroy();
    expect(end).toMatchObject({ received: expect.stringMatching(/^HTTP\/1\.1 200/) });
    // The idle timeout is 1 s; without it Node closes after 5 s. Under 4.5 s leaves a busy machine
    // its margin and still tells the two apart.
    expect((end as { afterMs: number }).afterMs).toBeLessThan(4_500);
  }, 30_000);
});

describe('given SIGTERM while requests are in flight', () => {
  it('stops accepting, finishes what completes within the grace period, closes the rest and exits', async () => {
    const api = stoppingApi;
    const user = await signUp();
    const body = JSON.stringify({ name: 'Finishes In Time' });

    // In flight: half its body sent before the signal, the rest just after.
    const finishing = await open(api.url);
    finishing.socket.write(patchMe(user.idToken, body.length, 'finishing') + body.slice(0, 10));
    // Never finishes: one byte every second.
    const stuck = await open(api.url);
    stuck.socket.write(patchMe(user.idToken, 10_000, 'stuck'));
    trickle(stuck.socket, 'x'.repeat(10_000), 1_000);
    await new Promise((r) => setTimeout(r, 300));

    const signalled = Date.now();
    let exited = false;
    void api.exited.then(() => (exited = true));
    api.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    finishing.socket.write(body.slice(10));
    // New connections are refused while the stuck one still holds the process open: polled, since a
    // busy machine may take a while to handle the signal.
    const refusedWhileRunning = async () => {
      for (const until = Date.now() + 10_000; Date.now() < until && !exited; await new Promise((r) => setTimeout(r, 50))) {
        const refused = await open(api.url).then(
          (c) => (c.socket.destroy(), false),
          (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
        );
        if (refused) return !exited;
      }
      return false;
    };
    const refused = await refusedWhileRunning();

    const exit = await within(api.exited, 12_000);
    const exitedAfter = Date.now() - signalled;
    const stuckEnd = await within(stuck.closed, 1_000);
    stuck.socket.destroy();
    expect(refused).toBe(true);
    expect((await within(finishing.closed, 1_000)) as { received: string }).toMatchObject({ received: expect.stringMatching(/^HTTP\/1\.1 200[\s\S]*Finishes In Time/) });
    expect(exit).toEqual({ code: 0, signal: null });
    // The grace period is 2 s; the rest is a busy machine's margin (the stuck client would hold it for minutes).
    expect(exitedAfter).toBeLessThan(10_000);
    expect(stuckEnd).not.toBe('too late');
  }, 30_000);
});
