import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { useBuiltSite } from './builtSite.ts';

/** What the page holds before its scripts run, and every error it reports (React reports a failed hydration as one). */
declare global {
  interface Window {
    prerendered?: Element[];
    pageErrors?: string[];
  }
}

/**
 * Before any script runs (the document is parsed; deferred and module scripts wait for this moment),
 * keep the prerendered page heading (the event list's), the header and the quick filters, to compare after hydration.
 */
function keepPrerenderedNodes() {
  window.pageErrors = [];
  window.addEventListener('error', (e) => window.pageErrors?.push(String(e.message)));
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    window.prerendered = ['main h1', 'header', 'main nav'].map((s) => document.querySelector(s)).filter((n): n is Element => n !== null);
  });
}

describe('the built home page', () => {
  let browser: Browser;
  // The e2e stack serves the dev server, which has no prerendered page.
  const site = useBuiltSite();
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function visit(setup?: () => void): Promise<{ page: Page; consoleErrors: string[] }> {
    const page = await browser.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    page.on('pageerror', (e) => consoleErrors.push(e.message));
    if (setup) await page.addInitScript(setup);
    await page.addInitScript(keepPrerenderedNodes);
    await page.goto(site.url);
    return { page, consoleErrors };
  }

  /** Waits for the API's events (they arrive after hydration), then checks React kept the prerendered nodes. */
  async function expectHydrated(page: Page, consoleErrors: string[], city: string) {
    await page.getByRole('heading', { name: `Events in ${city}`, level: 1 }).waitFor();
    await page.locator('main article').first().waitFor();
    const kept = await page.evaluate(() => ({
      count: window.prerendered?.length ?? 0,
      connected: window.prerendered?.every((n) => n.isConnected) ?? false,
      sameHeading: window.prerendered?.[0] === document.querySelector('main h1'),
      errors: window.pageErrors ?? [],
    }));
    expect(kept).toEqual({ count: 3, connected: true, sameHeading: true, errors: [] });
    expect(consoleErrors).toEqual([]);
  }

  it('is hydrated: React keeps the prerendered nodes and reports no mismatch', async () => {
    const { page, consoleErrors } = await visit();
    expect(await page.locator('#root').getAttribute('data-prerender-city')).toBe('nagpur');
    await expectHydrated(page, consoleErrors, 'Nagpur');
    await page.close();
  });

  it('is hydrated for a returning visitor with another city, then shows their city', async () => {
    const { page, consoleErrors } = await visit(() => localStorage.setItem('city', JSON.stringify('pune')));
    await expectHydrated(page, consoleErrors, 'Pune');
    await page.close();
  });

  it("preloads the first card's poster with the card's own srcset and sizes, so the poster is fetched once", async () => {
    const page = await browser.newPage();
    // What went to the network, from Chromium itself: Playwright's own request events also count a
    // fetch the browser answered from a preload, which never reached the network.
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    const requested: string[] = [];
    network.on('Network.requestWillBeSent', (e) => requested.push(e.request.url));
    await page.goto(site.url);
    const lead = page.locator('main article img[fetchpriority="high"]');
    await lead.waitFor();
    await expect.poll(() => lead.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc !== '')).toBe(true);
    const seen = await lead.evaluate((img: HTMLImageElement) => {
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
      return {
        card: { srcset: img.getAttribute('srcset'), sizes: img.getAttribute('sizes') },
        preloads: links.map((l) => ({ srcset: l.getAttribute('imagesrcset'), sizes: l.getAttribute('imagesizes') })),
        priority: links[0]?.fetchPriority,
        file: img.currentSrc,
        // Only the first card's link: which of the list is first is the list's to decide (leadEvent).
        first: img.closest('ul')?.querySelector('li:first-child img') === img,
      };
    });
    expect(seen.first).toBe(true);
    expect(seen.card.srcset).toContain('400w');
    expect(seen.preloads).toEqual([seen.card]);
    expect(seen.priority).toBe('high');
    expect(requested.filter((u) => u === seen.file)).toHaveLength(1);
    await page.close();
  });

  it('preloads no poster for a list the HTML did not ask for (a quick filter)', async () => {
    const page = await browser.newPage();
    await page.goto(`${site.url}/?price=free`);
    await page.locator('main').getByRole('heading', { level: 1 }).waitFor();
    // Every request of the page answered: a preload of the unfiltered list's poster would be in by then.
    await page.waitForLoadState('networkidle');
    expect(await page.locator('link[rel="preload"][as="image"]').count()).toBe(0);
    await page.close();
  });
});
