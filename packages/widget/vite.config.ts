import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * `npm run build -w @ticketkit/widget` → dist/embed/ticketkit.js (the loader) plus one chunk per
 * screen, React and the SDK in dist/embed/chunks/. ES modules, so `import()` loads screens on
 * demand and the page's CSP needs only `script-src 'self'` (or the CDN's origin).
 */
export default defineConfig({
  plugins: [react()],
  // Libraries read process.env.NODE_ENV; a browser has no `process`.
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    // No preload helper: it would add <link> elements and code to the loader.
    modulePreload: false,
    manifest: true,
    rolldownOptions: {
      input: { ticketkit: 'src/embed/ticketkit.ts' },
      preserveEntrySignatures: 'strict',
      output: {
        format: 'es',
        entryFileNames: 'embed/[name].js',
        chunkFileNames: 'embed/chunks/[name]-[hash].js',
        minify: true,
      },
    },
  },
});
