import { describe, expect, it } from 'vitest';
import { BUDGETS, checkBudgets } from './check-size.mjs';

const within = {
  loader: { files: ['embed/ticketkit.js'], gzip: 3500 },
  firstScreen: { files: [], gzip: 79 * 1024 },
  firstScreenWithSdk: { files: [], gzip: 90 * 1024 },
  firebaseInInitialChunks: [] as string[],
  chunks: [],
};

describe('given widget bundle measurements', () => {
  it('passes when every budget holds', () => {
    expect(checkBudgets(within)).toEqual([]);
  });
  it('fails on a loader over 5 KB, a first screen over 80 KB, or firebase in an initial chunk', () => {
    const failures: string[] = checkBudgets({
      ...within,
      loader: { files: [], gzip: BUDGETS.loader + 1 },
      firstScreen: { files: [], gzip: BUDGETS.firstScreen + 1 },
      firebaseInInitialChunks: ['embed/chunks/mountScreen.js'],
    });
    expect(failures).toHaveLength(3);
    expect(failures[0]).toMatch(/embed loader is 5\.00 KB gzip, budget 5\.00 KB/);
    expect(failures[2]).toMatch(/firebase is in an initial chunk: embed\/chunks\/mountScreen\.js/);
  });
});
