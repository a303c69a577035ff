// The monorepo's own tools read the published packages' source, not their build: each package's
// exports map points the `@ticketkit/source` condition at `src/` (before `types` and `default`,
// which point at `dist/lib/`), and every tool here asks for that condition: tsc (`customConditions`
// in tsconfig.base.json), Vite, Vitest and Storybook (this plugin), Node and tsx (`NODE_SOURCE_FLAGS`).
// So nothing needs a build to run, test or type-check, while a partner's tools see only the build.

export const SOURCE_CONDITION = '@ticketkit/source';

/** Node's flag for the condition, for `node --import tsx …` and `tsx …` child processes. */
export const NODE_SOURCE_FLAGS = [`--conditions=${SOURCE_CONDITION}`];

/**
 * Adds the condition to every Vite environment (the browser, SSR, Vitest's), after the other
 * plugins have set theirs: an environment that already lists conditions (Vitest drops `module` on
 * the server) gets it added; one that does not keeps Vite's defaults, which a list would replace.
 */
export function sourceCondition() {
  return {
    name: 'ticketkit-source-condition',
    enforce: 'post',
    // Vite is loaded here, not at the top, so Node scripts can read the constants without it.
    async configEnvironment(name, options) {
      if (options.resolve?.conditions) return { resolve: { conditions: [SOURCE_CONDITION] } };
      const { defaultClientConditions, defaultServerConditions } = await import('vite');
      const client = (options.consumer ?? (name === 'client' ? 'client' : 'server')) === 'client';
      return { resolve: { conditions: [SOURCE_CONDITION, ...(client ? defaultClientConditions : defaultServerConditions)] } };
    },
  };
}
