import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { BUDGETS, SITE_BUDGETS, checkBudgets, checkSiteBudgets, measureSiteHome, measureWidget } from './check-size.mjs';

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

/** A made-up build folder holding `files` (path → text), removed after the tests. */
function madeUpDist(files: Record<string, string>): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'check-size-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), text);
  }
  return dist;
}

// A made-up build: the loader imports nothing statically; the SDK runtime and the events chunk are
// dynamic imports, and each has a static import of its own. Only sign-in's chunk is left out.
describe('given a build whose SDK runtime is a dynamic import of the loader', () => {
  const files: Record<string, string> = {
    'embed/ticketkit.js': 'loader'.repeat(50),
    'embed/chunks/runtime.js': 'runtime'.repeat(300),
    'embed/chunks/zustand.js': 'store',
    'embed/chunks/events.js': 'events',
    'embed/chunks/core.js': 'react'.repeat(1000),
    'embed/chunks/login.js': 'firebase @firebase/app',
    'embed/chunks/hi-IN.js': 'hindi'.repeat(20),
  };
  const dist = madeUpDist(files);
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'src/embed/ticketkit.ts': { file: 'embed/ticketkit.js', dynamicImports: ['src/embed/runtime.ts', 'src/elements/screens/events.tsx', 'src/elements/screens/login.tsx'] },
      'src/embed/runtime.ts': { file: 'embed/chunks/runtime.js', imports: ['_zustand.js'] },
      '_zustand.js': { file: 'embed/chunks/zustand.js' },
      'src/elements/screens/events.tsx': { file: 'embed/chunks/events.js', imports: ['_core.js'] },
      '_core.js': { file: 'embed/chunks/core.js' },
      'src/elements/screens/login.tsx': { file: 'embed/chunks/login.js', imports: ['_core.js'] },
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

// A made-up site build: the home page's module script, three module preloads (one with firebase in,
// one with react-router's development build, neither with the compile hint), a stylesheet and a
// fetch preload, which are not scripts.
describe("given a built home page (the site's index.html)", () => {
  const files: Record<string, string> = {
    'assets/index-1.js': '//# allFunctionsCalledOnLoad\n' + 'entry'.repeat(40),
    'assets/first-screen-2.js': 'react'.repeat(400) + 'warning("You rendered descendant <Routes> (or called `useRoutes()`)")',
    'assets/signin-3.js': 'import "@firebase/app"',
    'assets/index-4.css': 'body{}',
    'assets/rolldown-runtime-5.js': '//# allFunctionsCalledOnLoad\n' + 'runtime'.repeat(10),
  };
  const dist = madeUpDist(files);
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head>
    <script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/first-screen-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-4.css">
    <link rel="preload" as="fetch" crossorigin href="http://127.0.0.1:8787/v1/events?city=nagpur" />
    <link rel="modulepreload" crossorigin href="/assets/signin-3.js" />
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-5.js" />
    </head><body><div id="root"></div></body></html>`,
  );

  it('counts the module script and the module preloads, not the stylesheet or the fetch', () => {
    const m = measureSiteHome(dist);
    expect(m.files).toEqual(['assets/index-1.js', 'assets/first-screen-2.js', 'assets/signin-3.js', 'assets/rolldown-runtime-5.js']);
    expect(m.gzip).toBe(m.files.reduce((n, f) => n + gzipSync(files[f]!, { level: 9 }).length, 0));
    expect(m.firebase).toEqual(['assets/signin-3.js']);
    expect(m.developmentBuilds).toEqual(['assets/first-screen-2.js']);
    expect(m.lazilyCompiled).toEqual(['assets/first-screen-2.js', 'assets/signin-3.js']);
  });

  it('fails on more scripts than the budget, more bytes, firebase, a development build or a script without the compile hint', () => {
    const failures = checkSiteBudgets(measureSiteHome(dist));
    expect(failures).toHaveLength(4);
    expect(failures[0]).toMatch(new RegExp(`loads 4 scripts, budget ${SITE_BUDGETS.homeScripts}`));
    expect(failures[1]).toMatch(/firebase is in a script of the site's home page: assets\/signin-3\.js/);
    expect(failures[2]).toMatch(/a development build \(react-router's warnings\) is in a script of the site's home page: assets\/first-screen-2\.js/);
    expect(failures[3]).toBe("a script of the site's home page does not start with the compile hint //# allFunctionsCalledOnLoad: assets/first-screen-2.js, assets/signin-3.js");
    expect(checkSiteBudgets({ files: ['a.js'], gzip: SITE_BUDGETS.homeGzip + 1, firebase: [], developmentBuilds: [], lazilyCompiled: [] })).toEqual([
      `the site's home page scripts are ${((SITE_BUDGETS.homeGzip + 1) / 1024).toFixed(2)} KB gzip, budget ${(SITE_BUDGETS.homeGzip / 1024).toFixed(2)} KB`,
    ]);
    expect(checkSiteBudgets({ files: ['a.js', 'b.js'], gzip: 1000, firebase: [], developmentBuilds: [], lazilyCompiled: [] })).toEqual([]);
  });
});
