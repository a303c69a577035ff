// A real HTTP server on 127.0.0.1:0 for the client's tests. Each request is recorded and answered
// by the test's `reply` function. Plain JavaScript so the sdk's TypeScript never sees Node types.
import http from 'node:http';

export async function startScriptedServer(reply) {
  const requests = [];
  const sockets = new Set();
  let handler = reply;
  const server = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    const recorded = {
      method: req.method,
      url: req.url,
      headers: req.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(recorded);
    const r = (await handler(recorded, requests.length)) ?? {};
    if (r.delayMs) await new Promise((resolve) => setTimeout(resolve, r.delayMs));
    if (r.destroy) {
      req.socket.destroy();
      return;
    }
    if (r.hang) return;
    const headers = { ...(r.headers ?? {}) };
    let payload = '';
    if (r.body !== undefined) {
      payload = typeof r.body === 'string' ? r.body : JSON.stringify(r.body);
      headers['content-type'] ??= (r.status ?? 200) >= 400 ? 'application/problem+json' : 'application/json';
    }
    res.writeHead(r.status ?? 200, headers);
    if (r.stallBody) {
      res.write(payload.slice(0, 1));
      return;
    }
    res.end(payload);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setReply(next) {
      handler = next;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
