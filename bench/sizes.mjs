// Builds every workspace and prints the size of each emitted script, raw and gzip, as a table.
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../scripts/stack.mjs';

function* walk(dir) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of entries) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else if (/\.(m?js|css)$/.test(name)) yield full;
  }
}

export function measure(file) {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

export default function run() {
  execSync('npm run build --workspaces --if-present', { cwd: root, stdio: 'ignore' });
  const rows = [];
  for (const dist of ['packages/widget/dist', 'apps/reference-site/dist']) {
    for (const file of walk(path.join(root, dist))) {
      const { raw, gzip } = measure(file);
      rows.push({ file: path.relative(root, file), 'raw KB': (raw / 1024).toFixed(1), 'gzip KB': (gzip / 1024).toFixed(1) });
    }
  }
  console.log('\nBundle sizes');
  console.table(rows);
}
