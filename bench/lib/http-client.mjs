// The bench's HTTP side: ID tokens in the Auth emulator's unsigned format (which an API in
// emulator-token mode verifies on the same path as real emulator tokens) and one request over a
// given keep-alive agent.
import http from 'node:http';

/** The Auth emulator project the bench APIs run under and its tokens are minted for. */
export const PROJECT_ID = 'demo-ticketkit';

const b64 = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned emulator ID token for `uid`, valid for an hour; `claims` adds custom claims (e.g. `{ admin: true }`). */
export function emulatorToken(uid, claims = {}) {
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({
    iss: `https://securetoken.google.com/${PROJECT_ID}`, aud: PROJECT_ID, sub: uid, user_id: uid,
    iat: now, exp: now + 3600, auth_time: now, email: `${uid}@bench.example`, email_verified: true, ...claims,
  })}.`;
}

/**
 * One request to `${base}/v1${path}`. Answers the status, headers and parsed body, and when it
 * was sent: `sentAt` (performance.now() once it had a socket; time spent waiting in the agent for
 * one is the client's, not the server's), `ms` from then to the whole answer, and the socket's
 * local port (which a proxy in this process can map to the replica it chose).
 */
export function request(agent, base, method, path, token, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const asked = performance.now();
    let sentAt = asked;
    let localPort = 0;
    const req = http.request(`${base}/v1${path}`, {
      method,
      agent,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        ...headers,
      },
    }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => {
        let parsed = null;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          parsed = { unparsed: text.slice(0, 200) };
        }
        resolve({ status: res.statusCode, headers: res.headers, body: parsed, sentAt, ms: performance.now() - sentAt, waitedMs: sentAt - asked, localPort });
      });
    });
    req.on('socket', (socket) => {
      const mark = () => {
        sentAt = performance.now();
        localPort = socket.localPort ?? 0;
      };
      if (socket.connecting) socket.once('connect', mark);
      else mark();
    });
    req.on('error', reject);
    req.end(payload);
  });
}
