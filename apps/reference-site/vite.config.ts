import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { sourceCondition } from '../../scripts/source-condition.mjs';
import { fontPreload } from './vite-plugins/fontPreload.ts';
import { partnerDemo } from './vite-plugins/partnerDemo.ts';
import { prerender } from './vite-plugins/prerender.ts';

/**
 * react-router's package exports only its development build (developer warnings on: messages
 * built on every render, and warning code the minifier cannot drop). Its production build sits
 * beside it and differs only in that switch; the site's build uses it, the dev server keeps the warnings.
 */
const REACT_ROUTER_PRODUCTION = {
  find: /^react-router$/,
  replacement: path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs'),
};

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const firebase = Object.fromEntries(
    Object.entries({
      apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || '127.0.0.1',
      projectId: env.VITE_FIREBASE_PROJECT_ID || 'demo-ticketkit',
      appId: env.VITE_FIREBASE_APP_ID,
    }).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const apiUrl = env.VITE_API_URL || 'http://127.0.0.1:8787';
  return {
    plugins: [
      react(),
      sourceCondition(),
      fontPreload('noto-sans-devanagari-latin-wght-normal.woff2'),
      prerender({ apiUrl }),
      partnerDemo({ apiUrl, authEmulatorUrl: env.VITE_AUTH_EMULATOR_URL || undefined, firebase }),
    ],
    resolve: { alias: command === 'build' ? [REACT_ROUTER_PRODUCTION] : [] },
    build: {
      // Every browser the site supports preloads modules itself (`<link rel="modulepreload">`); where
      // one does not, a module still loads when imported, only unpreloaded. The polyfill was code in
      // the home page's first script for no visitor.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            // The home page's code, and everything it imports, in one chunk beside the entry. Left to
            // itself the bundler gives what the entry shares with the lazy screens chunks of their
            // own (the renderer, the widget's core, the event list, the card, the badge…): the home page
            // asked for nine scripts, each a request and a round trip on a slow connection, and
            // work for the browser while the page starts. This gives two, plus the bundler's small
            // interop runtime for React's CommonJS modules, which it keeps in a chunk of its own
            // (sizes in PERF.md). The other screens import what they share from this chunk, which
            // every visit has loaded. scripts/check-size.mjs holds the home page to three scripts.
            groups: [{ name: 'first-screen', test: /vite[\\/]preload-helper|reference-site[\\/]src[\\/]pages[\\/]HomePage\.tsx$/ }],
          },
        },
      },
    },
    server: { host: '127.0.0.1', strictPort: true },
    preview: { host: '127.0.0.1', strictPort: true },
  };
});
