// Builds the reference site and prints the size of each emitted script and stylesheet, raw and
// gzip, largest first (the widget's and SDK's own budgets are in widget.mjs and sdk.mjs).
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
  execSync('npm run build -w @ticketkit/reference-site', { cwd: root, stdio: 'ignore' });
  const rows = [];
  for (const dist of ['apps/reference-site/dist/assets']) {
    for (const file of walk(path.join(root, dist))) {
      const { raw, gzip } = measure(file);
      rows.push({ file: path.relative(root, file), 'raw KB': (raw / 1024).toFixed(1), 'gzip KB': (gzip / 1024).toFixed(1), gzip });
    }
  }
  rows.sort((a, b) => b.gzip - a.gzip);
  for (const row of rows) delete row.gzip;
  console.log('\nReference site bundles (the main chunk loads first; screens and Firebase load on demand)');
  console.table(rows);
}
