// The built Storybook is what designers open: this builds it the way `npm run build-storybook`
// does, then reads it in Chromium as a designer would, with nothing reachable but the build.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../e2e/browser.ts';
import { ELEMENTS, attributeOf } from '../packages/widget/src/elements/registry.ts';
import { EVENT_CALLBACKS } from '../packages/widget/src/events.ts';
import { APPEARANCE_VARIABLES } from '../packages/widget/src/styles/appearance.ts';
import { freePort, root, run } from './stack.mjs';

const GUIDES = ['guides-embedding--docs', 'guides-events--docs', 'guides-theming--docs', 'guides-react-api--docs'];
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface IndexEntry {
  id: string;
  title: string;
  type: 'story' | 'docs';
  tags?: string[];
  importPath: string;
}

let out: string;
let buildLog: string;
let index: IndexEntry[];
let server: PreviewServer;
let browser: Browser;
let base: string;
/** Every address the pages asked for that is not the built Storybook. */
const elsewhere: string[] = [];

beforeAll(async () => {
  out = mkdtempSync(path.join(tmpdir(), 'storybook-docs-'));
  // Killed short of the hook's own timeout, so that a hung build fails with its output.
  const build = await run('npm', ['run', 'build-storybook', '--', '--output-dir', out, '--quiet'], {
    env: { STORYBOOK_DISABLE_TELEMETRY: '1', NO_UPDATE_NOTIFIER: '1' },
    timeoutMs: 270_000,
  });
  buildLog = `${build.stdout}\n${build.stderr}`;
  expect(build.code, buildLog).toBe(0);
  index = Object.values((JSON.parse(readFileSync(path.join(out, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> }).entries);
  const port = await freePort();
  server = await preview({ configFile: false, logLevel: 'silent', build: { outDir: out }, preview: { host: '127.0.0.1', port, strictPort: true } });
  base = `http://127.0.0.1:${port}`;
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (out) rmSync(out, { recursive: true, force: true });
});

async function openDocs(id: string): Promise<Page> {
  const page = await browser.newPage();
  page.on('request', (request) => {
    if (!request.url().startsWith(base) && !request.url().startsWith('data:')) elsewhere.push(request.url());
  });
  await page.goto(`${base}/iframe.html?viewMode=docs&id=${id}`);
  await page.locator('.sbdocs-content').first().waitFor();
  return page;
}

/** The text of every cell of the table labelled `label`, row by row (the row's header first). */
function tableRows(page: Page, label: string): Promise<string[][]> {
  return page.getByRole('table', { name: label }).locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent?.trim() ?? '')));
}

/**
 * axe on the docs page. `exclude` leaves out parts checked elsewhere: a component's page shows each
 * of its stories, which the storybook projects check one by one, and several states of one screen
 * side by side repeat its landmarks by design.
 */
async function axeViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async (exclude) => {
    type Result = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run(context: { include: string[]; exclude: string[] }): Promise<Result> } }).axe;
    const { violations } = await axe.run({ include: ['#storybook-docs'], exclude });
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, exclude);
}

