import './scripts/node20-polyfills.mjs';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { PREACT_ALIASES } from './packages/widget/embedRenderer.ts';
import { sourceCondition } from './scripts/source-condition.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Each browser project gets its own `browser` object (a shared one mislabels projects). Its test
 * files run one at a time: they run in iframes of one page, which share one session history, so a
 * file's history.back() could move another file's flow and its custom elements would be defined
 * against another file's SDK.
 */
function chromium() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
    instances: [{ browser: 'chromium' as const }],
    screenshotFailures: false,
  };
}

export default defineConfig({
  plugins: [react(), sourceCondition()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['packages/{sdk,widget}/src/**/*.test.{ts,tsx}', 'apps/reference-site/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.browser.test.{ts,tsx}', '**/*.integration.test.{ts,tsx}', '**/node_modules/**'],
          setupFiles: ['./vitest.setup.ts'],
          // Generous: CI machines have 2 cores, and a timeout should mean a hang, not a busy machine.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/contract/src/**/*.test.ts',
            'apps/reference-api/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'jsdom',
          include: ['packages/**/src/**/*.integration.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['packages/**/src/**/*.browser.test.{ts,tsx}'],
          browser: chromium(),
          setupFiles: ['./packages/widget/src/testing/browserSetup.ts'],
          fileParallelism: false,
        },
      },
      {
        // The same browser tests with the renderer the script-tag embed ships (preact/compat);
        // Testing Library's act() comes from preact's test utils there.
        extends: true,
        resolve: { alias: [{ find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' }, ...PREACT_ALIASES] },
        test: {
          name: 'browser-preact',
          include: ['packages/widget/src/**/*.browser.test.{ts,tsx}'],
          browser: chromium(),
          setupFiles: ['./packages/widget/src/testing/browserSetup.ts'],
          fileParallelism: false,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          browser: chromium(),
        },
      },
      {
        // Every story once more in Hindi and the dark theme, with axe (.storybook/everyStory.hindiDark.test.tsx).
        extends: true,
        test: {
          name: 'stories-hindi-dark',
          include: ['.storybook/*.test.tsx'],
          browser: chromium(),
        },
      },
      {
        // Every story again with the renderer the script-tag embed ships, so each screen in each
        // state is proven under preact/compat as well as React.
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        resolve: { alias: [{ find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' }, ...PREACT_ALIASES] },
        test: {
          name: 'storybook-preact',
          browser: chromium(),
        },
      },
      {
        plugins: [sourceCondition()],
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['./e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
