// Plain Node, no bundler and no loader hooks: imports every entry of every installed
// @ticketkit package through its exports map and prints what each gave, as JSON.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const PACKAGES = ['@ticketkit/contract', '@ticketkit/sdk', '@ticketkit/widget'];

/** Every subpath of a package's exports map, as an import specifier. */
export function entriesOf(name) {
  const manifest = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8'));
  const exports = typeof manifest.exports === 'string' || !manifest.exports ? { '.': manifest.exports } : manifest.exports;
  return Object.keys(exports).map((subpath) => (subpath === '.' ? name : `${name}/${subpath.slice(2)}`));
}

export async function importEntry(specifier) {
  const url = import.meta.resolve(specifier);
  if (specifier.endsWith('.css')) {
    const css = readFileSync(fileURLToPath(url), 'utf8');
    return { specifier, kind: 'css', bytes: css.length, rules: (css.match(/\{/g) ?? []).length };
  }
  if (specifier.endsWith('.json')) {
    const json = (await import(specifier, { with: { type: 'json' } })).default;
    return { specifier, kind: 'json', keys: Object.keys(json).length };
  }
  const module = await import(specifier);
  return { specifier, kind: 'js', exports: Object.keys(module).length };
}

const results = [];
for (const name of PACKAGES) {
  for (const specifier of entriesOf(name)) results.push(await importEntry(specifier));
}
// Importing is all that happened: nothing reached for a DOM or defined an element.
const sideEffects = { document: typeof document, window: typeof window, customElements: typeof customElements };
console.log(JSON.stringify({ results, sideEffects }));
