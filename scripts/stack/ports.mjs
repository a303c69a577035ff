// Ports: read from the environment, checked free before anything starts, or chosen by the OS.
import net from 'node:net';
import { StackError } from './processes.mjs';

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
