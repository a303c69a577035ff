// Typechecks every package with its own tsconfig (so the sdk cannot see Node types, the API
// cannot see the DOM), plus the root config for scripts and tooling.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const projects = ['packages/contract', 'packages/sdk', 'packages/widget', 'apps/reference-api', 'apps/reference-site', '.'];
let failed = 0;
for (const project of projects) {
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', project], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    failed += 1;
    console.error(`typecheck failed in ${project}`);
  }
}
process.exit(failed ? 1 : 0);
