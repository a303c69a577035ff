import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A loopback HTTP endpoint that records each webhook POSTed to it and answers with the next status
 * from `statuses` (then 200): a stand-in for the API's webhook route where a test needs only what
 * arrived, over real HTTP.
 */
export async function startWebhookReceiver(statuses: number[] = []) {
  const received: ReceivedWebhook[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = statuses.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
