import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The embed renders with preact/compat instead of React: React 19's DOM renderer alone is about 66 KB
 * gzip, more than four fifths of the first-screen budget (80 KB for loader, SDK runtime, renderer
 * and event list), while preact + compat is about 9 KB. The screens' source is unchanged (it imports
 * `react`); React users of the package still get React. The built embed is
 * what embed.integration.test.ts and the e2e partner test run in Chromium.
 * `TICKETKIT_EMBED_RENDERER=react` builds the embed with React instead, for comparison.
 */
export const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx(-dev)?-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];
const renderer = process.env.TICKETKIT_EMBED_RENDERER === 'react' ? 'react' : 'preact';

/**
 * `npm run build -w @ticketkit/widget` → dist/embed/ticketkit.js (the loader) plus one chunk per
 * screen, React and the SDK in dist/embed/chunks/. ES modules, so `import()` loads screens on
 * demand and the page's CSP needs only `script-src 'self'` (or the CDN's origin).
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: renderer === 'preact' ? PREACT_ALIASES : [] },
  // Libraries read process.env.NODE_ENV; a browser has no `process`.
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
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
        // Library mode leaves ES output unminified unless asked.
        minify: true,
        // One shared "core" chunk (React, provider, i18n, styles, UI primitives, element shell)
        // instead of many tiny shared chunks, each of which costs a request and gzip overhead.
        codeSplitting: {
          groups: [
            {
              name: 'core',
              test: /node_modules[\\/](react|react-dom|scheduler|preact)[\\/]|widget[\\/]src[\\/](context|styles|ui|sdk|components[\\/]FullPageLoader|events\.ts|i18n[\\/](i18n|en-IN)\.ts|elements[\\/](ElementRoot|mountScreen|ScreenErrorBoundary|validate))/,
            },
          ],
        },
      },
    },
  },
});
