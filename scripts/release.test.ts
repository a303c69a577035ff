// The release as a maintainer runs it: the version step on a copy of the repository's release files,
// and `npm run release -- --dry-run` for real. The npm registry is the one part that cannot take part
// here (nothing may be published, and CI may be offline): the registry's answers come from a
// stand-in HTTP server that serves packuments as the registry does, or from a closed port.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKED_ENV } from './pack.mjs';
import { REQUIRED_FILES, changesetConfig, pendingChangesets, publishedPackages, tarballProblems } from './release/packages.mjs';
import { registryState } from './release/registry.mjs';
import { freePort, root, run } from './stack.mjs';
import { VERSION_MODULE, WIDGET_PACKAGE } from './sync-version.mjs';

const PUBLISHED = ['@ticketkit/contract', '@ticketkit/sdk', '@ticketkit/widget'];
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const newer = (a: string, b: string) => {
  const [x, y] = [a, b].map((v) => v.split('-')[0]!.split('.').map(Number));
  const i = x!.findIndex((n, k) => n !== y![k]);
  return i >= 0 && x![i]! > y![i]!;
};

/**
 * A stand-in registry: a packument with the given versions for each name, 404 for any other. It runs
 * in its own process: registryState waits on npm synchronously, which would stall a server in this one.
 */
async function standInRegistry(published: Record<string, string[]>) {
  const server = `
    const published = JSON.parse(process.argv[1]);
    require('node:http').createServer((req, res) => {
      const name = decodeURIComponent(req.url.slice(1));
      const versions = published[name];
      if (!versions) return res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
      const entries = versions.map((version) => [version, { name, version, dist: { tarball: 'http://127.0.0.1/' + version + '.tgz' } }]);
      res.writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ name, 'dist-tags': { latest: versions.at(-1) }, versions: Object.fromEntries(entries) }));
    }).listen(0, '127.0.0.1', function () { console.log(this.address().port); });`;
  const child: ChildProcess = spawn(process.execPath, ['-e', server, JSON.stringify(published)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve) => child.stdout!.once('data', (d: Buffer) => resolve(d.toString().trim())));
  return { url: `http://127.0.0.1:${port}/`, close: () => child.kill() };
}

/** npm pointed at a registry, answering at once when it cannot connect. */
const npmEnv = (registry: string) => ({ ...process.env, npm_config_registry: registry, npm_config_fetch_retries: '0', npm_config_cache: cache });
let cache = '';
beforeAll(() => {
  cache = mkdtempSync(path.join(tmpdir(), 'ticketkit-npm-cache-'));
});
afterAll(() => rmSync(cache, { recursive: true, force: true }));

