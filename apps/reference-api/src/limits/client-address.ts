import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { Context } from 'hono';

/** `::ffff:127.0.0.1` and `127.0.0.1` are one client. */
const plain = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.)/i, '');

export const isLoopback = (address: string) => {
  const a = plain(address);
  return a === '::1' || /^127\./.test(a);
};

const trusted = (address: string, proxies: readonly string[]) =>
  proxies.some((p) => (p === 'loopback' ? isLoopback(address) : plain(p) === plain(address)));

/**
 * Who sent the request: the socket's remote address, or, when that is a trusted proxy
 * (TRUST_PROXY), the right-most address of X-Forwarded-For that is not itself a trusted proxy.
 * Everything left of it could have been written by the client, so it is never believed.
 */
export function clientAddress(remote: string, forwardedFor: string | undefined, proxies: readonly string[]): string {
  let address = plain(remote);
  if (!trusted(address, proxies) || !forwardedFor) return address;
  const hops = forwardedFor.split(',').map(plain).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i]!;
    if (isIP(hop) === 0) return address;
    address = hop;
    if (!trusted(hop, proxies)) return hop;
  }
  return address;
}

export function requestAddress(c: Context, proxies: readonly string[]): string {
  const remote = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress ?? '';
  return clientAddress(remote, c.req.header('x-forwarded-for'), proxies);
}
