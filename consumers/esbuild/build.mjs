// `node build.mjs`: bundles entry.js with esbuild's JavaScript API into dist/, beside index.html.
import { build } from 'esbuild';
import { copyFileSync } from 'node:fs';

await build({
  entryPoints: ['entry.js'],
  bundle: true,
  format: 'esm',
  splitting: true,
  minify: true,
  outdir: 'dist',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
copyFileSync('index.html', 'dist/index.html');
