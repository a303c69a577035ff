// Size budgets of the widget embed and of the reference site's home page.
// `node scripts/check-size.mjs` builds both and exits non-zero when a budget is exceeded;
// `--no-build` measures the existing dist/ folders. bench/widget.mjs prints the embed's numbers as a table.
//
// "First screen" is everything a browser downloads before `<ticketkit-events city="nagpur">` shows
// events on a page with only the embed script: the loader, the SDK runtime it imports once
// configured, the events element's chunk (imported when the element first connects) and every
// chunk those import statically (the renderer, preact/compat, and the widget core). embed.integration.test.ts records the
// scripts real Chromium fetches for that page and checks they are exactly these files.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const defaultDist = path.join(root, 'packages/widget/dist');

export const BUDGETS = {
  loader: 5 * 1024,
  firstScreen: 80 * 1024,
};

/**
 * The site's home page: the scripts its HTML loads before the first render (the entry and what the
 * HTML preloads). Every script is a request and a round trip on a phone's connection; the build
 * gives the home page's code one chunk beside the entry (apps/reference-site/vite.config.ts), plus
 * the bundler's interop runtime for React's CommonJS modules, and this keeps it so. The size holds
 * React 19's DOM renderer (about 60 KB of it), the router, the SDK without Firebase and the page.
 */
export const SITE_BUDGETS = {
  homeScripts: 3,
  homeGzip: 110 * 1024,
};

export const siteDist = path.join(root, 'apps/reference-site/dist');

/** Manifest keys of the dynamic imports a page with one `<ticketkit-events>` performs. */
export const FIRST_SCREEN_ENTRIES = ['src/embed/ticketkit.ts', 'src/embed/runtime.ts', 'src/elements/screens/events.tsx'];

/** A page in Hindi (data-locale="hi-IN") also imports the Hindi catalogue before the list shows. */
export const HINDI_ENTRY = 'src/i18n/hi-IN.ts';

/** A string only react-router's development build contains (its warnings); the site builds with its production build. */
const DEV_BUILD_MARKERS = ['You rendered descendant <Routes>'];

/** V8's compile hint, the first line of each of the home page's scripts (apps/reference-site/vite-plugins/prerender.ts). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Strings only firebase/auth and firebase/app contain; none may appear in the initial chunks. */
const FIREBASE_MARKERS = ['identitytoolkit.googleapis.com', 'securetoken.googleapis.com', '@firebase/app'];

export function buildWidget() {
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: path.join(root, 'packages/widget'),
    stdio: 'ignore',
  });
}

export function buildSite() {
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: path.join(root, 'apps/reference-site'),
    stdio: 'ignore',
  });
}

/** The scripts the built home page (index.html) loads at once: its module script and modulepreloads. */
export function measureSiteHome(dist = siteDist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const files = tags
    .filter((tag) => /^<script\b[^>]*type="module"/.test(tag) || /\brel="modulepreload"/.test(tag))
    .map((tag) => /\b(?:src|href)="\/?([^"]+)"/.exec(tag)?.[1])
    .filter((file) => file !== undefined);
  const code = new Map(files.map((f) => [f, readFileSync(path.join(dist, f), 'utf8')]));
  const gzip = files.reduce((n, f) => n + gzipSync(code.get(f), { level: 9 }).length, 0);
  const containing = (markers) => files.filter((f) => markers.some((m) => code.get(f).includes(m)));
  const lazilyCompiled = files.filter((f) => !code.get(f).startsWith(COMPILE_HINT));
  return { files, gzip, firebase: containing(FIREBASE_MARKERS), developmentBuilds: containing(DEV_BUILD_MARKERS), lazilyCompiled };
}

