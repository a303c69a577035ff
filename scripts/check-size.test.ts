import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { BUDGETS, checkBudgets, measureWidget } from './check-size.mjs';

const within = {
  loader: { files: ['embed/ticketkit.js'], gzip: 3500 },
  firstScreen: { files: [], gzip: BUDGETS.firstScreen },
  firstScreenHindi: { files: [], gzip: BUDGETS.firstScreen },
  firebaseInInitialChunks: [] as string[],
  chunks: [],
};

describe('given widget bundle measurements', () => {
  it('passes when every budget holds', () => {
    expect(checkBudgets(within)).toEqual([]);
  });
  it('fails on a loader over 5 KB, a first screen over 80 KB (in English or Hindi), or firebase in an initial chunk', () => {
    const failures: string[] = checkBudgets({
      ...within,
      loader: { files: [], gzip: BUDGETS.loader + 1 },
      firstScreen: { files: [], gzip: BUDGETS.firstScreen + 1 },
      firstScreenHindi: { files: [], gzip: BUDGETS.firstScreen + 1 },
      firebaseInInitialChunks: ['embed/chunks/mountScreen.js'],
    });
    expect(failures).toHaveLength(4);
    expect(failures[0]).toMatch(/embed loader is 5\.00 KB gzip, budget 5\.00 KB/);
    expect(failures[1]).toMatch(/first screen \(loader \+ SDK runtime \+ renderer \+ event list\)/);
    expect(failures[2]).toMatch(/first screen in hi-IN/);
    expect(failures[3]).toMatch(/firebase is in an initial chunk: embed\/chunks\/mountScreen\.js/);
  });
});

// A made-up build: the loader imports nothing statically; the SDK runtime and the events chunk are
// dynamic imports, and each has a static import of its own. Only sign-in's chunk is left out.
describe('given a build whose SDK runtime is a dynamic import of the loader', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'check-size-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const files: Record<string, string> = {
    'embed/ticketkit.js': 'loader'.repeat(50),
    'embed/chunks/runtime.js': 'runtime'.repeat(300),
    'embed/chunks/zustand.js': 'store',
    'embed/chunks/events.js': 'events',
    'embed/chunks/core.js': 'react'.repeat(1000),
    'embed/chunks/login.js': 'firebase @firebase/app',
    'embed/chunks/hi-IN.js': 'hindi'.repeat(20),
  };
  mkdirSync(path.join(dist, 'embed/chunks'), { recursive: true });
  mkdirSync(path.join(dist, '.vite'));
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dist, file), text);
  writeFileSync(
    path.join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'src/embed/ticketkit.ts': { file: 'embed/ticketkit.js', dynamicImports: ['src/embed/runtime.ts', 'src/elements/screens/events.tsx', 'src/screens/auth/login.tsx'] },
      'src/embed/runtime.ts': { file: 'embed/chunks/runtime.js', imports: ['_zustand.js'] },
      '_zustand.js': { file: 'embed/chunks/zustand.js' },
      'src/elements/screens/events.tsx': { file: 'embed/chunks/events.js', imports: ['_core.js'] },
      '_core.js': { file: 'embed/chunks/core.js' },
      'src/screens/auth/login.tsx': { file: 'embed/chunks/login.js', imports: ['_core.js'] },
      'src/i18n/hi-IN.ts': { file: 'embed/chunks/hi-IN.js' },
    }),
  );
  const gz = (file: string) => gzipSync(files[file]!, { level: 9 }).length;

  it('counts the SDK runtime and its imports in the first screen, but not sign-in', () => {
    const m = measureWidget(dist);
    expect(m.loader.files).toEqual(['embed/ticketkit.js']);
    expect([...m.firstScreen.files].sort()).toEqual(['embed/chunks/core.js', 'embed/chunks/events.js', 'embed/chunks/runtime.js', 'embed/chunks/zustand.js', 'embed/ticketkit.js']);
    const expected = ['embed/ticketkit.js', 'embed/chunks/runtime.js', 'embed/chunks/zustand.js', 'embed/chunks/events.js', 'embed/chunks/core.js'].reduce((n, f) => n + gz(f), 0);
    expect(m.firstScreen.gzip).toBe(expected);
    expect(m.firstScreenHindi.gzip).toBe(expected + gz('embed/chunks/hi-IN.js'));
    expect(m.firebaseInInitialChunks).toEqual([]);
  });
});
