// Size of the SDK entry as a partner page downloads it: bundled and minified with Vite, firebase
// external (it loads lazily, on sign-in or for a stored session). Target: ≤ 10 KB gzip. A second build
// bundles firebase too, to show what the lazy chunk costs and that the entry stays free of it.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { root } from '../scripts/stack.mjs';

const TARGET_GZIP_KB = 10;
const entry = path.join(root, 'packages/sdk/src/index.ts');

async function bundle({ externalFirebase }) {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root,
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry, formats: ['es'], fileName: 'sdk' },
      // Vite leaves a library's ES output unminified; minify it explicitly as an app build would.
      rollupOptions: { external: externalFirebase ? (id) => id === 'firebase' || id.startsWith('firebase/') : [], output: { minify: true } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  return outputs
    .filter((o) => o.type === 'chunk')
    .map((o) => ({ name: o.fileName, isEntry: o.isEntry, code: o.code, imports: o.imports, dynamicImports: o.dynamicImports }));
}

const kb = (bytes) => (bytes / 1024).toFixed(2);
const size = (code) => ({ raw: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length });

/** The entry chunk and every chunk it imports statically: what a page downloads before any sign-in. */
function staticClosure(chunks) {
  const byName = new Map(chunks.map((c) => [c.name, c]));
  const seen = new Set();
  const visit = (chunk) => {
    if (!chunk || seen.has(chunk)) return;
    seen.add(chunk);
    chunk.imports.forEach((name) => visit(byName.get(name)));
  };
  visit(chunks.find((c) => c.isEntry));
  return [...seen];
}

export default async function run() {
  const rows = [];
  const lean = await bundle({ externalFirebase: true });
  const eager = staticClosure(lean);
  const lazy = lean.filter((c) => !eager.includes(c));
  const eagerSize = size(eager.map((c) => c.code).join('\n'));
  const lazySize = size(lazy.map((c) => c.code).join('\n'));
  const staticFirebase = eager.flatMap((c) => c.imports).filter((i) => i.startsWith('firebase'));
  const ok = eagerSize.gzip <= TARGET_GZIP_KB * 1024 && staticFirebase.length === 0;
  rows.push({ bundle: 'sdk entry + static imports (firebase external)', chunks: eager.length, 'raw KB': kb(eagerSize.raw), 'gzip KB': kb(eagerSize.gzip), 'target gzip KB': TARGET_GZIP_KB, ok: ok ? 'yes' : 'NO' });
  rows.push({ bundle: 'sdk lazy auth flows (load with firebase)', chunks: lazy.length, 'raw KB': kb(lazySize.raw), 'gzip KB': kb(lazySize.gzip), 'target gzip KB': '-', ok: '-' });

  const full = await bundle({ externalFirebase: false });
  const fullEager = staticClosure(full);
  const fullLazy = full.filter((c) => !fullEager.includes(c));
  const fullEagerSize = size(fullEager.map((c) => c.code).join('\n'));
  const fullLazySize = size(fullLazy.map((c) => c.code).join('\n'));
  rows.push({ bundle: 'sdk entry + static imports (firebase bundled)', chunks: fullEager.length, 'raw KB': kb(fullEagerSize.raw), 'gzip KB': kb(fullEagerSize.gzip), 'target gzip KB': TARGET_GZIP_KB, ok: fullEagerSize.gzip <= TARGET_GZIP_KB * 1024 ? 'yes' : 'NO' });
  rows.push({ bundle: 'lazy chunks: auth flows + firebase/app + firebase/auth', chunks: fullLazy.length, 'raw KB': kb(fullLazySize.raw), 'gzip KB': kb(fullLazySize.gzip), 'target gzip KB': '-', ok: '-' });

  console.log('\nSDK bundle size (Vite, minified; firebase/auth loads lazily on sign-in or for a stored session)');
  console.table(rows);
  if (staticFirebase.length) console.log(`The entry imports firebase statically: ${staticFirebase.join(', ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
