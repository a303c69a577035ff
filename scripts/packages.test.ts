// The published packages as a partner installs them: built and packed by scripts/pack.mjs (once per
// `npm test`, shared through TICKETKIT_PACKED), then
// linted with publint --strict and @arethetypeswrong/cli (profile esm-only: the packages ship ES
// modules only, which Node 20.19+ also loads from `require`), their tarballs' file lists checked,
// what their built code and types import checked against what they declare, and every entry
// imported by plain Node in a directory outside the repository, with no DOM.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packedOrPack, type PackedPackage } from './pack.mjs';
import { root } from './stack.mjs';

interface Manifest {
  name: string;
  private?: boolean;
  exports: Record<string, string | Record<string, string>>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const PUBLISHED = ['@ticketkit/contract', '@ticketkit/sdk', '@ticketkit/widget'];
const work = mkdtempSync(path.join(tmpdir(), 'ticketkit-packages-'));
/** A partner's project: the unpacked tarballs and the packages they declare, nothing else. */
const consumer = path.join(work, 'consumer');
let packed: PackedPackage[] = [];

const installed = (name: string) => path.join(consumer, 'node_modules', name);
const manifestOf = (name: string) => JSON.parse(readFileSync(path.join(installed(name), 'package.json'), 'utf8')) as Manifest;
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

/** Where the repository's install has `name`, seen from `from`, as Node would look for it. */
function repoPackage(name: string, from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed in the repository`);
  }
}

beforeAll(async () => {
  packed = await packedOrPack({ outDir: path.join(work, 'tarballs') });
  for (const { name, tarball } of packed) {
    mkdirSync(installed(name), { recursive: true });
    execFileSync('tar', ['xzf', tarball, '-C', installed(name), '--strip-components=1']);
  }
  // Only what the packages declare, linked from the repository's install; those packages' own
  // dependencies resolve from there. An import of anything undeclared fails as it would for a partner.
  for (const name of PUBLISHED) {
    const manifest = manifestOf(name);
    const packageDir = path.join(root, 'packages', name.split('/')[1]!);
    for (const dep of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })) {
      if (PUBLISHED.includes(dep) || existsSync(installed(dep))) continue;
      mkdirSync(path.dirname(installed(dep)), { recursive: true });
      symlinkSync(repoPackage(dep, packageDir), installed(dep), 'dir');
    }
  }
}, 600_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Bare package names a file imports: import and export statements, `import()`, `import("…")` types. */
function importedPackages(text: string): string[] {
  const patterns = [/^\s*(?:import|export)\b[^;'"]*?\bfrom\s*(['"])([^'"]+)\1/gm, /^\s*import\s*(['"])([^'"]+)\1/gm, /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g];
  return patterns
    .flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[2]!))
    .filter((s) => !s.startsWith('.') && !s.startsWith('node:') && !builtinModules.includes(s))
    .map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]!));
}

describe.each(PUBLISHED)('the packed %s', (name) => {
  const tarball = () => packed.find((p) => p.name === name)!;

  it('passes publint --strict', () => {
    const result = spawnSync(bin('publint'), ['run', '--strict', tarball().tarball], { encoding: 'utf8' });
    expect(result.status, result.stdout + result.stderr).toBe(0);
  });

  it('passes attw with the esm-only profile (the stylesheet, having no types, is not a TypeScript entry)', () => {
    const result = spawnSync(bin('attw'), [tarball().tarball, '--profile', 'esm-only', '--format', 'table-flipped', '--no-color', '--exclude-entrypoints', './styles.css'], { encoding: 'utf8' });
    expect(result.status, result.stdout + result.stderr).toBe(0);
  });

  it('carries only what a consumer needs: the build, its stylesheet and manifests, README, LICENSE, CHANGELOG', () => {
    const { files } = tarball();
    expect(files.filter((f) => /\.(test|stories)\.|(^|\/)(fixtures|testing)\/|(^|\/)src\//.test(f))).toEqual([]);
    const allowed = /^(dist\/lib\/|dist\/cdn\/|dist\/styles\.css$|custom-elements\.json$|openapi\.json$|package\.json$|README\.md$|LICENSE$|CHANGELOG\.md$)/;
    expect(files.filter((f) => !allowed.test(f))).toEqual([]);
    expect(files).toContain('dist/lib/index.js');
    expect(files).toContain('dist/lib/index.d.ts');
  });

  it('declares every package its code and types import (a dependency, or a peer)', () => {
    const manifest = manifestOf(name);
    const declared = new Set([name, ...Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })]);
    const lib = path.join(installed(name), 'dist', 'lib');
    const used = new Set(
      readdirSync(lib, { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.(js|d\.ts)$/.test(f))
        .flatMap((f) => importedPackages(readFileSync(path.join(lib, f), 'utf8'))),
    );
    expect([...used].filter((p) => !declared.has(p))).toEqual([]);
  });

  it('has no import that only Vite understands (?inline, ?url) and no TypeScript specifier left', () => {
    const lib = path.join(installed(name), 'dist', 'lib');
    const offending = readdirSync(lib, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(js|d\.ts)$/.test(f))
      .filter((f) => /(['"])[^'"\n]+(\?inline|\?url|\.tsx?)\1/.test(readFileSync(path.join(lib, f), 'utf8')));
    expect(offending).toEqual([]);
  });

  it('has no /// <reference types> in its declarations: a partner need not have the types it names', () => {
    const lib = path.join(installed(name), 'dist', 'lib');
    const referencing = readdirSync(lib, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.d.ts'))
      .filter((f) => /^\/\/\/\s*<reference\s+types=/m.test(readFileSync(path.join(lib, f), 'utf8')));
    expect(referencing).toEqual([]);
  });
});

describe('dependencies', () => {
  it('the widget has react and react-dom as peers only, and preact not at all: a React app installs one React', () => {
    const widget = manifestOf('@ticketkit/widget');
    expect(Object.keys(widget.peerDependencies ?? {}).sort()).toEqual(['react', 'react-dom']);
    expect(Object.keys(widget.dependencies ?? {}).filter((d) => /^(react|react-dom|preact)$/.test(d))).toEqual([]);
  });

  it('the sdk depends on the contract its types import, the widget on both', () => {
    expect(manifestOf('@ticketkit/sdk').dependencies).toHaveProperty('@ticketkit/contract');
    expect(manifestOf('@ticketkit/widget').dependencies).toHaveProperty('@ticketkit/contract');
    expect(manifestOf('@ticketkit/widget').dependencies).toHaveProperty('@ticketkit/sdk');
  });

  it('the apps are private', () => {
    for (const app of ['reference-api', 'reference-site']) {
      expect(JSON.parse(readFileSync(path.join(root, 'apps', app, 'package.json'), 'utf8')).private, app).toBe(true);
    }
  });
});

describe('the widget build', () => {
  it("starts its React entry with 'use client', for React Server Components frameworks", () => {
    const entry = readFileSync(path.join(installed('@ticketkit/widget'), 'dist', 'lib', 'index.js'), 'utf8');
    expect(entry.startsWith("'use client';")).toBe(true);
  });

  it('ships the shadow-root styles as string modules, the same text as styles.css, which has no @import left', () => {
    const widget = installed('@ticketkit/widget');
    const styles = readFileSync(path.join(widget, 'dist', 'styles.css'), 'utf8');
    expect(styles).not.toMatch(/@import/);
    const tokens = readFileSync(path.join(root, 'packages', 'widget', 'src', 'styles', 'tokens.css'), 'utf8');
    expect(styles).toContain(tokens);
    expect(readFileSync(path.join(widget, 'dist', 'lib', 'styles', 'tokens.css.js'), 'utf8')).toBe(`export default ${JSON.stringify(tokens)};\n`);
  });

  it("ships the door scanner's WebAssembly beside the module that addresses it with new URL(…, import.meta.url)", () => {
    const dir = path.join(installed('@ticketkit/widget'), 'dist', 'lib', 'screens', 'CheckIn');
    expect(readFileSync(path.join(dir, 'scanner.js'), 'utf8')).toContain("new URL('./zxing_reader.wasm', import.meta.url)");
    expect(readFileSync(path.join(dir, 'zxing_reader.wasm')).subarray(0, 4)).toEqual(Buffer.from([0, 0x61, 0x73, 0x6d]));
  });

  it("pins barcode-detector exactly, and ships the wasm of the zxing-wasm version it declares: its JS glue and our copied wasm must match", () => {
    const declared = manifestOf('@ticketkit/widget').dependencies?.['barcode-detector'] ?? '';
    expect(declared).toMatch(/^\d+\.\d+\.\d+$/);
    const detector = repoPackage('barcode-detector', path.join(root, 'packages', 'widget'));
    const detectorManifest = JSON.parse(readFileSync(path.join(detector, 'package.json'), 'utf8')) as Manifest & { version: string };
    expect(detectorManifest.version).toBe(declared);
    const zxingVersion = detectorManifest.dependencies?.['zxing-wasm'] ?? '';
    expect(zxingVersion).toMatch(/^\d+\.\d+\.\d+$/);
    const zxing = repoPackage('zxing-wasm', detector);
    expect((JSON.parse(readFileSync(path.join(zxing, 'package.json'), 'utf8')) as { version: string }).version).toBe(zxingVersion);
    const shipped = readFileSync(path.join(installed('@ticketkit/widget'), 'dist', 'lib', 'screens', 'CheckIn', 'zxing_reader.wasm'));
    expect(shipped.equals(readFileSync(path.join(zxing, 'dist', 'reader', 'zxing_reader.wasm')))).toBe(true);
  });
});

describe('plain Node, outside the repository', () => {
  it('imports every entry of every package, and importing does nothing: no globals, no output, no work left running', () => {
    const entries = PUBLISHED.flatMap((name) =>
      Object.keys(manifestOf(name).exports).map((key) => (key === '.' ? name : `${name}/${key.slice(2)}`)),
    );
    const script = path.join(consumer, 'import-all.mjs');
    writeFileSync(
      script,
      `const before = new Set(Object.getOwnPropertyNames(globalThis));
const entries = ${JSON.stringify(entries)};
const loaded = {};
for (const entry of entries) {
  if (entry.endsWith('.css')) { loaded[entry] = new URL(import.meta.resolve(entry)).pathname.endsWith('.css') ? 'css' : 'not css'; continue; }
  const module = await import(entry, entry.endsWith('.json') ? { with: { type: 'json' } } : undefined);
  loaded[entry] = Object.keys(module).length;
}
const added = Object.getOwnPropertyNames(globalThis).filter((key) => !before.has(key));
process.stdout.write('RESULT ' + JSON.stringify({ loaded, added }));
`,
    );
    // A timer, listener or connection left running would keep the process past the timeout.
    const result = spawnSync(process.execPath, [script], { cwd: consumer, encoding: 'utf8', timeout: 30_000 });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toBe('');
    const line = result.stdout.split('\n').find((l) => l.startsWith('RESULT '));
    expect(result.stdout.trim(), 'nothing printed but the result').toBe(line);
    const { loaded, added } = JSON.parse(line!.slice('RESULT '.length)) as { loaded: Record<string, number | string>; added: string[] };
    for (const entry of entries) {
      if (entry.endsWith('.css')) expect(loaded[entry], entry).toBe('css');
      else expect(loaded[entry], entry).toBeGreaterThan(0);
    }
    // zod keeps its global schema registry on globalThis; nothing else may appear.
    expect(added.filter((key) => !key.startsWith('__zod_'))).toEqual([]);
  });
});

describe('the monorepo', () => {
  it('reads the packages from source through the @ticketkit/source condition, so its tools need no build', async () => {
    const [byName, bySource] = await Promise.all([import('@ticketkit/contract'), import('../packages/contract/src/index.ts')]);
    expect(byName.API_ERRORS).toBe(bySource.API_ERRORS);
    const [widget, widgetSource] = await Promise.all([import('@ticketkit/widget'), import('../packages/widget/src/index.ts')]);
    expect(widget.BookingFlow).toBe(widgetSource.BookingFlow);
  });
});
