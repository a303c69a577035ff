// Builds the published packages and packs each with `npm pack`, as `npm publish` would, into a
// directory: what a partner installs, for the checks and fixtures that must see the packages the
// way a partner does (publint, attw, the consumer apps, the release's dry run).
//
//   node scripts/pack.mjs <outDir>        prints one line per package: name, version, tarball
//   import { pack } from './pack.mjs'; await pack({ outDir }) → [{ name, version, tarball, files }]
//   await packedOrPack({ outDir })        the tarballs `npm test` packed once (TICKETKIT_PACKED), else pack({ outDir })
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUBLISHED, root } from './build-lib.mjs';
import { run } from './stack/processes.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** The directory `npm test` packs into once, for every test that needs the tarballs. */
export const PACKED_ENV = 'TICKETKIT_PACKED';
const MANIFEST = 'packed.json';
/** A build of one package takes about a minute on a busy machine; far past that, it hangs. */
const STEP_TIMEOUT_MS = 10 * 60_000;
/** Long enough for the packs queued before this one (three in `npm test`), short of a CI job's limit. */
const LOCK_TIMEOUT_MS = 30 * 60_000;

async function npmIn(cwd, args) {
  const result = await run(npm, args, { cwd, env: { npm_config_update_notifier: 'false' }, timeoutMs: STEP_TIMEOUT_MS });
  if (result.code !== 0) throw new Error(`npm ${args.join(' ')} in ${path.relative(root, cwd)} failed:\n${`${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-40).join('\n')}`);
  return result.stdout;
}

const LOCK = path.join(root, '.cache', 'pack.lock');

function holderAlive(lock) {
  try {
    process.kill(Number(readFileSync(path.join(lock, 'pid'), 'utf8')), 0);
    return true;
  } catch (error) {
    // EPERM: alive, someone else's. No pid file yet: its holder is still writing it (or died doing so).
    if (error.code === 'ENOENT') return Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0) < 10_000;
    return error.code === 'EPERM';
  }
}

/**
 * One build-and-pack at a time across processes: tests that pack run side by side in `npm test`,
 * and each rebuilds the same dist/ directories another would be packing.
 */
export async function withLock(work, { timeoutMs = LOCK_TIMEOUT_MS, lock = LOCK } = {}) {
  mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (!holderAlive(lock)) rmSync(lock, { recursive: true, force: true });
      else if (Date.now() >= deadline) {
        const pid = readFileSync(path.join(lock, 'pid'), 'utf8');
        throw new Error(`pack: waited ${Math.round(timeoutMs / 1000)} s for ${path.relative(root, lock)}, held by process ${pid}: stop it, or remove the directory if no pack is running`);
      } else await sleep(500);
    }
  }
  try {
    writeFileSync(path.join(lock, 'pid'), String(process.pid));
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * `build: false` packs what dist/ holds already. Answers each package's name, version, tarball
 * (absolute path) and the files the tarball holds, in dependency order (contract, sdk, widget),
 * and writes the same list to `packed.json` in outDir for readPacked.
 */
export async function pack({ outDir, build = true } = {}) {
  if (!outDir) throw new Error('pack: outDir is required');
  const destination = path.resolve(outDir);
  mkdirSync(destination, { recursive: true });
  const packed = await withLock(async () => {
    const answers = [];
    for (const dir of PUBLISHED) {
      const cwd = path.join(root, dir);
      if (build) await npmIn(cwd, ['run', 'build', '--silent']);
      const [info] = JSON.parse(await npmIn(cwd, ['pack', '--json', '--pack-destination', destination]));
      answers.push({ name: info.name, version: info.version, tarball: path.join(destination, info.filename), files: info.files.map((file) => file.path).sort() });
    }
    return answers;
  });
  writeFileSync(path.join(destination, MANIFEST), `${JSON.stringify(packed, null, 2)}\n`);
  return packed;
}

/** What pack() wrote into a directory; throws when it holds no complete pack. */
export function readPacked(dir) {
  const packed = JSON.parse(readFileSync(path.join(path.resolve(dir), MANIFEST), 'utf8'));
  for (const p of packed) statSync(p.tarball);
  return packed;
}

/**
 * The tarballs `npm test` packed once before its tests (the directory in TICKETKIT_PACKED), so
 * that each test needing them does not build all three packages again; run alone, a test packs
 * into its own outDir.
 */
export function packedOrPack({ outDir }) {
  const shared = process.env[PACKED_ENV];
  return shared ? Promise.resolve(readPacked(shared)) : pack({ outDir });
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
