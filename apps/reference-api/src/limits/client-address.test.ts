import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

// Which address a request is counted against, with and without a trusted proxy in front.

describe('clientAddress', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('::ffff:203.0.113.9', '198.51.100.1', [])).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '198.51.100.1', [])).toBe('127.0.0.1');
  });

  it('behind a trusted proxy is the right-most untrusted hop, never an entry the client could write', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.1', ['loopback'])).toBe('198.51.100.1');
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.1', ['loopback'])).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.5', '6.6.6.6, 198.51.100.1, 10.0.0.7', ['10.0.0.5', '10.0.0.7'])).toBe('198.51.100.1');
  });

  it('ignores X-Forwarded-For from a proxy that is not trusted, and stops at an entry that is not an address', () => {
    expect(clientAddress('10.0.0.9', '198.51.100.1', ['10.0.0.5'])).toBe('10.0.0.9');
    expect(clientAddress('127.0.0.1', '198.51.100.1, junk', ['loopback'])).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', undefined, ['loopback'])).toBe('127.0.0.1');
  });
});
