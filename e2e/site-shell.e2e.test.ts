import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';

describe('the site shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const open = async (path: string): Promise<Page> => {
    const page = await browser.newPage();
    await page.goto(inject('siteUrl') + path);
    return page;
  };

  it('shows a helpful 404 with search and the home link for an unknown route', async () => {
    const page = await open('/no-such/thing');
    await page.getByRole('heading', { name: 'We couldn’t find that page' }).waitFor();
    expect(await page.getByLabel('Search events').inputValue()).toBe('thing');
    expect(await page.getByRole('link', { name: 'home page' }).getAttribute('href')).toBe('/');
    expect(await page.title()).toBe('Page not found · Ticketkit');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/search\?q=thing$/);
    await page.close();
  });

  describe('given a screen chunk that fails to load', () => {
    it('offers a retry that loads the screen once the network is back', async () => {
      const page = await browser.newPage();
      // Fail every request for the About page's chunk until we let it through.
      let failing = true;
      await page.route(/AboutPage/, (route) => (failing ? route.abort('failed') : route.continue()));
      // The first failure reloads once (a new deploy may have removed the chunk); mark that done.
      await page.addInitScript(() => sessionStorage.setItem('ticketkit:chunk-reload', '/aboutus'));
      await page.goto(inject('siteUrl') + '/aboutus');
      await page.getByRole('heading', { name: 'This page could not load' }).waitFor();
      failing = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { name: 'About us' }).waitFor();
      expect(await page.title()).toBe('About us · Ticketkit');
      await page.close();
    });
  });

  it('gives every static page its own title and description', async () => {
    const page = await open('/terms-condition');
    await page.getByRole('heading', { name: 'Terms and conditions' }).waitFor();
    expect(await page.title()).toBe('Terms and conditions · Ticketkit');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/holds, payment/);
    await page.close();
  });
});
