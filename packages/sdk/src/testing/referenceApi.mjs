// The reference API (apps/reference-api) on an in-memory PGlite, and a proxy that loses answers,
// for the SDK's booking integration test. Plain JavaScript so the sdk's TypeScript never sees the
// API's Node types; vitest transforms the API's TypeScript.
import http from 'node:http';
import { insertFixture, startTestApi } from '../../../../apps/reference-api/src/testing/api.ts';

export async function startReferenceApi() {
  const api = await startTestApi();
  return {
    url: api.url,
    fixture: (options) => insertFixture(api.db, options),
    query: (sql, params) => api.db.query(sql, params),
    close: () => api.close(),
  };
}

/**
 * Forwards every request to `target`. When `lose(request)` says so, the request still reaches the
 * API (which acts on it) but its answer is thrown away and the connection cut, as a flaky mobile
 * network does.
 */
export async function startLossyProxy(target, lose) {
  const seen = [];
  const server = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const record = { method: req.method, url: req.url, idempotencyKey: req.headers['idempotency-key'], lost: false };
    seen.push(record);
    const headers = { ...req.headers };
    delete headers.host;
    delete headers.connection;
    const answer = await fetch(target + req.url, { method: req.method, headers, body });
    const text = await answer.text();
    record.status = answer.status;
    if (lose(record, seen)) {
      record.lost = true;
      req.socket.destroy();
      return;
    }
    const out = {};
    answer.headers.forEach((value, key) => {
      if (key !== 'content-length' && key !== 'transfer-encoding' && key !== 'content-encoding') out[key] = value;
    });
    res.writeHead(answer.status, out);
    res.end(text);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    seen,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    }),
  };
}
