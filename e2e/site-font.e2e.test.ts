import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { useBuiltSite } from './builtSite.ts';

const FAMILY = 'Noto Sans Devanagari Variable';
/** The self-hosted file's own name for itself; the machine has no font of that name installed. */
const DRAWN = [{ familyName: 'Noto Sans Devanagari', isCustomFont: true }];
/** How late the font arrives: long enough that the page is first drawn in the fallback and then swaps, as on a slow phone. */
const FONT_DELAY_MS = 700;

declare global {
  interface Window {
    layoutShift?: number;
  }
}

/** Adds up every layout shift not caused by input, from the first paint on (the figure CLS is made of). */
function recordLayoutShifts() {
  window.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) window.layoutShift = (window.layoutShift ?? 0) + entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * The fonts Chromium actually drew a node's text with (the DevTools protocol's answer, not the
 * stylesheet's wish): the name inside the font file, and whether it came from the page rather than the machine.
 */
async function fontsDrawing(page: Page, selector: string): Promise<{ familyName: string; isCustomFont: boolean }[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.filter((f) => f.glyphCount > 0).map(({ familyName, isCustomFont }) => ({ familyName, isCustomFont }));
}

/** Which of the font's subset files the page loaded, by the first code point of each face's range. */
function loadedSubsets(page: Page): Promise<Record<string, string>> {
  return page.evaluate((family) => {
    const out: Record<string, string> = {};
    document.fonts.forEach((face) => {
      if (face.family.replace(/"/g, '') !== family) return;
      const range = face.unicodeRange;
      const name = range.includes('U+900-97F') ? 'devanagari' : range.startsWith('U+0-FF') ? 'latin' : 'latin-ext';
      out[name] = face.status;
    });
    return out;
  }, FAMILY);
}

describe('the site in its own typeface', () => {
  let browser: Browser;
  // The font's files, preload and fallback are what the build emits.
  const site = useBuiltSite();
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function openHome(locale: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale });
    const page = await context.newPage();
    await page.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
      await route.continue();
    });
    await page.addInitScript(recordLayoutShifts);
    await page.goto(site.url);
    await page.locator('main article').first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    return page;
  }

  it('draws English in the font from the site’s own origin', async () => {
    const page = await openHome('en-IN');
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('main h1')!).fontFamily)).toMatch(/^"?Noto Sans Devanagari Variable/);
    expect(await fontsDrawing(page, 'main h1')).toEqual(DRAWN);
    expect((await loadedSubsets(page)).latin).toBe('loaded');
    const fontOrigins = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.woff2')).map((r) => new URL(r.name).origin),
    );
    expect(fontOrigins.length).toBeGreaterThan(0);
    // The page asks for the Latin file before its stylesheet does, and it is the file the text is drawn with.
    const preloaded = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel=preload][as=font]')?.href);
    expect(preloaded).toMatch(/\/assets\/noto-sans-devanagari-latin-wght-normal-[\w-]+\.woff2$/);
    expect(await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name).filter((n) => n.includes('-latin-wght-')))).toEqual([preloaded]);
    expect(new Set(fontOrigins)).toEqual(new Set([new URL(site.url).origin]));
    await page.context().close();
  });

  it('draws Hindi in the font’s Devanagari file for a Hindi reader', async () => {
    const page = await openHome('hi-IN');
    expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');
    expect(await fontsDrawing(page, 'main h1')).toEqual(DRAWN);
    expect((await loadedSubsets(page)).devanagari).toBe('loaded');
    await page.context().close();
  });

  it('draws text in the fallback at the font’s width and line height, so the swap moves no line', async () => {
    /** A phone-wide paragraph in the site's font stack, as the page's own text is set: its width on one line and its height wrapped. */
    const measure = (page: Page) =>
      page.evaluate(() => {
        const p = document.createElement('p');
        p.style.cssText = 'position:absolute;top:0;left:0;width:358px;font:16px/normal var(--site-font);margin:0';
        p.textContent = 'Book tickets to concerts, comedy, theatre and more in your city. Sat, 28 Nov, 7:30 pm at the Open Air Theatre, 800 onwards.';
        const line = document.createElement('span');
        line.style.cssText = 'position:absolute;top:0;left:0;white-space:nowrap;font:16px var(--site-font)';
        line.textContent = p.textContent;
        document.body.append(p, line);
        const out = { width: line.getBoundingClientRect().width, height: p.getBoundingClientRect().height };
        p.remove();
        line.remove();
        return out;
      });
    const withFont = await openHome('en-IN');
    const drawn = await measure(withFont);
    await withFont.context().close();
    // The font never arrives: the page stays in its fallback.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const withoutFont = await context.newPage();
    await withoutFont.route('**/*.woff2', (route) => route.abort());
    await withoutFont.goto(site.url);
    await withoutFont.locator('main article').first().waitFor();
    const fallback = await measure(withoutFont);
    await context.close();
    expect(Math.abs(fallback.width / drawn.width - 1)).toBeLessThan(0.02);
    expect(Math.abs(fallback.height - drawn.height)).toBeLessThanOrEqual(2);
  });

  it.each(['en-IN', 'hi-IN'])('does not shift the home page’s layout when the font arrives late (%s)', async (locale) => {
    const page = await openHome(locale);
    // Whatever settles after the font (late images, the list's last rows) is counted too.
    await page.waitForTimeout(500);
    const shift = await page.evaluate(() => window.layoutShift ?? 0);
    expect(shift).toBeLessThanOrEqual(0.02);
    await page.context().close();
  });
});
