import type { Plugin } from 'vite';

/**
 * Wraps the loader in a function of its own. Pasted as a classic script its top-level names would
 * otherwise become the page's globals: short minified names (`_`, `t`, `$`…) that overwrite the
 * page's own, and `let`/`class` names that a second copy of the tag fails to declare again. Wrapped,
 * it adds only `window.Ticketkit`, and stays a valid module for `type="module"`.
 */
export function classicLoader(entryFileName: string): Plugin {
  return {
    name: 'ticketkit-classic-loader',
    apply: 'build',
    renderChunk(code, chunk) {
      if (chunk.fileName !== entryFileName) return null;
      return { code: `(()=>{${code}\n})();`, map: null };
    },
  };
}
