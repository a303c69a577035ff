import { resolveSource } from '@ticketkit/widget';
import { describe, expect, it } from 'vitest';
import { sourceFor } from './returnPath.ts';

describe('the sign-in return path', () => {
  it('uses the spec form for /yourtickets', () => {
    expect(sourceFor({ pathname: '/yourtickets', search: '' })).toBe('yourtickets');
    expect(resolveSource('yourtickets')).toBe('/yourtickets');
  });

  it('round-trips a deep step with its query through the login page', () => {
    const source = sourceFor({ pathname: '/eventbooking/comedy-night/ev_12', search: '?session=s_3&q=tt_1.2' });
    expect(resolveSource(source)).toBe('/eventbooking/comedy-night/ev_12?session=s_3&q=tt_1.2');
  });

  describe('given a source that points off the site', () => {
    it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', ' /x'])('refuses %s', (source) => {
      expect(resolveSource(source)).toBe('/');
    });
  });
});
