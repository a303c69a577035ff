import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // consumers/ holds partner apps with their own settings, type-checked and built by their e2e test.
    ignores: ['**/node_modules/**', '**/dist/**', 'storybook-static/**', '.cache/**', '.data/**', 'coverage/**', 'consumers/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['scripts/**', 'apps/reference-api/src/main.ts', 'e2e/**', '**/*.test.ts', '**/*.test.tsx', '**/bench/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['packages/widget/**/*.tsx', 'apps/reference-site/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The sdk is framework-agnostic: React must never reach it.
    files: ['packages/sdk/src/**'],
    rules: { 'no-restricted-imports': ['error', { paths: ['react', 'react-dom'], patterns: ['react/*', 'react-dom/*'] }] },
  },
  {
    // The widget never calls fetch itself (the sdk client does), never injects HTML.
    files: ['packages/widget/src/**'],
    // Tests, stories and test helpers build markup from the test's own strings.
    ignores: ['**/*.test.tsx', '**/*.test.ts', '**/*.stories.tsx', '**/src/testing/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Use the sdk client.' }],
      'no-restricted-properties': [
        'error',
        { property: 'innerHTML', message: 'Never inject HTML from data.' },
        { property: 'dangerouslySetInnerHTML', message: 'Never inject HTML from data.' },
      ],
    },
  },
);
