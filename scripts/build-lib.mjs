// The library build of a published package (contract, sdk, widget): `tsc` emits JavaScript and
// `.d.ts` into dist/lib/, mirroring src/, from the files the package's exports reach (so tests,
// stories, fixtures and testing helpers are never part of it). What only Vite understands becomes
// plain JavaScript every bundler and Node read: a `?inline` stylesheet becomes a string module beside
// the importer, a `?url` asset is copied beside the importer and addressed with
// `new URL(…, import.meta.url)`. A `./styles.css` export gets one flattened file.
//
// `node scripts/build-lib.mjs [packageDir…]` (default: the three published packages), or from a
// package's directory as its `build:lib` script. Type errors are `scripts/typecheck.mjs`'s job:
// the emit skips checking (`noCheck`), which keeps the build to seconds.
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { SOURCE_CONDITION } from './source-condition.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PUBLISHED = ['packages/contract', 'packages/sdk', 'packages/widget'];

/** Every `@ticketkit/source` target of a package's exports map, as absolute paths. */
function sourceEntries(packageDir, exportsMap) {
  const entries = [];
  const walk = (value) => {
    if (value && typeof value === 'object') {
      for (const [key, target] of Object.entries(value)) {
        if (key === SOURCE_CONDITION && typeof target === 'string') entries.push(path.join(packageDir, target));
        else walk(target);
      }
    }
  };
  walk(exportsMap);
  return entries;
}

function files(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).isFile());
}

function emit(packageDir, roots, outDir) {
  const configPath = path.join(packageDir, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => fail([d]) });
  if (!config) throw new Error(`cannot read ${configPath}`);
  const options = {
    ...config.options,
    noEmit: false,
    noCheck: true,
    declaration: true,
    emitDeclarationOnly: false,
    rewriteRelativeImportExtensions: true,
    rootDir: path.join(packageDir, 'src'),
    outDir,
    sourceMap: false,
    declarationMap: false,
    incremental: false,
    // The published .d.ts may lean on no ambient types of the monorepo's tools (vite/client,
    // jest-dom): a partner's project has none of them, and tsc would write `/// <reference types>` to them.
    types: [],
  };
  const program = ts.createProgram({ rootNames: roots, options });
  const result = program.emit();
  const diagnostics = [...program.getOptionsDiagnostics(), ...program.getSyntacticDiagnostics(), ...result.diagnostics];
  if (diagnostics.length) fail(diagnostics);
}

function fail(diagnostics) {
  const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  throw new Error(ts.formatDiagnostics(diagnostics, host));
}

const INLINE_CSS = /(['"])(\.{1,2}\/[^'"]+\.css)\?inline\1/g;
const ASSET_URL = /import\((['"])([^'"]+)\?url(?:&no-inline)?\1\)/g;
/** tsc rewrites `./x.ts` to `./x.js` in JavaScript only; its declarations keep the source's specifiers. */
const TS_SPECIFIER = /(['"])(\.{1,2}\/[^'"]*?)\.tsx?\1/g;

/**
 * Rewrites what only Vite understands in one emitted file: `./x.css?inline` → `./x.css.js` (written
 * from the source stylesheet), `import('y?url')` → a module-shaped promise of the asset's address,
 * the asset copied beside the file; and in declarations, `./x.ts` → `./x.js`.
 */
function rewriteViteImports(file, sourceFile, packageDir) {
  const text = readFileSync(file, 'utf8');
  const isDeclaration = file.endsWith('.d.ts');
  const rewritten = (isDeclaration ? text.replace(TS_SPECIFIER, '$1$2.js$1') : text)
    .replace(INLINE_CSS, (_, quote, specifier) => {
      const target = path.join(path.dirname(file), `${specifier}.js`);
      const css = readFileSync(path.join(path.dirname(sourceFile), specifier), 'utf8');
      writeFileSync(target, `export default ${JSON.stringify(css)};\n`);
      writeFileSync(target.replace(/\.js$/, '.d.ts'), 'declare const css: string;\nexport default css;\n');
      return `${quote}${specifier}.js${quote}`;
    })
    .replace(ASSET_URL, (_, quote, specifier) => {
      if (isDeclaration) throw new Error(`${file}: an asset import in a declaration`);
      const asset = specifier.startsWith('.') ? path.join(path.dirname(sourceFile), specifier) : createRequire(path.join(packageDir, 'package.json')).resolve(specifier);
      copyFileSync(asset, path.join(path.dirname(file), path.basename(asset)));
      return `Promise.resolve({ default: new URL(${quote}./${path.basename(asset)}${quote}, import.meta.url).href })`;
    });
  if (rewritten !== text) writeFileSync(file, rewritten);
}

/** `@import`s inlined, so `styles.css` is one file any bundler (or a `<link>`) takes as it is. */
function flattenCss(file, seen = new Set()) {
  if (seen.has(file)) return '';
  seen.add(file);
  return readFileSync(file, 'utf8').replace(/@import\s+(['"])([^'"]+)\1\s*;/g, (_, __, specifier) => flattenCss(path.join(path.dirname(file), specifier), seen));
}

export function buildLib(packageDir) {
  const started = performance.now();
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const outDir = path.join(packageDir, 'dist', 'lib');
  rmSync(outDir, { recursive: true, force: true });
  const entries = sourceEntries(packageDir, pkg.exports);
  emit(
    packageDir,
    entries.filter((entry) => /\.tsx?$/.test(entry)),
    outDir,
  );
  const srcDir = path.join(packageDir, 'src');
  for (const file of files(outDir)) {
    const relative = path.relative(outDir, file).replace(/\.d\.ts$|\.js$/, '');
    const sourceFile = [`${relative}.ts`, `${relative}.tsx`].map((name) => path.join(srcDir, name)).find((candidate) => statSync(candidate, { throwIfNoEntry: false }));
    if (sourceFile) rewriteViteImports(file, sourceFile, packageDir);
  }
  const styles = pkg.exports?.['./styles.css'];
  if (styles && typeof styles === 'object') {
    const target = path.join(packageDir, styles.default);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, flattenCss(path.join(packageDir, styles[SOURCE_CONDITION])));
  }
  return { name: pkg.name, seconds: (performance.now() - started) / 1000 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dirs = args.length ? args : process.cwd() === root ? PUBLISHED : ['.'];
  for (const dir of dirs) {
    const { name, seconds } = buildLib(path.resolve(dir));
    console.log(`${name}: dist/lib built in ${seconds.toFixed(1)} s`);
  }
}
