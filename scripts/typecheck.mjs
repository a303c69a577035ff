// Typechecks every package with its own tsconfig (so the sdk cannot see Node types, the API
// cannot see the DOM), plus the root config for scripts and tooling. Two at a time: tsc is
// single-threaded and CI has two cores.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const projects = ['packages/widget', 'apps/reference-site', 'apps/reference-api', 'packages/sdk', 'packages/contract', '.'];

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--pretty'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => {
      if (code !== 0) process.stderr.write(`typecheck failed in ${project}\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
let failed = 0;
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    if (!(await check(project))) failed += 1;
  }
}
await Promise.all(Array.from({ length: Math.min(2, availableParallelism()) }, worker));
process.exit(failed ? 1 : 0);
