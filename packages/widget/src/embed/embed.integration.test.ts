// @vitest-environment node
/**
 * The built embed on a partner page served with a strict CSP, in Debian's Chromium, against the
 * real reference API (embedded PGlite, seed data). Checks what a partner relies on: one script
 * tag (included twice), several elements, elements added and removed later, a misconfigured
 * element, events reaching the page, and no CSP violation.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureWidget } from '../../../../scripts/check-size.mjs';
import { chromiumArgs, chromiumPath } from '../../../../scripts/chromium.mjs';
import { freePort, startApi, type Proc } from '../../../../scripts/stack.mjs';

const widgetDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The version npm publishes: the embed and its CDN manifest report it. */
const packageVersion = (JSON.parse(readFileSync(path.join(widgetDir, 'package.json'), 'utf8')) as { version: string }).version;
const outDir = mkdtempSync(path.join(tmpdir(), 'ticketkit-embed-'));
let api: (Proc & { url: string }) | undefined;
let server: Server | undefined;
let browser: Browser | undefined;
let pageUrl = '';

const PAGE_SCRIPT = `
window.__log = [];
var _ = "the page's own global";
window.__globals = Object.keys(window);
for (const name of ['ticketkit:ready', 'ticketkit:error']) {
  document.addEventListener(name, (e) => window.__log.push({ type: e.type, tag: e.target.tagName.toLowerCase(), detail: e.detail }));
}
document.addEventListener('securitypolicyviolation', (e) => window.__log.push({ type: 'csp', detail: { directive: e.violatedDirective, blocked: e.blockedURI } }));
window.addEventListener('error', (e) => window.__log.push({ type: 'page-error', detail: String(e.message) }));
`;

