import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';

interface Listed {
  id: string;
  slug: string;
  title: string;
}

/**
 * An event's page shows the event in three places: the page checks the id exists (else the site's
 * 404), the document's title and description name it, and the booking flow draws it. One request
 * to the API serves all three.
 */
describe('an event page asks the API for its event once', () => {
  let browser: Browser;
  let event: Listed;
  beforeAll(async () => {
    browser = await launchBrowser();
    const list = await fetch(`${inject('apiUrl')}/v1/events?city=nagpur&limit=1`).then((r) => r.json() as Promise<{ items: Listed[] }>);
    event = list.items[0]!;
  });
  afterAll(() => browser?.close());

  /** A new page and how many `GET /v1/events/{id}` it has made so far. */
  async function countingPage(): Promise<{ page: Page; count: () => number }> {
    const page = await browser.newPage();
    const own = new RegExp(`/v1/events/${event.id}$`);
    let count = 0;
    page.on('request', (request) => {
      if (request.method() === 'GET' && own.test(new URL(request.url()).pathname)) count += 1;
    });
    return { page, count: () => count };
  }

  /** Visits `path`, waits for the event's title in the document and for the network to settle, and counts `GET /v1/events/{id}`. */
  async function eventRequests(path: string, title: string): Promise<number> {
    const { page, count } = await countingPage();
    await page.goto(inject('siteUrl') + path);
    await page.waitForFunction((t) => document.title === t, `${title} · Ticketkit`);
    await page.waitForLoadState('networkidle');
    await page.close();
    return count();
  }

  it('on the event’s own address, where the page, its title and the flow all show it', async () => {
    expect(await eventRequests(`/nagpur/${event.slug}/${event.id}`, event.title)).toBe(1);
  });

  it('on its dates, where the title and the flow show it', async () => {
    expect(await eventRequests(`/dateselect/${event.slug}/${event.id}?city=nagpur`, `Choose a date · ${event.title}`)).toBe(1);
  });

  it('through a visit from the event’s page to its dates and on to its tickets, each step showing it', async () => {
    const { page, count } = await countingPage();
    await page.goto(`${inject('siteUrl')}/nagpur/${event.slug}/${event.id}`);
    await page.getByRole('heading', { name: event.title, level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Book tickets' }).click();
    await page.waitForURL(new RegExp(`/dateselect/${event.slug}/${event.id}\\?city=nagpur$`));
    await page.getByRole('heading', { name: 'Choose a date', level: 2 }).waitFor();
    await page.waitForFunction((t) => document.title === t, `Choose a date · ${event.title} · Ticketkit`);
    await page.getByRole('button', { name: / at Nagpur / }).first().click();
    await page.waitForURL(new RegExp(`/ticketpage/${event.slug}/${event.id}\\?city=nagpur&session=`));
    await page.waitForFunction((t) => document.title === t, `Choose tickets · ${event.title} · Ticketkit`);
    await page.getByRole('button', { name: 'Continue to booking' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(count()).toBe(1);
    await page.close();
  });
});
