import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './constants.ts';
import { createStorage } from './storage.ts';

describe('createStorage', () => {
  it('keeps the spec keys under the prefix', () => {
    localStorage.clear();
    const storage = createStorage('tk:');
    storage.set(STORAGE_KEYS.hasVisited, false);
    expect(localStorage.getItem('tk:hasVisited')).toBe('false');
    expect(storage.get(STORAGE_KEYS.hasVisited)).toBe(false);
  });

  describe('given storage that throws (Safari private mode)', () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
      clear: () => undefined,
      key: () => null,
      length: 0,
    } satisfies Storage;

    it('falls back to memory and keeps working', () => {
      const storage = createStorage('', throwing);
      expect(storage.persistent).toBe(false);
      storage.set(STORAGE_KEYS.userData, { uid: 'u1' });
      expect(storage.get(STORAGE_KEYS.userData)).toEqual({ uid: 'u1' });
      storage.remove(STORAGE_KEYS.userData);
      expect(storage.get(STORAGE_KEYS.userData)).toBeUndefined();
    });
  });

  it('ignores a value that is not JSON instead of throwing', () => {
    localStorage.setItem('userData', '{broken');
    expect(createStorage().get('userData')).toBeUndefined();
  });
});