describe('the published packages', () => {
  it('are the three packages, versioned together as one fixed group; the apps are ignored and private', () => {
    const config = changesetConfig();
    expect(config.fixed).toEqual([PUBLISHED]);
    expect(config.access).toBe('public');
    expect(config.ignore.sort()).toEqual(['@ticketkit/reference-api', '@ticketkit/reference-site']);
    for (const app of config.ignore) {
      const dir = app.replace('@ticketkit/', 'apps/');
      expect(readJson<{ private?: boolean }>(path.join(root, dir, 'package.json')).private, app).toBe(true);
    }
    const packages = publishedPackages();
    expect(packages.map((p) => p.name)).toEqual(PUBLISHED);
    expect(new Set(packages.map((p) => p.version)).size).toBe(1);
    for (const p of packages) {
      expect(readFileSync(path.join(root, p.dir, 'LICENSE'), 'utf8')).toBe(readFileSync(path.join(root, 'LICENSE'), 'utf8'));
      expect(readFileSync(path.join(root, p.dir, 'CHANGELOG.md'), 'utf8')).toMatch(new RegExp(`^# ${p.name}\\n`));
    }
    expect(readFileSync(path.join(root, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} Ticketkit contributors\n/);
  });

  it('tarball checks name what is missing and what is not for consumers', () => {
    expect(tarballProblems([...REQUIRED_FILES, 'dist/lib/index.js', 'dist/lib/index.d.ts'])).toEqual([]);
    expect(
      tarballProblems(['package.json', 'README.md', 'dist/lib/a.test.js', 'dist/lib/b.stories.d.ts', 'dist/lib/testing/fake.js', 'src/fixtures/x.json']),
    ).toEqual([
      'LICENSE is missing',
      'CHANGELOG.md is missing',
      'dist/lib/a.test.js is not for consumers',
      'dist/lib/b.stories.d.ts is not for consumers',
      'dist/lib/testing/fake.js is not for consumers',
      'src/fixtures/x.json is not for consumers',
    ]);
  });
});

describe('asking the registry whether a version is published', () => {
  it('tells published, unpublished and unreachable apart', async () => {
    const registry = await standInRegistry({ '@ticketkit/widget': ['1.0.0', '1.1.0'] });
    try {
      const ask = (name: string, version: string) => registryState(name, version, { env: npmEnv(registry.url) }).state;
      expect(ask('@ticketkit/widget', '1.1.0')).toBe('published');
      expect(ask('@ticketkit/widget', '1.2.0')).toBe('unpublished');
      expect(ask('@ticketkit/sdk', '1.1.0')).toBe('unpublished');
    } finally {
      registry.close();
    }
    const closed = `http://127.0.0.1:${await freePort()}/`;
    const answer = registryState('@ticketkit/widget', '1.1.0', { env: npmEnv(closed) });
    expect(answer.state).toBe('unreachable');
    expect(answer.detail).toMatch(/^ECONNREFUSED/);
  });
});

describe('npm run version', () => {
  let copy = '';
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('applies the changesets to the three packages together, writes their changelogs and version.ts, and leaves the apps', async () => {
    // A copy of what the version step reads and writes, with the repository's own node_modules.
    copy = mkdtempSync(path.join(tmpdir(), 'ticketkit-version-step-'));
    const { workspaces } = readJson<{ workspaces: string[] }>(path.join(root, 'package.json'));
    const files = [
      'package.json',
      'package-lock.json',
      '.changeset',
      'scripts/sync-version.mjs',
      'scripts/stack/processes.mjs',
      VERSION_MODULE,
      ...workspaces.flatMap((dir) => [`${dir}/package.json`, `${dir}/CHANGELOG.md`]),
    ];
    for (const file of files.filter((f) => existsSync(path.join(root, f)))) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      cpSync(path.join(root, file), path.join(copy, file), { recursive: true });
    }
    symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    const pending = pendingChangesets(copy);
    writeFileSync(path.join(copy, '.changeset', 'sdk-only-fix.md'), "---\n'@ticketkit/sdk': patch\n---\n\nA fix only the SDK needed.\n");
    const before = publishedPackages(copy);
    const apps = workspaces.filter((dir) => !before.some((p) => p.dir === dir));

    const step = await run('npm', ['run', 'version'], { cwd: copy, env: { npm_config_offline: 'true' }, timeoutMs: 110_000 });
    expect(step.code, step.stderr).toBe(0);

    const after = publishedPackages(copy);
    const version = after[0]!.version;
    expect(after.map((p) => p.version)).toEqual(PUBLISHED.map(() => version));
    expect(newer(version, before[0]!.version)).toBe(true);
    // The first release is 1.0.0: semver's promise starts there.
    if (pending.includes('first-npm-release.md')) expect(version).toBe('1.0.0');
    expect(pendingChangesets(copy)).toEqual([]);
    for (const p of after) {
      const changelog = readFileSync(path.join(copy, p.dir, 'CHANGELOG.md'), 'utf8');
      expect(changelog).toMatch(new RegExp(`^# ${p.name}\\n\\n## ${version.replaceAll('.', '\\.')}\\n`));
      if (pending.includes('first-npm-release.md')) expect(changelog).toContain('First release on npm');
    }
    expect(readFileSync(path.join(copy, 'packages/sdk/CHANGELOG.md'), 'utf8')).toContain('A fix only the SDK needed.');
    expect(readFileSync(path.join(copy, VERSION_MODULE), 'utf8')).toContain(`export const VERSION = '${version}';`);
    expect(readJson<{ version: string }>(path.join(copy, WIDGET_PACKAGE)).version).toBe(version);
    const lock = readJson<{ packages: Record<string, { version?: string; dependencies?: Record<string, string> }> }>(path.join(copy, 'package-lock.json'));
    for (const dir of apps) {
      const app = readJson<{ version: string; dependencies?: Record<string, string> }>(path.join(copy, dir, 'package.json'));
      expect(app.version).toBe(readJson<{ version: string }>(path.join(root, dir, 'package.json')).version);
      expect(existsSync(path.join(copy, dir, 'CHANGELOG.md')), dir).toBe(false);
      // The apps are ignored, not versioned, yet they pin the packages exactly: changesets moves
      // their ranges with the group, so the workspaces still satisfy them after the bump.
      const pins = Object.entries(app.dependencies ?? {}).filter(([name]) => PUBLISHED.includes(name));
      expect(pins.length, dir).toBeGreaterThan(0);
      for (const [name, range] of pins) {
        expect(range, `${dir} ${name}`).toBe(version);
        expect(lock.packages[dir]?.dependencies?.[name], `package-lock ${dir} ${name}`).toBe(version);
      }
    }
    for (const p of after) expect(lock.packages[p.dir]?.version, p.dir).toBe(version);
  }, 120_000);
});

