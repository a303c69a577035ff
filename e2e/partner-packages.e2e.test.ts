import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { packedOrPack } from '../scripts/pack.mjs';
import { freePort, root, stopAll, type Proc } from '../scripts/stack.mjs';
import { createAccount, fillSignIn, uniqueEmail } from './accounts.ts';
import { chooseOneTicketInNagpur } from './bookingSteps.ts';
import { launchBrowser } from './browser.ts';
import { binOf, codeBlocks, fixturesDir, installConsumerProject, run, section, serve, tail, type Packed } from './consumerProject.ts';
import { payInSandbox } from './sandboxCheckout.ts';

/** Every file of the fixtures, as text, to find the README's snippets in. */
function fixtureTexts(dir = fixturesDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : fixtureTexts(file);
    return [readFileSync(file, 'utf8')];
  });
}

describe("given the README's snippets for partners and React apps", () => {
  it('each is in a consumer fixture exactly as written, where the fixtures type-check and run it', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const headings = [...readme.matchAll(/^## (.+)$/gm)].map((m) => m[1] ?? '');
    const forPartners = headings.filter((h) => /partner|npm|react/i.test(h));
    const snippets = forPartners
      .flatMap((h) => codeBlocks(section(readme, h)))
      .filter((b) => ['html', 'css', 'js', 'jsx', 'ts', 'tsx'].includes(b.lang));
    expect(forPartners).toContain('Embed it on a partner site');
    expect(snippets.length).toBeGreaterThanOrEqual(4);
    const texts = fixtureTexts();
    const missing = snippets.filter((s) => !texts.some((t) => t.includes(s.code)));
    expect(missing.map((s) => `${s.lang}: ${s.code}`)).toEqual([]);
    // Code must be where the strict Vite app's tsc -b checks it, not only in some fixture file.
    const typeChecked = fixtureTexts(path.join(fixturesDir, 'vite-app', 'src'));
    const unchecked = snippets.filter((s) => ['js', 'jsx', 'ts', 'tsx'].includes(s.lang) && !typeChecked.some((t) => t.includes(s.code)));
    expect(unchecked.map((s) => `${s.lang}: ${s.code}`)).toEqual([]);
  });
});

const projectId = process.env.FIREBASE_PROJECT_ID || 'demo-ticketkit';
const authEmulatorUrl = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;

/** Console messages by which React reports a failed hydration (its words in development, its error numbers in production). */
const HYDRATION_ERROR = /hydrat|Minified React error #(418|419|422|423|425)/i;

describe('given the packed tarballs installed in a partner project outside the repository', () => {
  const timings: Record<string, number> = {};
  const started = Date.now();
  let packed: Packed[] = [];
  let dir = '';
  let tarballDir = '';
  let browser: Browser;
  const servers: Proc[] = [];

  const time = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    const t0 = Date.now();
    try {
      return await work();
    } finally {
      timings[label] = (Date.now() - t0) / 1000;
    }
  };

  beforeAll(async () => {
    tarballDir = mkdtempSync(path.join(os.tmpdir(), 'ticketkit-tarballs-'));
    packed = await time('pack', () => packedOrPack({ outDir: tarballDir }));
    const { dir: installed, install } = await time('npm install', () => installConsumerProject(packed));
    dir = installed;
    if (install.code !== 0) throw new Error(`npm install of the fixtures and tarballs failed:\n${tail(install)}`);
    browser = await launchBrowser();
  }, 900_000);

  afterAll(async () => {
    await stopAll(servers);
    await browser?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    if (tarballDir) rmSync(tarballDir, { recursive: true, force: true });
    timings.total = (Date.now() - started) / 1000;
    console.info(`partner packages, seconds: ${JSON.stringify(timings)}`);
  });

  it('installs the three packages from their tarballs, not as links into the workspaces, and no preact', () => {
    expect(packed.map((p) => p.name).sort()).toEqual(['@ticketkit/contract', '@ticketkit/sdk', '@ticketkit/widget']);
    for (const p of packed) {
      const installedDir = path.join(dir, 'node_modules', p.name);
      expect(lstatSync(installedDir).isSymbolicLink()).toBe(false);
      expect(JSON.parse(readFileSync(path.join(installedDir, 'package.json'), 'utf8')).version).toBe(p.version);
    }
    // preact renders only the script-tag embed; a React app gets none of it.
    expect(existsSync(path.join(dir, 'node_modules', 'preact'))).toBe(false);
  });

  it('imports every entry of every package in plain Node, touching no DOM', async () => {
    const ran = await run(process.execPath, ['node/import-every-entry.mjs'], { cwd: dir });
    expect(ran.code, tail(ran)).toBe(0);
    const { results, sideEffects } = JSON.parse(ran.stdout) as {
      results: { specifier: string; kind: string; exports?: number; rules?: number; keys?: number }[];
      sideEffects: Record<string, string>;
    };
    const specifiers = results.map((r) => r.specifier);
    for (const entry of ['@ticketkit/contract', '@ticketkit/contract/ics', '@ticketkit/contract/pricing', '@ticketkit/contract/rules', '@ticketkit/contract/ticket-code', '@ticketkit/contract/openapi.json', '@ticketkit/sdk', '@ticketkit/widget', '@ticketkit/widget/server', '@ticketkit/widget/styles.css', '@ticketkit/widget/custom-elements.json']) {
      expect(specifiers).toContain(entry);
    }
    for (const r of results) {
      if (r.kind === 'js') expect(r.exports, r.specifier).toBeGreaterThan(0);
      if (r.kind === 'css') expect(r.rules, r.specifier).toBeGreaterThan(20);
      if (r.kind === 'json') expect(r.keys, r.specifier).toBeGreaterThan(0);
    }
    expect(sideEffects).toEqual({ document: 'undefined', window: 'undefined', customElements: 'undefined' });
  });

  it('renders a screen with react-dom/server through the server entry, in English and in Hindi', async () => {
    const ran = await run(process.execPath, ['node/render-server.mjs'], { cwd: dir });
    expect(ran.code, tail(ran)).toBe(0);
    const { exports, en, hi } = JSON.parse(ran.stdout) as { exports: Record<string, number>; en: string; hi: string };
    for (const [entry, count] of Object.entries(exports)) expect(count, entry).toBeGreaterThan(0);
    expect(en).toContain('Events in Nagpur');
    expect(hi).toContain('Nagpur में इवेंट');
    expect(hi).not.toContain('tk-full-page-loader');
  });

  it('bundles the elements with esbuild, keeping their styles in the shadow root', async () => {
    const app = path.join(dir, 'esbuild');
    const built = await time('esbuild', () => run(process.execPath, ['build.mjs'], { cwd: app }));
    expect(built.code, tail(built)).toBe(0);
    const config = { host: inject('apiUrl'), firebase: { apiKey: 'demo-api-key', authDomain: '127.0.0.1', projectId }, authEmulatorUrl: authEmulatorUrl() };
    const html = path.join(app, 'dist', 'index.html');
    writeFileSync(html, readFileSync(html, 'utf8').replace('content="{}"', `content="${JSON.stringify(config).replaceAll('"', '&quot;')}"`));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    servers.push(await serve('esbuild', binOf(dir, 'vite'), ['preview', '--outDir', 'dist', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { cwd: app, url }));

    const page = await browser.newPage();
    await page.goto(`${url}/index.html`);
    const styles = () =>
      page.evaluate(() => {
        const sheets = document.querySelector('ticketkit-city-picker')?.shadowRoot?.adoptedStyleSheets ?? [];
        const rules = sheets.flatMap((s) => [...s.cssRules].map((r) => r.cssText));
        return { rules: rules.length, text: rules.join('\n') };
      });
    await expect.poll(async () => (await styles()).rules, { timeout: 20_000 }).toBeGreaterThan(20);
    const { text } = await styles();
    expect(text).not.toContain('[object Object]');
    expect(text).toContain('--ticketkit-color-primary');
    // The screen itself drew from the real API inside those styles.
    await page.locator('ticketkit-city-picker').getByRole('combobox').first().waitFor({ timeout: 20_000 });
    await page.close();
  }, 120_000);

  describe('a Vite + React 19 app under strict TypeScript', () => {
    const app = () => path.join(dir, 'vite-app');
    let url = '';

    it('type-checks with exactOptionalPropertyTypes (tsc -b) and builds (vite build)', async () => {
      const typecheck = await time('vite app tsc -b', () => run(binOf(dir, 'tsc'), ['-b'], { cwd: app() }));
      expect(typecheck.code, tail(typecheck)).toBe(0);
      const env = { VITE_TICKETKIT_HOST: inject('apiUrl'), VITE_TICKETKIT_PROJECT_ID: projectId, VITE_TICKETKIT_AUTH_EMULATOR: authEmulatorUrl() };
      const build = await time('vite build', () => run(binOf(dir, 'vite'), ['build'], { cwd: app(), env }));
      expect(build.code, tail(build)).toBe(0);
      const port = await freePort();
      url = `http://127.0.0.1:${port}`;
      servers.push(await serve('vite-app', binOf(dir, 'vite'), ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { cwd: app(), url }));
    }, 300_000);

    it('type-checks an import of every entry with skipLibCheck off and no ambient types: our .d.ts need nothing of Vite or the monorepo', async () => {
      const file = readFileSync(path.join(app(), 'declarations', 'every-entry.ts'), 'utf8');
      const entries = packed.flatMap((p) => {
        const { exports } = JSON.parse(readFileSync(path.join(dir, 'node_modules', p.name, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
        return Object.keys(exports).map((key) => (key === '.' ? p.name : `${p.name}/${key.slice(2)}`));
      });
      expect(entries.filter((entry) => !file.includes(`'${entry}'`))).toEqual([]);
      const checked = await time('declarations tsc', () => run(binOf(dir, 'tsc'), ['-p', 'tsconfig.declarations.json'], { cwd: app() }));
      expect(checked.code, tail(checked)).toBe(0);
    }, 120_000);

    it('books in Chromium against the reference API with BookingFlow and with <ticketkit-booking> in JSX', async () => {
      expect(url, 'the app did not build').not.toBe('');
      const account = await createAccount({ email: uniqueEmail('vite.partner'), displayName: 'Ishaan Vite' });
      const page = await browser.newPage();
      await page.goto(url);

      // The React component: signs in inside the flow, then pays in the sandbox.
      const flow = page.locator('#react-flow');
      await chooseOneTicketInNagpur(flow);
      await flow.getByRole('heading', { name: 'Sign in to book' }).waitFor();
      await fillSignIn(flow, account);
      const fromFlow = await payAndConfirm(flow);
      await expect.poll(() => page.locator('#confirmed-by-flow').innerText()).toBe(fromFlow);

      // The custom element in JSX, on the same SDK: already signed in. React 19 set its
      // `appearance` as the object itself, and the screen is themed by it.
      const element = page.locator('#element ticketkit-booking');
      const primary = () => element.evaluate((el) => getComputedStyle(el.shadowRoot!.querySelector('.tk-root')!).getPropertyValue('--ticketkit-color-primary').trim());
      await expect.poll(primary).toBe('#0b7a75');
      await chooseOneTicketInNagpur(element);
      const fromElement = await payAndConfirm(element);
      expect(fromElement).not.toBe(fromFlow);
      await expect.poll(() => page.locator('#confirmed-by-element').innerText()).toBe(fromElement);

      // The README's analytics snippet heard the element's booking with its detail.
      const tracked = await page.evaluate(() => (window as unknown as { trackedPurchases: { id: string; value: number; currency: string }[] }).trackedPurchases);
      expect(tracked).toEqual([{ id: fromElement, value: expect.any(Number), currency: 'INR' }]);
      expect(tracked[0]?.value).toBeGreaterThan(0);
      await page.close();
    }, 180_000);
  });

  it('builds a Next.js App Router app whose page hydrates the provider (loadTicketkit) and an element without a hydration error', async () => {
    const app = path.join(dir, 'next-app');
    const env = {
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_PUBLIC_TICKETKIT_HOST: inject('apiUrl'),
      NEXT_PUBLIC_TICKETKIT_PROJECT_ID: projectId,
      NEXT_PUBLIC_TICKETKIT_AUTH_EMULATOR: authEmulatorUrl(),
    };
    const build = await time('next build', () => run(binOf(dir, 'next'), ['build'], { cwd: app, env }));
    expect(build.code, tail(build)).toBe(0);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    servers.push(await serve('next', binOf(dir, 'next'), ['start', '-H', '127.0.0.1', '-p', String(port)], { cwd: app, url, env }));

    // The server's HTML already holds the page, the provider's loading state and the element.
    const served = await (await fetch(url)).text();
    expect(served).toContain('Concerts this week');
    expect(served).toContain('<ticketkit-events');

    const page = await browser.newPage();
    const problems = watchConsole(page);
    await page.goto(url);
    await page.locator('#element ticketkit-events').getByRole('heading', { level: 2, name: /Nagpur/ }).waitFor({ timeout: 30_000 });
    // Hydrated: the provider's SDK resolved in the browser and the flow answers a click.
    const flow = page.locator('#react-flow');
    await flow.getByRole('button', { name: 'Book tickets' }).click({ timeout: 30_000 });
    await flow.getByRole('button', { name: /^Nagpur · / }).waitFor();
    expect(problems.filter((p) => HYDRATION_ERROR.test(p))).toEqual([]);
    await page.close();
  }, 300_000);
});

/** Console errors and uncaught exceptions of a page. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(String(e)));
  return problems;
}

/** Fills the attendee's phone, pays in the sandbox and answers the confirmed booking's id. */
async function payAndConfirm(scope: Locator): Promise<string> {
  await scope.getByRole('form', { name: 'Attendee details' }).waitFor();
  await scope.getByRole('textbox', { name: 'Phone (with country code)' }).fill('+919800011122');
  await scope.getByRole('button', { name: /^Confirm and pay / }).click();
  await payInSandbox(scope, 'upi', 'succeed');
  await scope.getByRole('heading', { name: 'You’re going!' }).waitFor();
  const text = await scope.getByText(/^Booking ID: /).innerText();
  return text.replace('Booking ID: ', '').trim();
}
