import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

const urlHost = (address: string) => {
  const v4 = address.replace(/^::ffff:/, '');
  return v4.includes(':') ? `[${v4}]` : v4;
};

/**
 * The base of the absolute URLs an answer carries (images). API_PUBLIC_URL when set (production
 * requires it). Otherwise the request's Host only when it names this server — a loopback name or
 * the address the request came in on, at the port it came in on — because a response built from
 * any Host a client sends could land in a shared cache; anything else gets the address and port
 * the request reached.
 */
export function publicOrigin(c: Context, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  const url = new URL(c.req.url);
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
  if (!socket?.localAddress || !socket.localPort) return LOOPBACK.has(url.hostname) ? url.origin : 'http://127.0.0.1';
  const own = urlHost(socket.localAddress);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if ((LOOPBACK.has(url.hostname) || url.hostname === own) && port === socket.localPort) return url.origin;
  return `http://${own}:${socket.localPort}`;
}