describe('npm run release -- --dry-run', () => {
  const current = publishedPackages();
  const version = current[0]!.version;
  const tags = () => spawnSync('git', ['tag', '--list'], { cwd: root, encoding: 'utf8' }).stdout;
  const status = () => spawnSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).stdout;
  // Under `npm test` the tarballs packed once for every test; run alone, the release packs its own.
  const shared = process.env[PACKED_ENV];
  const release = (registry: string, json: string, timeoutMs = 120_000) =>
    run('npm', ['run', 'release', '--', '--dry-run', '--json', json, ...(shared ? ['--packed', shared] : [])], { env: npmEnv(registry), timeoutMs });
  let out = '';
  beforeAll(() => {
    out = mkdtempSync(path.join(tmpdir(), 'ticketkit-release-test-'));
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('a real release refuses, before building, unapplied changesets or a registry it cannot ask', async () => {
    const ran = await run('npm', ['run', 'release'], { env: npmEnv(`http://127.0.0.1:${await freePort()}/`), timeoutMs: 120_000 });
    expect(ran.code).toBe(1);
    expect(ran.stderr).toMatch(pendingChangesets().length ? /changeset\(s\) not yet applied/ : /could not ask the registry whether @ticketkit\/contract@/);
    expect(ran.stdout).not.toMatch(/npm publish|changeset publish/);
  });

  it('stops before building when a version is already on the registry', async () => {
    const registry = await standInRegistry({ '@ticketkit/widget': [version] });
    try {
      const json = path.join(out, 'published.json');
      const ran = await release(registry.url, json);
      expect(ran.code).toBe(1);
      expect(ran.stderr).toContain(`@ticketkit/widget@${version} is already on the registry`);
      const report = readJson<{ packages: { name: string; registry: string; files: string[] }[] }>(json);
      expect(report.packages.map((p) => [p.name, p.registry])).toEqual([
        ['@ticketkit/contract', 'unpublished'],
        ['@ticketkit/sdk', 'unpublished'],
        ['@ticketkit/widget', 'published'],
      ]);
      expect(report.packages.every((p) => p.files.length === 0)).toBe(true);
    } finally {
      registry.close();
    }
  });

  it('offline: checks and dry-publishes the three packages, says it could not check the registry, and writes nothing', async () => {
    const tagsBefore = tags();
    const statusBefore = status();
    const json = path.join(out, 'offline.json');
    const ran = await release(`http://127.0.0.1:${await freePort()}/`, json, 580_000);
    expect(ran.code, `${ran.stdout}\n${ran.stderr}`).toBe(0);
    const report = readJson<{
      dryRun: boolean;
      version: string;
      warnings: string[];
      problems: string[];
      packages: { name: string; version: string; registry: string; tarball: string; files: string[]; published: string[] }[];
    }>(json);
    expect(report.dryRun).toBe(true);
    expect(report.problems).toEqual([]);
    expect(report.version).toBe(version);
    expect(report.packages.map((p) => `${p.name}@${p.version}`)).toEqual(PUBLISHED.map((name) => `${name}@${version}`));
    for (const p of report.packages) {
      expect(p.registry).toBe('unreachable');
      expect(report.warnings.join('\n')).toContain(`could not ask the registry whether ${p.name}@${version} is already published`);
      expect(p.files).toEqual(expect.arrayContaining(REQUIRED_FILES));
      expect(p.files.filter((f) => /\.(test|stories)\.|(^|\/)(testing|fixtures)\//.test(f))).toEqual([]);
      expect(p.published).toEqual(p.files);
    }
    expect(ran.stdout).toMatch(/npm publish --dry-run ok/);
    expect(tags()).toBe(tagsBefore);
    expect(status()).toBe(statusBefore);
    for (const p of current) expect(readdirSync(path.join(root, p.dir)).filter((f) => f.endsWith('.tgz')), p.dir).toEqual([]);
  }, 600_000);
});
