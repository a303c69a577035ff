import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceCondition } from '../../scripts/source-condition.mjs';
import { cdnLayout } from './cdnLayout.ts';
import { classicLoader } from './classicLoader.ts';
import { PREACT_ALIASES } from './embedRenderer.ts';

/** `TICKETKIT_EMBED_RENDERER=react` builds the embed with React instead, for comparison. */
const renderer = process.env.TICKETKIT_EMBED_RENDERER === 'react' ? 'react' : 'preact';

/**
 * `npm run build:embed -w @ticketkit/widget` → dist/embed/ticketkit.js (the loader) plus one chunk per
 * screen, React and the SDK in dist/embed/chunks/, and the same files in the CDN layout dist/cdn/v1/
 * (cdnLayout.ts). Chunks are ES modules, so `import()` loads screens on demand and the page's CSP
 * needs only `script-src 'self'` (or the CDN's origin); the loader has no import or export of its
 * own, so it also runs as a classic script.
 */
export default defineConfig({
  plugins: [react(), sourceCondition(), classicLoader('embed/ticketkit.js'), cdnLayout({ loader: 'embed/ticketkit.js', chunks: 'embed/chunks' })],
  resolve: { alias: renderer === 'preact' ? PREACT_ALIASES : [] },
  // Libraries read process.env.NODE_ENV; a browser has no `process`.
  define: { 'process.env.NODE_ENV': '"production"' },
  // Asset addresses relative to the chunk that uses them: the embed is served from a partner's CDN path.
  base: './',
  build: {
    outDir: 'dist',
    // dist/lib is the library build's: cdnLayout cleans only the embed's own folders.
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