function html(apiUrl: string) {
  const firebase = JSON.stringify({ apiKey: 'fake-api-key', projectId: 'demo-ticketkit', authDomain: '127.0.0.1' }).replace(/"/g, '&quot;');
  const tag = `<script type="module" src="/embed/ticketkit.js" data-host="${apiUrl}" data-firebase-config="${firebase}" data-storage-prefix="partner:"></script>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>
<script src="/page.js"></script>${tag}${tag}</head><body>
<main><h1>Partner page</h1>
<ticketkit-city-picker></ticketkit-city-picker>
<ticketkit-events id="list" city="nagpur"></ticketkit-events>
<ticketkit-events id="bad" city="Not a slug"></ticketkit-events>
<div id="later"></div></main></body></html>`;
}

// What a partner's first screen is: the snippet and one event list, nothing else.
function oneListHtml(apiUrl: string, locale: string | null, font: string | null = null) {
  const firebase = JSON.stringify({ apiKey: 'fake-api-key', projectId: 'demo-ticketkit', authDomain: '127.0.0.1' }).replace(/"/g, '&quot;');
  const localeAttr = (locale ? ` data-locale="${locale}"` : '') + (font ? ` data-font="${font}"` : '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>One list</title>
<script type="module" src="/embed/ticketkit.js" data-host="${apiUrl}" data-firebase-config="${firebase}"${localeAttr}></script>
</head><body><main><h1>Partner</h1><ticketkit-events id="list" city="nagpur"></ticketkit-events></main></body></html>`;
}

// A page that configures from code: no data attributes, Ticketkit.init once the loader ran.
const initHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Init</title>
<script src="/page.js"></script><script type="module" src="/embed/ticketkit.js"></script><script type="module" src="/init.js"></script>
</head><body><main><h1>Partner</h1><ticketkit-events id="list" city="nagpur"></ticketkit-events></main></body></html>`;
const initScript = (apiUrl: string) => `
const config = { host: ${JSON.stringify(apiUrl)}, firebase: { apiKey: 'fake-api-key', projectId: 'demo-ticketkit', authDomain: '127.0.0.1' } };
window.Ticketkit.init(config);
window.Ticketkit.init(config);
`;

/**
 * The snippet as a CMS script field writes it: a classic script (no type="module"), from the versioned
 * CDN path, with the build's integrity value. The page sits deeper than the script, so chunks load
 * from beside the script only if `import()` resolves against the script's address.
 */
function classicHtml(apiUrl: string, integrity: string) {
  const firebase = JSON.stringify({ apiKey: 'fake-api-key', projectId: 'demo-ticketkit', authDomain: '127.0.0.1' }).replace(/"/g, '&quot;');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>CMS page</title>
<script src="/page.js"></script>
${`<script src="/cdn/v1/ticketkit.js" integrity="${integrity}" crossorigin="anonymous" data-host="${apiUrl}" data-firebase-config="${firebase}"></script>\n`.repeat(2)}</head><body><main><h1>Partner</h1><ticketkit-events id="list" city="nagpur"></ticketkit-events></main></body></html>`;
}

beforeAll(async () => {
  // Build as `npm run build` does: vitest runs with NODE_ENV=test, which would select React's dev JSX runtime.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: widgetDir, mode: 'production', configFile: path.join(widgetDir, 'vite.config.ts'), logLevel: 'error', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  api = await startApi({ port: await freePort(), dataDir: 'memory://', projectId: 'demo-ticketkit', quiet: true });
  const csp = `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: ${api.url}; connect-src 'self' ${api.url}`;
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    try {
      if (url.pathname === '/') return res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': csp }).end(html(api!.url));
      if (url.pathname === '/one') return res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': csp }).end(oneListHtml(api!.url, url.searchParams.get('locale'), url.searchParams.get('font')));
      if (url.pathname === '/partner/shop/classic') {
        const integrity = url.searchParams.get('integrity') ?? readFileSync(path.join(outDir, 'cdn/v1/ticketkit.js.sri'), 'utf8').trim();
        return res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': csp }).end(classicHtml(api!.url, integrity));
      }
      if (url.pathname === '/init') return res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': csp }).end(initHtml);
      if (url.pathname === '/init.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(initScript(api!.url));
      if (url.pathname === '/page.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(PAGE_SCRIPT);
      const file = path.join(outDir, path.normalize(url.pathname));
      if (!file.startsWith(outDir)) return res.writeHead(403).end();
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': file.endsWith('.woff2') ? 'font/woff2' : 'text/javascript' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  const port = await freePort();
  await new Promise<void>((r) => server!.listen(port, '127.0.0.1', r));
  pageUrl = `http://127.0.0.1:${port}/`;
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  await api?.stop();
  rmSync(outDir, { recursive: true, force: true });
});

describe('given a partner page with a strict CSP and the embed script included twice', () => {
  it('shows real events, explains the bad element, handles late elements, and violates no CSP', async () => {
    const page = await browser!.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => {
      errors.push(e.message);
      if (process.env.DEBUG_EMBED) console.log('pageerror:', e.message);
    });
    page.on('console', (m) => process.env.DEBUG_EMBED && console.log('page:', m.type(), m.text()));
    page.on('response', (r) => process.env.DEBUG_EMBED && console.log('status:', r.status(), r.url()));
    page.on('requestfailed', (r) => process.env.DEBUG_EMBED && console.log('failed:', r.url(), r.failure()?.errorText));
    await page.goto(pageUrl);
    const list = page.locator('#list');
    // Playwright locators pierce open shadow roots.
    await expect.poll(() => list.locator('article').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => list.locator('h2').textContent()).toBe('Events in Nagpur');
    await expect.poll(() => page.locator('#bad [role=alert]').textContent()).toContain('<ticketkit-events city>');

    // A single-page app adds an element later, removes it, and adds another.
    await page.evaluate(() => {
      const later = document.getElementById('later')!;
      const el = document.createElement('ticketkit-events');
      el.setAttribute('city', 'nagpur');
      el.id = 'added';
      later.append(el);
    });
    await expect.poll(() => page.locator('#added article').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.evaluate(() => document.getElementById('added')!.remove());
    await page.evaluate(() => document.getElementById('later')!.append(Object.assign(document.createElement('ticketkit-city-picker'), { id: 'picker2' })));
    await expect.poll(() => page.locator('#picker2 [role=combobox]').count(), { timeout: 10_000 }).toBe(1);

    const state = await page.evaluate(() => ({
      log: (window as unknown as { __log: { type: string; tag?: string; detail: unknown }[] }).__log,
      version: (window as unknown as { Ticketkit?: { version: string } }).Ticketkit?.version,
      styleElements: [...document.querySelectorAll('ticketkit-events, ticketkit-city-picker')].map((e) => e.shadowRoot!.querySelectorAll('style').length),
      adopted: document.getElementById('list')!.shadowRoot!.adoptedStyleSheets.length,
    }));
    expect(errors).toEqual([]);
    expect(state.log.filter((e) => e.type === 'csp' || e.type === 'page-error')).toEqual([]);
    expect(state.version).toBe(packageVersion);
    expect(state.styleElements.every((n) => n === 0)).toBe(true);
    expect(state.adopted).toBe(1);
    const ready = state.log.filter((e) => e.type === 'ticketkit:ready').map((e) => e.tag);
    expect(ready).toEqual(expect.arrayContaining(['ticketkit-events', 'ticketkit-city-picker']));
    expect(state.log.find((e) => e.type === 'ticketkit:error')?.detail).toMatchObject({ version: 1, code: 'element/invalid-attribute' });
    await page.close();
  }, 60_000);
});

describe('given a page with only the embed snippet and one <ticketkit-events city="nagpur">', () => {
  it.each([
    ['en-IN', null, 'firstScreen'],
    ['hi-IN', 'hi-IN', 'firstScreenHindi'],
  ] as const)('downloads exactly the files check-size counts as the first screen in %s, and no firebase', async (_name, locale, measure) => {
    const page = await browser!.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.origin === new URL(pageUrl).origin && url.pathname.endsWith('.js')) scripts.push(url.pathname.slice(1));
    });
    await page.goto(pageUrl + 'one' + (locale ? `?locale=${locale}` : ''));
    await expect.poll(() => page.locator('#list article').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    // Nothing else arrives once the events are shown (e.g. firebase at idle time for a new visitor).
    await page.waitForTimeout(1500);
    const measured = measureWidget(outDir)[measure];
    expect([...new Set(scripts)].sort()).toEqual([...measured.files].sort());
    expect(scripts.some((s) => /firebase|index\.esm|authFlows/.test(s))).toBe(false);
    await page.close();
  }, 60_000);
});

describe('given the typeface option', () => {
  /** The page's faces of the embed's typeface, by state, and the font files it fetched. */
  async function fontsOf(path: string) {
    const page = await browser!.newPage();
    const fontFiles: string[] = [];
    page.on('request', (r) => r.url().endsWith('.woff2') && fontFiles.push(r.url()));
    await page.goto(pageUrl + path);
    await expect.poll(() => page.locator('#list article').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    const state = await page.evaluate(async () => {
      await document.fonts.ready;
      const faces: string[] = [];
      document.fonts.forEach((f) => faces.push(`${f.family.replace(/["']/g, '')} ${f.status}`));
      const root = document.getElementById('list')!.shadowRoot!.querySelector('.tk-root')!;
      const log = (window as unknown as { __log?: { type: string }[] }).__log ?? [];
      return { faces: faces.sort(), family: getComputedStyle(root).fontFamily, csp: log.filter((e) => e.type === 'csp') };
    });
    await page.close();
    return { ...state, fontFiles };
  }

  it('keeps the page\'s fonts and downloads none without it', async () => {
    const { faces, family, fontFiles } = await fontsOf('one?locale=hi-IN');
    expect(faces).toEqual([]);
    expect(fontFiles).toEqual([]);
    expect(family).not.toMatch(/Noto Sans Devanagari/);
  }, 60_000);

  it('draws the elements in Noto Sans Devanagari from beside the embed with data-font="ticketkit", loading only the scripts shown', async () => {
    const english = await fontsOf('one?font=ticketkit');
    expect(english.family).toMatch(/^"?Noto Sans Devanagari Variable"?,/);
    // Latin for the text, Latin extended for the rupee sign; the Devanagari file waits for Devanagari.
    expect(english.faces).toEqual(['Noto Sans Devanagari Variable loaded', 'Noto Sans Devanagari Variable loaded', 'Noto Sans Devanagari Variable unloaded']);
    const hindi = await fontsOf('one?font=ticketkit&locale=hi-IN');
    expect(hindi.faces.filter((f) => f.endsWith(' loaded'))).toHaveLength(3);
    for (const url of [...english.fontFiles, ...hindi.fontFiles]) expect(url).toMatch(new RegExp(`^${pageUrl}embed/chunks/noto-sans-devanagari-[\\w-]+\\.woff2$`));
    expect(hindi.csp).toEqual([]);
  }, 60_000);
});

describe('given a page that configures the embed with Ticketkit.init', () => {
  it('renders once init is called and warns about a second call', async () => {
    const page = await browser!.newPage();
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(pageUrl + 'init');
    await expect.poll(() => page.locator('#list article').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(warnings.some((w) => w.startsWith('ticketkit/already-initialised'))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});

describe('given the versioned CDN layout the build writes', () => {
  it('holds the loader, its integrity value and content-hashed chunks beside it', () => {
    const loader = readFileSync(path.join(outDir, 'cdn/v1/ticketkit.js'));
    const integrity = `sha384-${createHash('sha384').update(loader).digest('base64')}`;
    expect(readFileSync(path.join(outDir, 'cdn/v1/ticketkit.js.sri'), 'utf8').trim()).toBe(integrity);
    const manifest = JSON.parse(readFileSync(path.join(outDir, 'cdn/v1/manifest.json'), 'utf8')) as { version: string; loader: string; integrity: string; chunks: string[] };
    expect(manifest).toMatchObject({ version: packageVersion, loader: 'ticketkit.js', integrity });
    // The same loader as dist/embed, and every chunk the loader can reach is there under a content hash.
    expect(loader.equals(readFileSync(path.join(outDir, 'embed/ticketkit.js')))).toBe(true);
    expect(manifest.chunks.length).toBeGreaterThan(10);
    for (const chunk of manifest.chunks) {
      expect(chunk).toMatch(/^chunks\/[\w.-]+-[\w-]{8}\.(js|wasm|woff2)$/);
      expect(existsSync(path.join(outDir, 'cdn/v1', chunk))).toBe(true);
    }
    for (const [, file] of loader.toString().matchAll(/import\(`\.\/(chunks\/[^`]+)`\)/g)) expect(manifest.chunks).toContain(file);
  });

  it('keeps the loader parseable as a classic script: no import.meta, no static import or export', () => {
    const code = readFileSync(path.join(outDir, 'cdn/v1/ticketkit.js'), 'utf8');
    expect(code).not.toContain('import.meta');
    // Compiling it as a script (not a module) throws on any static import or export.
    expect(() => new Function(code)).not.toThrow();
    // Nor does it share a module with the screens' chunks: it downloads none of them before an element connects.
    const vite = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, { isEntry?: boolean; imports?: string[] }>;
    expect(vite['src/embed/ticketkit.ts']).toMatchObject({ isEntry: true });
    expect(vite['src/embed/ticketkit.ts']?.imports ?? []).toEqual([]);
  });
});

describe('given a CMS page that pastes the loader as a classic script with its integrity value under a strict CSP', () => {
  it('shows real events, loading every chunk from beside the script, with no page error or CSP violation, adding one global', async () => {
    const page = await browser!.newPage();
    const errors: string[] = [];
    const scripts: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('request', (r) => r.url().endsWith('.js') && scripts.push(new URL(r.url()).pathname));
    await page.goto(pageUrl + 'partner/shop/classic');
    await expect.poll(() => page.locator('#list article').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const state = await page.evaluate(() => ({
      log: (window as unknown as { __log: { type: string }[] }).__log,
      version: (window as unknown as { Ticketkit?: { version: string } }).Ticketkit?.version,
      // Included twice as a classic script: nothing but window.Ticketkit may reach the page's globals.
      added: Object.keys(window).filter((k) => !(window as unknown as { __globals: string[] }).__globals.includes(k)),
      pageGlobal: (window as unknown as { _: unknown })._,
    }));
    expect(errors).toEqual([]);
    expect(state.log.filter((e) => e.type === 'csp' || e.type === 'page-error')).toEqual([]);
    expect(state.version).toBe(packageVersion);
    expect(state.added.filter((k) => k !== '__globals')).toEqual(['Ticketkit']);
    expect(state.pageGlobal).toBe("the page's own global");
    const chunks = scripts.filter((s) => s.includes('/chunks/'));
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.every((s) => s.startsWith('/cdn/v1/chunks/'))).toBe(true);
    await page.close();
  }, 60_000);

  it('control: a wrong integrity value keeps the loader from running', async () => {
    const page = await browser!.newPage();
    const wrong = `sha384-${createHash('sha384').update('not the loader').digest('base64')}`;
    await page.goto(`${pageUrl}partner/shop/classic?integrity=${encodeURIComponent(wrong)}`);
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => typeof (window as unknown as { Ticketkit?: unknown }).Ticketkit)).toBe('undefined');
    await page.close();
  }, 30_000);
});
