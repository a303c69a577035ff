import { describe, expect, it } from 'vitest';
import { returnPath, sourceFor } from './returnPath.ts';

describe('the sign-in return path', () => {
  it('uses the spec form for /yourtickets', () => {
    expect(sourceFor({ pathname: '/yourtickets', search: '' })).toBe('yourtickets');
    expect(returnPath('yourtickets')).toBe('/yourtickets');
  });

  it('keeps a deep step with its query', () => {
    const source = sourceFor({ pathname: '/eventbooking/comedy-night/ev_12', search: '?session=s_3&t=tt_1:2' });
    expect(returnPath(source)).toBe('/eventbooking/comedy-night/ev_12?session=s_3&t=tt_1:2');
  });

  describe('given a source that points off the site', () => {
    it.each(['/\\evil.example', 'https://evil.example', 'javascript:alert(1)', ' /x'])('refuses %s', (source) => {
      expect(returnPath(source)).toBe('/');
    });

    it('reads //host as a path on this site, never as another origin', () => {
      expect(returnPath('//evil.example/x')).toBe('/evil.example/x');
    });
  });
});
