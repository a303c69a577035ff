import { describe, expect, it, vi } from 'vitest';
import { clearReloadMark, isChunkLoadError, reloadOnceForNewDeploy } from './chunkRetry.ts';

describe('chunk load failures', () => {
  it('recognises the errors browsers raise for a missing chunk', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  describe('given a new deploy removed the old chunk', () => {
    it('reloads once for a path, then leaves it to the retry button', () => {
      sessionStorage.clear();
      const location = { pathname: '/yourtickets', reload: vi.fn() };
      expect(reloadOnceForNewDeploy(location, sessionStorage)).toBe(true);
      expect(reloadOnceForNewDeploy(location, sessionStorage)).toBe(false);
      expect(location.reload).toHaveBeenCalledTimes(1);
      clearReloadMark(sessionStorage);
      expect(reloadOnceForNewDeploy(location, sessionStorage)).toBe(true);
    });
  });
});
