import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';

describe('the reference site against the running stack', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows the home page reading from the API', async () => {
    const page = await browser.newPage();
    await page.goto(inject('siteUrl'));
    await expect.poll(() => page.getByTestId('api-status').textContent()).toContain('API is up (pglite)');
    expect(await page.title()).toContain('Ticketkit');
  });
});
