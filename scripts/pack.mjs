// Builds the published packages and packs each with `npm pack`, as `npm publish` would, into a
// directory: what a partner installs, for the checks and fixtures that must see the packages the
// way a partner does (publint, attw, the consumer apps, the release's dry run).
//
//   node scripts/pack.mjs <outDir>        prints one line per package: name, version, tarball
//   import { pack } from './pack.mjs'; await pack({ outDir }) → [{ name, version, tarball, files }]
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUBLISHED, root } from './build-lib.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(args, cwd) {
  return execFileSync(npm, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_update_notifier: 'false' } });
}

const LOCK = path.join(root, '.cache', 'pack.lock');

function holderAlive() {
  try {
    process.kill(Number(readFileSync(path.join(LOCK, 'pid'), 'utf8')), 0);
    return true;
  } catch (error) {
    // EPERM: alive, someone else's. No pid file yet: its holder is still writing it (or died doing so).
    if (error.code === 'ENOENT') return Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? 0) < 10_000;
    return error.code === 'EPERM';
  }
}

/**
 * One build-and-pack at a time across processes: tests that pack run side by side in `npm test`,
 * and each rebuilds the same dist/ directories another would be packing.
 */
async function withLock(work) {
  mkdirSync(path.dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (!holderAlive()) rmSync(LOCK, { recursive: true, force: true });
      else await sleep(500);
    }
  }
  try {
    writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
    return await work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/**
 * `build: false` packs what dist/ holds already. Answers each package's name, version, tarball
 * (absolute path) and the files the tarball holds, in dependency order (contract, sdk, widget).
 */
export async function pack({ outDir, build = true } = {}) {
  if (!outDir) throw new Error('pack: outDir is required');
  const destination = path.resolve(outDir);
  mkdirSync(destination, { recursive: true });
  return withLock(() =>
    PUBLISHED.map((dir) => {
      const cwd = path.join(root, dir);
      if (build) run(['run', 'build', '--silent'], cwd);
      const [info] = JSON.parse(run(['pack', '--json', '--pack-destination', destination], cwd));
      return { name: info.name, version: info.version, tarball: path.join(destination, info.filename), files: info.files.map((file) => file.path).sort() };
    }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('usage: node scripts/pack.mjs <outDir>');
    process.exit(2);
  }
  const started = performance.now();
  for (const { name, version, tarball } of await pack({ outDir })) console.log(`${name}@${version} ${tarball}`);
  console.error(`packed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