describe('given the built Storybook', () => {
  it('was built with docgen reading every component file', () => {
    // react-docgen-typescript warns once for each file it leaves out (the log wraps its lines in a box).
    const skipped = [...buildLog.replace(/\s*│\s*/g, ' ').matchAll(/Skipping docgen for "([^"]+)"/g)].map((m) => path.relative(root, m[1]!));
    expect(skipped).toEqual([]);
  });

  it('has a docs page for every component with stories, and the four guides', () => {
    const storyTitles = new Set(index.filter((e) => e.type === 'story').map((e) => e.title));
    const autodocs = new Set(index.filter((e) => e.type === 'docs' && e.tags?.includes('autodocs')).map((e) => e.title));
    expect(storyTitles.size).toBeGreaterThan(30);
    expect([...storyTitles].filter((title) => !autodocs.has(title))).toEqual([]);
    expect(index.filter((e) => e.type === 'docs').map((e) => e.id)).toEqual(expect.arrayContaining(GUIDES));
  });

  it('knows the props of the component (or a subcomponent) of every stories file, from docgen', async () => {
    const page = await openDocs('guides-embedding--docs');
    const firstStories = [...new Map(index.filter((e) => e.type === 'story').map((e) => [e.importPath, e.id])).values()];
    const undocumented = await page.evaluate(async (ids) => {
      type Documented = { __docgenInfo?: { displayName?: string; props?: Record<string, unknown> } };
      const store = (window as unknown as { __STORYBOOK_PREVIEW__: { storyStoreValue: { loadCSFFileByStoryId(id: string): Promise<{ meta: { title: string; component?: Documented; subcomponents?: Record<string, Documented> } }> } } }).__STORYBOOK_PREVIEW__.storyStoreValue;
      const missing: string[] = [];
      for (const id of ids) {
        const { meta } = await store.loadCSFFileByStoryId(id);
        const components = [meta.component, ...Object.values(meta.subcomponents ?? {})].filter((c) => c !== undefined);
        const documented = components.filter((c) => Object.keys(c.__docgenInfo?.props ?? {}).length > 0);
        if (documented.length === 0) missing.push(meta.title);
      }
      return missing;
    }, firstStories);
    await page.close();
    expect(firstStories.length).toBeGreaterThan(30);
    expect(undocumented).toEqual([]);
  });

  it("shows a component's prop table with its props and their descriptions", async () => {
    const page = await openDocs('widget-booking-flow--docs');
    const table = page.locator('.docblock-argstable').first();
    await table.waitFor();
    const names = await table.locator('tbody tr td:first-child').allTextContents();
    expect(names.map((n) => n.replace(/\*$/, '').trim())).toEqual(expect.arrayContaining(['eventId', 'deepLink', 'onBookingConfirmed']));
    await expect(table.textContent()).resolves.toContain('Start at this event');
    expect(await axeViolations(page, ['.docs-story'])).toEqual([]);
    await page.close();
  });

  it('lists every host-page event from events.ts with its React callback and detail', async () => {
    const page = await openDocs('guides-events--docs');
    const rows = await tableRows(page, 'Host-page events');
    expect(rows.map((r) => r[0])).toEqual(Object.keys(EVENT_CALLBACKS));
    expect(rows.map((r) => r[1])).toEqual(Object.values(EVENT_CALLBACKS));
    expect(rows.find((r) => r[0] === 'ticketkit:booking-confirmed')).toEqual([
      'ticketkit:booking-confirmed',
      'onBookingConfirmed',
      '{ version: 1; bookingId: string; amount: number; currency: string }',
      expect.stringContaining('Never for a booking still waiting for its payment'),
    ]);
    expect(rows.filter((r) => r[3] === '').map((r) => r[0])).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('lists every appearance variable with its custom property and its light and dark defaults', async () => {
    const page = await openDocs('guides-theming--docs');
    const rows = await tableRows(page, 'Appearance variables');
    expect(rows.map((r) => [r[0], r[1]])).toEqual(Object.entries(APPEARANCE_VARIABLES));
    expect(rows.filter((r) => !r[2] || !r[3]).map((r) => r[0])).toEqual([]);
    // The primary colour differs between the themes; the font does not.
    const primary = rows.find((r) => r[0] === 'colorPrimary')!;
    expect(primary[2]).not.toBe(primary[3]);
    await page.getByRole('button', { name: 'Add one Gold ticket' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('lists every custom element with its attributes from the registry', async () => {
    const page = await openDocs('guides-embedding--docs');
    const rows = await tableRows(page, 'Custom elements');
    expect(rows).toEqual(Object.entries(ELEMENTS).map(([name, { props }]) => [`<${name}>`, props.map(attributeOf).join(', ')]));
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it("shows the React API's provider and flow props", async () => {
    const page = await openDocs('guides-react-api--docs');
    const tables = page.locator('.docblock-argstable');
    await tables.nth(1).waitFor();
    const provider = await tables.nth(0).locator('tbody tr td:first-child').allTextContents();
    expect(provider.map((n) => n.trim())).toEqual(expect.arrayContaining(['sdk', 'locale', 'appearance', 'onBookingConfirmed']));
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('asks for nothing outside the build', () => {
    expect(elsewhere).toEqual([]);
  });
});
