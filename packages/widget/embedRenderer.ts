/**
 * The script-tag embed renders the widget's screens with preact/compat instead of React, to stay
 * inside its first-screen budget (README.md, "Renderers", says why and what it costs). This is the
 * one place that choice is written down as code: the embed build (vite.config.ts) and the
 * `browser-preact` and `storybook-preact` test projects (vitest.config.ts) apply these aliases. The screens' source
 * imports `react`; React apps and the first-party site keep React.
 */
export const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx(-dev)?-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];
