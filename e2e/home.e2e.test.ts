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

  it('marks every stop a keyboard user tabs to, on a phone, with a ring the page does not cut off', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(inject('siteUrl'));
    await page.getByRole('heading', { name: 'Events in Nagpur' }).waitFor();
    await page.locator('.tk-featured-row .tk-card-link').first().waitFor();
    const stops: string[] = [];
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      // The browser scrolls a focused element into view in its next frame.
      await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))));
      stops.push(
        await page.evaluate(() => {
          const focused = document.activeElement!;
          const own = getComputedStyle(focused);
          // A card's link draws its ring around the whole card, the target.
          const drawn = own.outlineStyle === 'none' ? (focused.closest('.tk-card') ?? focused) : focused;
          const style = getComputedStyle(drawn);
          const name = `${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 30)} <${focused.tagName.toLowerCase()}>`;
          if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2) return `${name}: no ring`;
          // A scrolling row around it must leave room for the ring on every side where the element is inside the row.
          const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
          const box = drawn.getBoundingClientRect();
          for (let clip = drawn.parentElement; clip; clip = clip.parentElement) {
            const c = getComputedStyle(clip);
            if (c.overflowX === 'visible' && c.overflowY === 'visible') continue;
            if (clip === document.body || clip === document.documentElement) break;
            const r = clip.getBoundingClientRect();
            const top = r.top + clip.clientTop;
            const left = r.left + clip.clientLeft;
            if ((box.top >= top && box.top - reach < top - 0.5) || (box.left >= left && box.left - reach < left - 0.5)) return `${name}: ring cut off by ${clip.className}`;
          }
          return `${name}: ring`;
        }),
      );
    }
    expect(stops.filter((stop) => !stop.endsWith(': ring')), stops.join('\n')).toEqual([]);
    // The header, the category chips, the quick filters and the featured cards were among them.
    expect(stops.some((stop) => stop.startsWith('Music'))).toBe(true);
    expect(stops.some((stop) => stop.startsWith('Today'))).toBe(true);
    await context.close();
  });
});
