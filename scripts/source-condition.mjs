// The monorepo's own tools read the published packages' source, not their build: each package's
// exports map points the `@ticketkit/source` condition at `src/` (before `types` and `default`,
// which point at `dist/lib/`), and every tool here asks for that condition: tsc (`customConditions`
// in tsconfig.base.json), Vite, Vitest and Storybook (this plugin), Node and tsx (`NODE_SOURCE_FLAGS`).
// So nothing needs a build to run, test or type-check, while a partner's tools see only the build.
export const SOURCE_CONDITION = '@ticketkit/source';

/** Node's flag for the condition, for `node --import tsx …` and `tsx …` child processes. */
export const NODE_SOURCE_FLAGS = [`--conditions=${SOURCE_CONDITION}`];

/**
 * Adds the condition to Vite's resolution in the browser and on the server (SSR, Vitest's node
 * environment), keeping Vite's default conditions, which a `conditions` list would otherwise replace.
 */
export function sourceCondition() {
  return {
    name: 'ticketkit-source-condition',
    // Vite is loaded here, not at the top, so Node scripts can read the constants without it.
    async config() {
      const { defaultClientConditions, defaultServerConditions } = await import('vite');
      return {
        resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
        ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions], externalConditions: [SOURCE_CONDITION] } },
      };
    },
  };
}
