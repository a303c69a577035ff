// The project's declared Node requirement against what its dependencies declare and what runs:
// the exceptions are stated once, in node20-polyfills.mjs, and checked here.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { assertChromium, chromiumArgs } from './chromium.mjs';
import { NODE22_DEV_TOOLS } from './node20-polyfills.mjs';
import { freePort, root } from './stack.mjs';

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
const polyfills = path.join(root, 'scripts', 'node20-polyfills.mjs');

describe('the Node requirement', () => {
  it('is met by the Node running here (package.json engines)', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
    expect(pkg.engines.node).toBe('>=20.19');
    expect(major > 20 || (major === 20 && minor >= 19)).toBe(true);
  });

  it('is broken, for npm install, by exactly the stated dev tools and nothing that ships', () => {
    const npm = spawnSync('npm', ['install', '--dry-run', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: root, encoding: 'utf8' });
    expect(npm.status).toBe(0);
    const flagged = [...npm.stderr.matchAll(/EBADENGINE\s+package: '(@?[^@']+)@[^']+'/g)].map((m) => m[1]).sort();
    if (major < 22) expect(flagged).toEqual([...NODE22_DEV_TOOLS].sort());
    else expect(flagged.filter((name) => !NODE22_DEV_TOOLS.includes(name!))).toEqual([]);
    const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean }> };
    for (const name of NODE22_DEV_TOOLS) expect(lock.packages[`node_modules/${name}`]?.dev, name).toBe(true);
  }, 60_000);

  it('gets the ES2024 built-ins vitest calls from the polyfills, with their standard behaviour', () => {
    const probe = `console.log(JSON.stringify({
      map: Map.groupBy ? [...Map.groupBy([1, 2, 3, 4], (n) => n % 2)] : null,
      object: Object.groupBy ? Object.groupBy(['a', 'bb', 'cc'], (s) => s.length) : null,
      resolvers: Promise.withResolvers ? Object.keys(Promise.withResolvers()).sort() : null,
    }))`;
    const run = (args: string[]) => JSON.parse(spawnSync(process.execPath, [...args, '-e', probe], { encoding: 'utf8' }).stdout) as Record<string, unknown>;
    const expected = { map: [[1, [1, 3]], [0, [2, 4]]], object: { 1: ['a'], 2: ['bb', 'cc'] }, resolvers: ['promise', 'reject', 'resolve'] };
    if (major < 22) expect(run([])).toEqual({ map: null, object: null, resolvers: null });
    expect(run(['--import', polyfills])).toEqual(expected);
  });

  it('runs Lighthouse (and the puppeteer-core it drives) on this Node against Chromium', async () => {
    const page = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><html lang="en"><title>Engines</title><p>ok</p></html>'));
    await new Promise<void>((r) => page.listen(0, '127.0.0.1', r));
    const port = await freePort();
    const profile = mkdtempSync(path.join(tmpdir(), 'ticketkit-engines-'));
    const chrome = spawn(assertChromium(), [...chromiumArgs, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore', detached: true });
    try {
      await expect.poll(() => fetch(`http://127.0.0.1:${port}/json/version`).then((r) => r.ok, () => false), { timeout: 20_000 }).toBe(true);
      const url = `http://127.0.0.1:${(page.address() as AddressInfo).port}/`;
      const result = await lighthouse(url, { port, logLevel: 'error', onlyAudits: ['document-title'] });
      expect(result?.lhr.lighthouseVersion).toMatch(/^13\./);
      expect(result?.lhr.audits['document-title']?.score).toBe(1);
    } finally {
      process.kill(-chrome.pid!, 'SIGKILL');
      page.close();
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    }
  }, 90_000);
});
