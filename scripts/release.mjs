// `npm run release`: checks the versions, builds and packs the published packages, checks the
// tarballs (contents, publint --strict, attw), then publishes with `changeset publish`.
// `npm run release -- --dry-run` does everything up to `npm publish --dry-run` of each checked tarball and
// writes nothing anywhere: no registry write, no git tag. `--json FILE` also writes what it found.
// `--packed DIR` (dry run only) checks the tarballs scripts/pack.mjs already packed into DIR instead
// of building and packing again: `npm test` packs once for every test that needs them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pack, readPacked } from './pack.mjs';
import { changesetConfig, pendingChangesets, publishedPackages, tarballFiles, tarballProblems } from './release/packages.mjs';
import { registryState } from './release/registry.mjs';
import { bin, root } from './stack/processes.mjs';
import { VERSION_MODULE, syncVersion } from './sync-version.mjs';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const jsonIndex = args.indexOf('--json');
const jsonFile = jsonIndex >= 0 ? path.resolve(args[jsonIndex + 1] ?? '') : undefined;
const packedIndex = args.indexOf('--packed');
const packedDir = packedIndex >= 0 ? path.resolve(args[packedIndex + 1] ?? '') : undefined;

const problems = [];
const warnings = [];
const report = { dryRun, version: '', pending: [], packages: [], problems, warnings };

function run(command, commandArgs, options = {}) {
  return spawnSync(command, commandArgs, { cwd: root, encoding: 'utf8', ...options });
}

function finish() {
  if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  for (const problem of problems) console.error(`release: ${problem}`);
  const what = dryRun ? 'dry run' : 'release';
  console.info(problems.length ? `\n${what} stopped: ${problems.length} problem(s)` : `\n${what} done`);
  process.exit(problems.length ? 1 : 0);
}

// 1. Versions: the fixed group moves together and the embed reports the same version.
const packages = publishedPackages();
const versions = new Set(packages.map((p) => p.version));
if (versions.size !== 1) problems.push(`the published packages must share one version: ${packages.map((p) => `${p.name}@${p.version}`).join(', ')}`);
report.version = packages[0]?.version ?? '';
for (const p of packages.filter((p) => p.private)) problems.push(`${p.name} is private but in the published group`);
// A release publishes what it builds now; tarballs packed earlier are only for checking.
if (packedDir && !dryRun) problems.push('--packed checks tarballs packed earlier, so it is for --dry-run only');
if (!syncVersion({ check: true }).inSync) problems.push(`${VERSION_MODULE} disagrees with the widget's package.json: run node scripts/sync-version.mjs`);

report.pending = pendingChangesets();
if (report.pending.length) {
  const message = `${report.pending.length} changeset(s) not yet applied (${report.pending.join(', ')}): run \`npm run version\` and commit before releasing`;
  if (dryRun) warnings.push(`${message}; this dry run checks the packages as they are, at ${report.version}`);
  else problems.push(message);
}
if (problems.length) finish();

// 2. The registry, before building: a version already published can never be published again.
// npm publish --dry-run also asks, but takes an unreachable registry for "never published".
for (const p of packages) {
  const answer = registryState(p.name, p.version);
  report.packages.push({ name: p.name, version: p.version, dir: p.dir, registry: answer.state, tarball: '', files: [], published: [] });
  if (answer.state === 'published') problems.push(`${p.name}@${p.version} is already on the registry: add a changeset and run \`npm run version\``);
  if (answer.state === 'unreachable') {
    const message = `could not ask the registry whether ${p.name}@${p.version} is already published (${answer.detail})`;
    if (dryRun) warnings.push(`${message}; npm publish --dry-run cannot tell either, so this dry run does not prove the version is free`);
    else problems.push(message);
  }
}
if (problems.length) finish();

