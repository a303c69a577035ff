import { existsSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Connect, type Plugin, type ResolvedConfig } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { sourceCondition } from '../../../scripts/source-condition.mjs';
import { PRERENDER_CITY_ATTRIBUTE, type PrerenderedFor } from '../src/prerendered.ts';

/** What src/prerender.tsx exports. */
interface PrerenderModule {
  renderHome(): Promise<string>;
  renderShell(): string;
  firstEventsRequest(): Promise<string>;
  homeRenderedFor(): PrerenderedFor;
}

/** The HTML for any address but `/`: the site's shell, before the address's page code is here. */
export const SHELL_HTML = 'app.html';

const ROOT = '<div id="root"></div>';

/** Renders src/prerender.tsx with the site's own components, through a throw-away Vite SSR server. */
async function renderPages(config: ResolvedConfig): Promise<{ home: string; shell: string; events: string; homeFor: PrerenderedFor }> {
  const server = await createServer({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'error',
    plugins: [react(), sourceCondition()],
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
  });
  try {
    const mod = (await server.ssrLoadModule('/src/prerender.tsx')) as PrerenderModule;
    return { home: await mod.renderHome(), shell: mod.renderShell(), events: await mod.firstEventsRequest(), homeFor: mod.homeRenderedFor() };
  } finally {
    await server.close();
  }
}

/**
 * The page paints from its HTML and stylesheet alone, so its scripts are fetched after them
 * (`fetchpriority="low"`), not ahead of the stylesheet as scripts in the head normally are.
 */
function lowPriorityScripts(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
}

/**
 * V8's explicit compile hint (Chrome 136+): compile every function of the file while it streams in,
 * on a background thread, instead of each on its first call on the main thread. Nearly every
 * function of the home page's scripts runs while it starts; lazily, their compilation was part
 * of the first render's task (the longest of the load). Must be the file's first line;
 * scripts/check-size.mjs fails the build's size check when a home page script does not start with it.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Every chunk a chunk needs (its static imports, all the way down). */
function closure(bundle: OutputBundle, chunk: OutputChunk, into = new Set<string>()): Set<string> {
  for (const name of chunk.imports) {
    if (into.has(name)) continue;
    into.add(name);
    const next = bundle[name];
    if (next?.type === 'chunk') closure(bundle, next, into);
  }
  return into;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function asset(bundle: OutputBundle, fileName: string): string {
  const file = bundle[fileName];
  if (file?.type !== 'asset') throw new Error(`prerender: ${fileName} is not in the build`);
  return typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
}

/**
 * Writes the pages' static HTML into the build: `index.html` is the home page as it first renders
 * (header, heading, the category bar's room, loading cards) with its page code preloaded, and
 * `app.html` is every other address's shell. Both connect to the API early. A host serves
 * `index.html` at `/` and `app.html` for any other address that is not a file (the single-page
 * fallback); `vite preview` does the same here. The dev server keeps the plain page.
 */
export function prerender({ apiUrl }: { apiUrl: string }): Plugin {
  let config: ResolvedConfig;
  const apiOrigin = new URL(apiUrl).origin;
  return {
    name: 'ticketkit-prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    // After Vite's own generateBundle, which puts its preload map (`__vite__mapDeps`) first in the entry.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const template = asset(bundle, 'index.html');
        if (!template.includes(ROOT)) throw new Error(`prerender: index.html has no ${ROOT}`);
        const { home, shell, events, homeFor } = await renderPages(config);
        const entry = Object.values(bundle).find((f): f is OutputChunk => f.type === 'chunk' && f.isEntry);
        const homeChunk = Object.values(bundle).find((f): f is OutputChunk => f.type === 'chunk' && f.moduleIds.some((id) => id.endsWith('/src/pages/HomePage.tsx')));
        if (!entry || !homeChunk) throw new Error('prerender: no entry or home page chunk in the build');
        const already = closure(bundle, entry);
        const base = config.base;
        const homeCode = [homeChunk.fileName, ...closure(bundle, homeChunk)].filter((f) => f !== entry.fileName && !already.has(f));
        for (const name of new Set([entry.fileName, ...already, ...homeCode])) {
          const chunk = bundle[name];
          if (chunk?.type === 'chunk' && !chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
        }
        // The API answers the first requests (cities, categories, events) and serves the posters:
        // open both its connections now (the script's requests are anonymous CORS, images are not).
        const preconnect = `<link rel="preconnect" href="${apiOrigin}" crossorigin />\n    <link rel="preconnect" href="${apiOrigin}" />`;
        // The default city's events, fetched with the HTML (the SDK's fetch takes this response).
        const eventsPreload = `<link rel="preload" as="fetch" crossorigin href="${events.replace(/&/g, '&amp;')}" />`;
        const modulepreload = homeCode.map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}" />`).join('\n    ');
        const withHead = (html: string, links: string) => lowPriorityScripts(html).replace('</head>', `  ${links}\n  </head>`);
        const source = bundle['index.html'];
        if (source?.type === 'asset') {
          source.source = withHead(template, `${preconnect}\n    ${eventsPreload}\n    ${lowPriorityScripts(modulepreload)}`).replace(ROOT, `<div id="root" ${PRERENDER_CITY_ATTRIBUTE}="${escapeAttribute(homeFor.city)}">${home}</div>`);
        }
        // The page's own title arrives with its code; until then the site's name, not the home page's.
        const shellPage = withHead(template, preconnect).replace(/<title>[^<]*<\/title>/, '<title>Ticketkit</title>').replace(ROOT, `<div id="root">${shell}</div>`);
        this.emitFile({ type: 'asset', fileName: SHELL_HTML, source: shellPage });
      },
    },
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      const fallback: Connect.NextHandleFunction = (req, _res, next) => {
        const pathname = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
        const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && (req.headers.accept ?? '').includes('text/html');
        if (wantsPage && pathname !== '/' && !existsSync(path.join(outDir, pathname))) req.url = `/${SHELL_HTML}`;
        next();
      };
      server.middlewares.use(fallback);
    },
  };
}
