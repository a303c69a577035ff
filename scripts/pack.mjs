// Builds the published packages and packs each with `npm pack`, as `npm publish` would, into a
// directory: what a partner installs, for the checks and fixtures that must see the packages the
// way a partner does (publint, attw, the consumer apps, the release's dry run).
//
//   node scripts/pack.mjs <outDir>        prints one line per package: name, version, tarball
//   import { pack } from './pack.mjs'; await pack({ outDir }) → [{ name, version, tarball, files }]
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUBLISHED, root } from './build-lib.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(args, cwd) {
  return execFileSync(npm, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_update_notifier: 'false' } });
}

/**
 * `build: false` packs what dist/ holds already. Answers each package's name, version, tarball
 * (absolute path) and the files the tarball holds, in dependency order (contract, sdk, widget).
 */
export async function pack({ outDir, build = true } = {}) {
  if (!outDir) throw new Error('pack: outDir is required');
  const destination = path.resolve(outDir);
  mkdirSync(destination, { recursive: true });
  const packed = [];
  for (const dir of PUBLISHED) {
    const cwd = path.join(root, dir);
    if (build) run(['run', 'build', '--silent'], cwd);
    const [info] = JSON.parse(run(['pack', '--json', '--pack-destination', destination], cwd));
    packed.push({ name: info.name, version: info.version, tarball: path.join(destination, info.filename), files: info.files.map((file) => file.path).sort() });
  }
  return packed;
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
