// `npm test`: lint, typecheck, then every vitest project (unit, node, integration, browser and storybook under React and preact, e2e)
// with one Auth emulator started for the whole run and stopped at the end, and a throw-away
// PostgreSQL when Debian's is installed (the API's race tests then also run on PostgreSQL).
// Extra arguments go to vitest: `npm test -- --project unit` (then lint and typecheck are skipped).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
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
