import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';

describe('given an unknown address with three parts (the shape of /{event_city}/{event_name}/{id})', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows the helpful 404 with search and the home link, not an error with a retry that cannot work', async () => {
    const page = await browser.newPage();
    await page.goto(`${inject('siteUrl')}/no/such/page`);
    await page.getByRole('heading', { name: 'We couldn’t find that page' }).waitFor();
    expect(await page.getByLabel('Search events').inputValue()).toBe('page');
    expect(await page.getByRole('link', { name: 'home page' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(await page.title()).toBe('Page not found · Ticketkit');
    await page.close();
  });

  it('still shows a real event on its city address', async () => {
    const event = await fetch(`${inject('apiUrl')}/v1/events/ev_025`).then((r) => r.json() as Promise<{ slug: string; title: string }>);
    const page = await browser.newPage();
    await page.goto(`${inject('siteUrl')}/nagpur/${event.slug}/ev_025`);
    await page.getByRole('heading', { name: event.title, level: 2 }).waitFor();
    expect(await page.getByRole('heading', { name: 'We couldn’t find that page' }).count()).toBe(0);
    await page.close();
  });
});
