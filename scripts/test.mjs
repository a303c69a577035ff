// `npm test`: lint, typecheck, then every vitest project (unit, node, integration, browser and storybook under React and preact, every story in Hindi and dark, e2e)
// with one Auth emulator started for the whole run and stopped at the end, and a throw-away
// PostgreSQL when Debian's is installed (the API's race tests then also run on PostgreSQL).
// Extra arguments go to vitest: `npm test -- --project unit` (then lint and typecheck are skipped).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PACKED_ENV } from './pack.mjs';
import { findPostgres, startPostgres } from './postgres.mjs';
import { StackError, freePort, root, startAuthEmulator } from './stack.mjs';

const args = process.argv.slice(2);
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const started = Date.now();

function step(title, command, commandArgs, env = {}) {
  console.log(`\n== ${title}`);
  const t0 = Date.now();
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } });
  console.log(`== ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

let ok = true;
if (args.length === 0) {
  ok = step('lint', bin('eslint'), ['.', '--max-warnings=0']) && ok;
  ok = step('typecheck', process.execPath, [path.join(root, 'scripts', 'typecheck.mjs')]) && ok;
  ok = step('size budgets', process.execPath, [path.join(root, 'scripts', 'check-size.mjs')]) && ok;
}

// The tests that need the packed packages (their checks, the release's dry run, the partner
// fixtures) share one build and pack instead of each building all three packages again.
const PACKING_TESTS = { 'scripts/packages.test.ts': 'node', 'scripts/release.test.ts': 'node', 'e2e/partner-packages.e2e.test.ts': 'e2e' };
const projects = args.flatMap((arg, i) => (args[i - 1] === '--project' ? [arg] : arg.startsWith('--project=') ? [arg.slice('--project='.length)] : []));
const filters = args.filter((arg, i) => !arg.startsWith('-') && args[i - 1] !== '--project').map((arg) => arg.replace(/^\.\//, ''));
const selectsPacking = Object.entries(PACKING_TESTS).some(
  ([file, project]) => (projects.length === 0 || projects.includes(project)) && (filters.length === 0 || filters.some((filter) => file.includes(filter))),
);
const packedEnv = {};
if (selectsPacking) {
  const packedDir = path.join(root, '.cache', 'packs');
  rmSync(packedDir, { recursive: true, force: true });
  if (step('pack', process.execPath, [path.join(root, 'scripts', 'pack.mjs'), packedDir])) packedEnv[PACKED_ENV] = packedDir;
  else ok = false;
}

let emulator;
let postgres;
let counts = { passed: 0, failed: 0, skipped: 0 };
try {
  let emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const projectId = process.env.FIREBASE_PROJECT_ID || 'demo-ticketkit';
  if (!emulatorHost) {
    console.log('\n== starting the Firebase Auth emulator');
    emulator = await startAuthEmulator({ port: await freePort(), projectId, quiet: true });
    emulatorHost = emulator.host;
    console.log(`== Auth emulator ready at ${emulator.url}`);
  }
  let databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl && findPostgres()) {
    console.log('\n== starting a throw-away PostgreSQL (for the race tests on PostgreSQL)');
    postgres = await startPostgres();
    databaseUrl = postgres.url;
    console.log(`== PostgreSQL ready at ${databaseUrl}`);
  }
  const report = path.join(root, '.cache', 'vitest-report.json');
  mkdirSync(path.dirname(report), { recursive: true });
  rmSync(report, { force: true });
  const vitestOk = step(
    'vitest',
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    // VITE_-prefixed copies reach browser-mode tests through import.meta.env.
    {
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      FIREBASE_PROJECT_ID: projectId,
      VITE_FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      VITE_FIREBASE_PROJECT_ID: projectId,
      ...(databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {}),
      ...packedEnv,
    },
  );
  ok = vitestOk && ok;
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    counts = {
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests + json.numTodoTests,
    };
    if (json.numTotalTests === 0) ok = false;
  } catch {
    ok = false;
    console.error('vitest wrote no report: it did not run.');
  }
} catch (error) {
  ok = false;
  console.error(error instanceof StackError ? `npm test: ${error.message}` : error);
} finally {
  await emulator?.stop();
  await postgres?.stop();
}

console.log(`\nnpm test ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(ok ? 0 : 1);
