import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { startApi, type RunningApi } from './server.ts';

// A balancer in front of several API processes accepts each connection on the shared port and
// hands the socket over (bench/replicas.mjs does it over IPC, as Node's cluster module does). Here
// the balancer is a plain TCP server in the test's process with no HTTP of its own: whatever
// answers on its port is the API that was handed the socket.
describe('given a connection accepted on another port and handed to the API', () => {
  let api: RunningApi;
  let balancer: net.Server;
  let url: string;
  beforeAll(async () => {
    api = await startApi(readConfig({ API_PORT: '0', TICKETKIT_DATA_DIR: 'memory://', TICKETKIT_SEED: 'false' }));
    balancer = net.createServer({ pauseOnConnect: true }, (socket) => api.serveConnection(socket));
    await new Promise<void>((resolve) => balancer.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(balancer.address() as net.AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => balancer?.close(resolve));
    await api?.close();
  });

  it('answers every request on it, kept alive, as on its own port', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string) =>
      new Promise<{ status: number; body: string; socket: net.Socket }>((resolve, reject) => {
        http.get(`${url}${path}`, { agent }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, body, socket: res.socket }));
        }).on('error', reject);
      });
    try {
      const first = await get('/v1/health');
      const second = await get('/v1/nothing-here');
      expect(first.status).toBe(200);
      expect(JSON.parse(first.body)).toEqual({ status: 'ok', database: 'pglite' });
      expect(second.status).toBe(404);
      expect(JSON.parse(second.body).code).toBe('not-found');
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
    }
  });
});
