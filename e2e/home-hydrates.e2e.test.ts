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
});
