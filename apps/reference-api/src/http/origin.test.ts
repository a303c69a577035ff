import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../server.ts';
import { startTestApi } from '../testing/api.ts';

/** A GET with the Host header a client chose (fetch does not let a caller set it). */
function getWithHost(api: RunningApi, path: string, host: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(api.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const imageUrls = (body: string) => {
  const page = JSON.parse(body) as { items: Array<{ image: { url: string; srcset?: string } }> };
  return page.items.flatMap((e) => [e.image.url, ...(e.image.srcset ?? '').split(', ').map((s) => s.split(' ')[0]!)]);
};

describe('absolute image URLs without API_PUBLIC_URL (development)', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.close());

  it('ignore a foreign Host header: Host: evil.example gets the address the API listens on', async () => {
    const res = await getWithHost(api, '/v1/events?city=nagpur&limit=5', 'evil.example');
    expect(res.status).toBe(200);
    const urls = imageUrls(res.body);
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) expect(url.startsWith(`${api.url}/v1/images/events/`)).toBe(true);
    expect(res.body).not.toContain('evil.example');
  });

  it('ignore this host at another port, and a loopback name at another port', async () => {
    for (const host of ['127.0.0.1:1', 'localhost:443', 'evil.example:' + new URL(api.url).port]) {
      const res = await getWithHost(api, '/v1/events?city=nagpur&limit=2', host);
      for (const url of imageUrls(res.body)) expect(url.startsWith(`${api.url}/`)).toBe(true);
    }
  });

  it('follow the loopback name the API was reached by, at its own port', async () => {
    const host = `localhost:${new URL(api.url).port}`;
    const res = await getWithHost(api, '/v1/events?city=nagpur&limit=2', host);
    for (const url of imageUrls(res.body)) expect(url.startsWith(`http://${host}/v1/images/`)).toBe(true);
  });
});