// 3. Build and pack, then check what each tarball holds.
const outDir = packedDir ?? mkdtempSync(path.join(tmpdir(), 'ticketkit-release-'));
/** Each package's checked tarball: the dry run publishes exactly these, never dist/ as it is later. */
const tarballs = new Map();
try {
  const packed = packedDir ? readPacked(packedDir) : await pack({ outDir });
  const license = readFileSync(path.join(root, 'LICENSE'), 'utf8');
  for (const entry of report.packages) {
    const tarball = packed.find((t) => t.name === entry.name);
    if (!tarball) {
      problems.push(`${entry.name} was not packed`);
      continue;
    }
    entry.tarball = path.basename(tarball.tarball);
    tarballs.set(entry.name, tarball.tarball);
    entry.files = tarballFiles(tarball.tarball);
    if (tarball.version !== entry.version) problems.push(`${entry.name} packed as ${tarball.version}, package.json says ${entry.version}`);
    for (const problem of tarballProblems(entry.files)) problems.push(`${entry.tarball}: ${problem}`);
    if (entry.files.includes('LICENSE') && run('tar', ['-xzOf', tarball.tarball, 'package/LICENSE']).stdout !== license) {
      problems.push(`${entry.tarball}: LICENSE differs from the repository's`);
    }
    const publint = run(bin('publint'), ['run', tarball.tarball, '--strict']);
    if (publint.status !== 0) problems.push(`publint --strict ${entry.name}:\n${publint.stdout}${publint.stderr}`);
    // The stylesheet has no types, so it is no TypeScript entry.
    const attw = run(bin('attw'), [tarball.tarball, '--profile', 'esm-only', '--format', 'ascii', '--no-color', '--exclude-entrypoints', './styles.css']);
    if (attw.status !== 0) problems.push(`attw --profile esm-only ${entry.name}:\n${attw.stdout}${attw.stderr}`);
  }
  // 4. npm's own dry run of each checked tarball, with the flags `changeset publish` passes. It runs
  // before outDir goes and reads only the tarball, so a build running meanwhile (another pack in
  // `npm test`) cannot change what it sees.
  if (dryRun && !problems.length) dryPublish();
} finally {
  if (!packedDir) rmSync(outDir, { recursive: true, force: true });
}
if (problems.length || dryRun) finish();

// 5. Publish: changesets, from the package directories as it does.
const whoami = run('npm', ['whoami']);
if (whoami.status !== 0) problems.push('npm whoami failed: log in to the registry (npm login) first');
else {
  const publish = spawnSync(bin('changeset'), ['publish'], { cwd: root, stdio: 'inherit' });
  if (publish.status !== 0) problems.push('changeset publish failed (see above); packages it did publish stay published');
  else console.info('Published. Push the new tags: git push --follow-tags');
}
finish();

function dryPublish() {
  const { access } = changesetConfig();
  for (const entry of report.packages) {
    const npm = run('npm', ['publish', tarballs.get(entry.name), '--dry-run', '--json', '--access', access, '--tag', 'latest']);
    if (npm.status !== 0) {
      problems.push(`npm publish --dry-run ${entry.tarball} failed:\n${npm.stderr}`);
      continue;
    }
    // Lifecycle scripts may print before npm's JSON, which starts on the last line that is "{".
    // npm 11 keys the answer by the package's name; earlier versions did not.
    const lines = npm.stdout.split('\n');
    const answer = JSON.parse(lines.slice(lines.lastIndexOf('{')).join('\n'));
    const result = answer[entry.name] ?? answer;
    entry.published = result.files.map((f) => f.path).sort();
    if (result.name !== entry.name || result.version !== entry.version) problems.push(`npm would publish ${result.id}, not ${entry.name}@${entry.version}`);
    if (entry.published.join('\n') !== entry.files.join('\n')) problems.push(`npm would publish other files for ${entry.name} than the checked tarball holds`);
    console.info(`${entry.name}@${entry.version}: npm publish --dry-run ok (${entry.published.length} files, registry: ${entry.registry})`);
  }
}
