// `npm run bench`: the single entry for benchmarks. Runs every bench/*.mjs in order that exports a
// default function (the others are modules the benches share); each prints its numbers as a table.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './stack.mjs';

const only = process.argv.slice(2);
const dir = path.join(root, 'bench');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.mjs') && !f.startsWith('_'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
for (const file of files) {
  const mod = await import(pathToFileURL(path.join(dir, file)).href);
  if (typeof mod.default === 'function') await mod.default();
}
