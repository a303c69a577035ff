import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';

describe('the home page against the running stack', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('lists the seeded events of the default city, Nagpur, read from the API', async () => {
    const page = await browser.newPage();
    await page.goto(inject('siteUrl'));
    await page.getByRole('heading', { name: 'Events in Nagpur' }).waitFor();
    const events = await fetch(`${inject('apiUrl')}/v1/events?city=nagpur&limit=1`).then((r) => r.json() as Promise<{ items: { title: string }[] }>);
    const first = events.items[0]?.title;
    expect(first).toBeTruthy();
    await page.getByRole('heading', { name: first }).first().waitFor();
    expect(await page.title()).toBe('Events in your city · Ticketkit');
    await page.close();
  });
});
