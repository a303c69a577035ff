import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { sourceCondition } from '../../scripts/source-condition.mjs';
import { PREACT_ALIASES } from './embedRenderer.ts';

/** `TICKETKIT_EMBED_RENDERER=react` builds the embed with React instead, for comparison. */
const renderer = process.env.TICKETKIT_EMBED_RENDERER === 'react' ? 'react' : 'preact';

/**
 * dist/ also holds the library build (dist/lib, dist/styles.css, `npm run build:lib`), which the
 * embed's build must leave alone: it empties only its own directories.
 */
function emptyEmbedDirs(dirs: string[]): Plugin {
  return {
    name: 'ticketkit-empty-embed-dirs',
    apply: 'build',
    buildStart: () => dirs.forEach((dir) => rmSync(fileURLToPath(new URL(dir, import.meta.url)), { recursive: true, force: true })),
  };
}

/**
 * `npm run build -w @ticketkit/widget` → dist/embed/ticketkit.js (the loader) plus one chunk per
 * screen, React and the SDK in dist/embed/chunks/. ES modules, so `import()` loads screens on
 * demand and the page's CSP needs only `script-src 'self'` (or the CDN's origin).
 */
export default defineConfig({
  plugins: [react(), sourceCondition(), emptyEmbedDirs(['./dist/embed/'])],
  resolve: { alias: renderer === 'preact' ? PREACT_ALIASES : [] },
  // Libraries read process.env.NODE_ENV; a browser has no `process`.
  define: { 'process.env.NODE_ENV': '"production"' },
  // Asset addresses relative to the chunk that uses them: the embed is served from a partner's CDN path.
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    manifest: true,
    // Library mode: no module-preload helper in the loader (an app build always adds one, even
    // with modulePreload: false), and nothing is externalised: React and the SDK become chunks.
    lib: { entry: 'src/embed/ticketkit.ts', formats: ['es'], fileName: () => 'embed/ticketkit.js' },
    rolldownOptions: {
      output: {
        chunkFileNames: 'embed/chunks/[name]-[hash].js',
        // The door scanner's WebAssembly decoder sits beside the chunk that loads it.
        assetFileNames: 'embed/chunks/[name]-[hash][extname]',
        // Library mode leaves ES output unminified unless asked.
        minify: true,
        // One shared "core" chunk (React, provider, i18n, styles, UI primitives, element shell)
        // instead of many tiny shared chunks, each of which costs a request and gzip overhead.
        codeSplitting: {
          groups: [
            {
              name: 'core',
              test: /node_modules[\\/](react|react-dom|scheduler|preact)[\\/]|widget[\\/]src[\\/](context|styles|ui|sdk|events\.ts|i18n[\\/](i18n|en-IN)\.ts|elements[\\/](ElementRoot|mountScreen|ScreenErrorBoundary|validate))/,
            },
          ],
        },
      },
    },
  },
});
