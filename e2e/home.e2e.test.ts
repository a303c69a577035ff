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

  it('makes every event card and category a real link: the browser keeps modifier and middle clicks, a plain click changes page in place', async () => {
    const { items } = await fetch(`${inject('apiUrl')}/v1/events?city=nagpur&limit=1`).then((r) => r.json() as Promise<{ items: { id: string; slug: string; title: string }[] }>);
    const event = items[0]!;
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(inject('siteUrl'));
    await page.getByRole('heading', { name: 'Events in Nagpur' }).waitFor();

    // The event's canonical address, /{event_city}/{event_name}/{id}.
    const card = page.getByRole('link', { name: event.title, exact: true }).first();
    const href = `/nagpur/${event.slug}/${event.id}`;
    expect(await card.getAttribute('href')).toBe(href);

    // Ctrl-click and middle click open the event in a new tab; this page stays where it is.
    for (const click of [() => card.click({ modifiers: ['Control'] }), () => card.click({ button: 'middle' })]) {
      const [tab] = await Promise.all([context.waitForEvent('page'), click()]);
      await tab.waitForURL((url) => url.pathname === href);
      await tab.getByRole('heading', { name: event.title }).first().waitFor();
      await tab.close();
      expect(new URL(page.url()).pathname).toBe('/');
    }

    // A plain click changes page without reloading it.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await card.click();
    await page.waitForURL((url) => url.pathname === href);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // The category navigation is made of links too.
    await page.goBack();
    await page.getByRole('heading', { name: 'Events in Nagpur' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Categories' });
    const music = nav.getByRole('link', { name: 'Music' });
    expect(await music.getAttribute('href')).toBe('/category/music');
    expect(await nav.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
    await music.click();
    await page.waitForURL((url) => url.pathname === '/category/music');
    await page.getByRole('heading', { name: 'Music in Nagpur' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await nav.getByRole('link', { name: 'Music' }).getAttribute('aria-current')).toBe('page');
    await context.close();
  });
});
