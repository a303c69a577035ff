import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../server.ts';
import { startTestApi } from '../testing/api.ts';
import { signUp, type TestUser } from '../testing/emulator.ts';
import { MAX_BODY_BYTES } from './bind.ts';

let api: RunningApi;
let user: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  user = await signUp();
});
afterAll(() => api?.close());

/**
 * Streams `parts` as a chunked body (no Content-Length) as fast as the server takes them, and
 * stops at the first answer. Returns the answer and how many bytes had been written by then.
 */
function sendChunked(path: string, parts: Iterable<Buffer>): Promise<{ status: number; body: string; written: number }> {
  const url = new URL(path, api.url);
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const req = request(url, { method: 'PATCH', headers: { 'content-type': 'application/json', authorization: `Bearer ${user.idToken}`, 'transfer-encoding': 'chunked' } });
    req.on('response', (res) => {
      answered = true;
      const at = written;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, written: at }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, body, written: at }));
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const it = parts[Symbol.iterator]();
    const pump = () => {
      while (!answered) {
        const next = it.next();
        if (next.done) {
          req.end();
          return;
        }
        written += next.value.length;
        if (!req.write(next.value)) {
          req.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}

/** `{"name":"Asha"` + whitespace + `}`, `total` bytes in 64 KB chunks: valid JSON of any size. */
function* paddedJson(total: number): Generator<Buffer> {
  const head = Buffer.from('{"name":"Asha"');
  yield head;
  const chunk = Buffer.alloc(64 * 1024, ' ');
  let left = total - head.length - 1;
  while (left > 0) {
    const n = Math.min(left, chunk.length);
    yield chunk.subarray(0, n);
    left -= n;
  }
  yield Buffer.from('}');
}

describe('given a chunked request body far over the limit', () => {
  it('answers 413 validation/payload-too-large once the limit is passed, without reading the rest into memory', async () => {
    const before = process.memoryUsage().rss;
    const total = 200 * 1024 * 1024;
    const res = await sendChunked('/v1/me', paddedJson(total));
    const grown = process.memoryUsage().rss - before;
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'validation/payload-too-large' });
    // Answered while most of the body was still unsent; socket buffers hold a few megabytes.
    expect(res.written).toBeLessThan(total / 10);
    expect(grown).toBeLessThan(100 * 1024 * 1024);
  });

  it('still accepts a chunked body at the limit', async () => {
    const res = await sendChunked('/v1/me', paddedJson(MAX_BODY_BYTES));
    expect(res.status, res.body).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ name: 'Asha' });
    expect((await sendChunked('/v1/me', paddedJson(MAX_BODY_BYTES + 1))).status).toBe(413);
  });
});