export function checkSiteBudgets(m) {
  const failures = [];
  if (m.files.length > SITE_BUDGETS.homeScripts) failures.push(`the site's home page loads ${m.files.length} scripts, budget ${SITE_BUDGETS.homeScripts}: ${m.files.join(', ')}`);
  if (m.gzip > SITE_BUDGETS.homeGzip) failures.push(`the site's home page scripts are ${kb(m.gzip)} gzip, budget ${kb(SITE_BUDGETS.homeGzip)}`);
  if (m.firebase.length) failures.push(`firebase is in a script of the site's home page: ${m.firebase.join(', ')}`);
  if (m.developmentBuilds.length) failures.push(`a development build (react-router's warnings) is in a script of the site's home page: ${m.developmentBuilds.join(', ')}`);
  if (m.lazilyCompiled.length) failures.push(`a script of the site's home page does not start with the compile hint ${COMPILE_HINT.trim()}: ${m.lazilyCompiled.join(', ')}`);
  return failures;
}

/** Follows static imports in Vite's manifest: the files a browser must fetch before `keys` run. */
function closure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`check-size: ${key} is not in the build manifest`);
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return [...seen].map((k) => manifest[k].file);
}

export function measureWidget(dist = defaultDist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  const sum = (files) => files.reduce((n, f) => n + gz(f), 0);
  const loaderFiles = closure(manifest, [FIRST_SCREEN_ENTRIES[0]]);
  const firstFiles = closure(manifest, FIRST_SCREEN_ENTRIES);
  const hindiFiles = closure(manifest, [...FIRST_SCREEN_ENTRIES, HINDI_ENTRY]);
  const firebaseIn = hindiFiles.filter((f) => {
    const text = readFileSync(path.join(dist, f), 'utf8');
    return FIREBASE_MARKERS.some((m) => text.includes(m));
  });
  return {
    loader: { files: loaderFiles, gzip: sum(loaderFiles) },
    firstScreen: { files: firstFiles, gzip: sum(firstFiles) },
    firstScreenHindi: { files: hindiFiles, gzip: sum(hindiFiles) },
    firebaseInInitialChunks: firebaseIn,
    chunks: Object.values(manifest)
      .map((m) => ({ file: m.file, gzip: gz(m.file) }))
      .sort((a, b) => b.gzip - a.gzip),
  };
}

export function checkBudgets(m) {
  const failures = [];
  if (m.loader.gzip > BUDGETS.loader) failures.push(`embed loader is ${kb(m.loader.gzip)} gzip, budget ${kb(BUDGETS.loader)}`);
  if (m.firstScreen.gzip > BUDGETS.firstScreen) {
    failures.push(`first screen (loader + SDK runtime + renderer + event list) is ${kb(m.firstScreen.gzip)} gzip, budget ${kb(BUDGETS.firstScreen)}`);
  }
  if (m.firstScreenHindi.gzip > BUDGETS.firstScreen) {
    failures.push(`first screen in hi-IN (plus the Hindi catalogue) is ${kb(m.firstScreenHindi.gzip)} gzip, budget ${kb(BUDGETS.firstScreen)}`);
  }
  if (m.firebaseInInitialChunks.length) failures.push(`firebase is in an initial chunk: ${m.firebaseInInitialChunks.join(', ')}`);
  return failures;
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!process.argv.includes('--no-build')) {
    buildWidget();
    buildSite();
  }
  const m = measureWidget();
  const home = measureSiteHome();
  const failures = [...checkBudgets(m), ...checkSiteBudgets(home)];
  console.log(`embed loader: ${kb(m.loader.gzip)} gzip (budget ${kb(BUDGETS.loader)})`);
  console.log(`first screen, loader + SDK runtime + renderer + event list: ${kb(m.firstScreen.gzip)} gzip (budget ${kb(BUDGETS.firstScreen)})`);
  console.log(`  files: ${m.firstScreen.files.join(', ')}`);
  console.log(`first screen in hi-IN: ${kb(m.firstScreenHindi.gzip)} gzip (budget ${kb(BUDGETS.firstScreen)})`);
  console.log(`firebase in initial chunks: ${m.firebaseInInitialChunks.length ? m.firebaseInInitialChunks.join(', ') : 'no'}`);
  console.log(`site home page: ${home.files.length} scripts (budget ${SITE_BUDGETS.homeScripts}), ${kb(home.gzip)} gzip (budget ${kb(SITE_BUDGETS.homeGzip)}): ${home.files.join(', ')}`);
  for (const f of failures) console.error(`size budget exceeded: ${f}`);
  process.exit(failures.length ? 1 : 0);
}
