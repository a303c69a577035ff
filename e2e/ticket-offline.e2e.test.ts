import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bookThroughApi, createAccount, fillSignIn, uniqueEmail, type Account } from './accounts.ts';
import { launchBrowser } from './browser.ts';
import { useBuiltSite } from './builtSite.ts';

const api = <T>(p: string) => fetch(`${inject('apiUrl')}/v1${p}`).then((r) => r.json() as Promise<T>);

/** An on-sale session without a waiting room whose first ticket type has tickets left. */
async function sessionOnSale(): Promise<string> {
  const events = (await api<{ items: { id: string }[] }>('/events?city=pune&limit=20')).items;
  for (const event of events) {
    const sessions = (await api<{ items: { id: string; status: string; highDemand?: unknown }[] }>(`/events/${event.id}/sessions?city=pune`)).items;
    for (const session of sessions.filter((s) => s.status === 'on-sale' && !s.highDemand)) {
      const first = (await api<{ items: { available: number }[] }>(`/sessions/${session.id}/ticket-types`)).items[0];
      if (first && first.available >= 1) return session.id;
    }
  }
  throw new Error('the seed has no Pune session on sale');
}

/** The names of the caches the page's origin holds, and whether any of them answers `url`. */
function cachesHolding(page: Page, url: string): Promise<{ names: string[]; holds: boolean }> {
  return page.evaluate(async (u) => {
    const names = await caches.keys();
    const answers = await Promise.all(names.map(async (n) => Boolean(await (await caches.open(n)).match(u, { ignoreVary: true }))));
    return { names, holds: answers.some(Boolean) };
  }, url);
}

describe('given a person who opened their ticket on the built site', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let account: Account;
  // The service worker is registered by the built site only (the e2e stack's dev server has none).
  const site = useBuiltSite();
  beforeAll(async () => {
    browser = await launchBrowser();
    account = await createAccount({ email: uniqueEmail('offline.ticket'), displayName: 'Meera Kulkarni' });
  }, 300_000);
  afterAll(() => browser?.close());

  it('shows the ticket and its QR code after an offline reload following its first visit, and signing out deletes what was kept', async () => {
    const { id } = await bookThroughApi(account, await sessionOnSale());
    const bookingUrl = `${inject('apiUrl')}/v1/bookings/${id}`;
    const ticketPath = `/yourtickets/${id}`;

    // Signed in on a device whose browser has not run the site's worker yet (blocked here), so
    // nothing of the ticket is kept before the visit below.
    const signingIn = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const signInPage = await signingIn.newPage();
    signInPage.setDefaultTimeout(20_000);
    await signInPage.goto(`${site.url}/login`);
    await fillSignIn(signInPage, account);
    await signInPage.waitForURL((url) => url.pathname !== '/login');
    const session = await signingIn.storageState({ indexedDB: true });
    await signingIn.close();

    // The first visit to the ticket: the page loads it before any worker is in charge (the worker
    // is registered once the page has loaded).
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: session });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const qr = page.getByRole('img', { name: new RegExp(`booking ${id}`) }).first();
    const bookingLoaded = page.waitForResponse((r) => r.url() === bookingUrl && r.request().method() === 'GET');
    // The worker's script is held until the page has its booking: on a slow machine the page can go
    // idle, register the worker and be claimed by it before signing in is restored and the booking
    // asked for, and then the worker's own network-first copy, not the first-visit hand-over, would
    // keep the ticket.
    await context.route((url) => url.pathname === '/sw.js', async (route) => {
      await bookingLoaded;
      await route.continue();
    });
    await page.goto(`${site.url}${ticketPath}`);
    expect((await bookingLoaded).fromServiceWorker()).toBe(false);
    await qr.waitFor();
    const title = await page.getByRole('heading', { level: 2 }).first().innerText();
    // The worker takes charge of the page and keeps this booking for this account from that one visit.
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 }).toBe(true);
    await expect.poll(async () => (await cachesHolding(page, bookingUrl)).holds, { timeout: 20_000 }).toBe(true);

    await context.setOffline(true);
    // Offline for real: the API cannot be reached from the page.
    expect(await page.evaluate((u) => fetch(u).then(() => 'reached', () => 'unreachable'), `${inject('apiUrl')}/v1/health`)).toBe('unreachable');
    await page.reload();
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    await qr.waitFor();
    expect(await qr.locator('path').getAttribute('d')).toBeTruthy();

    await context.setOffline(false);
    await page.goto(`${site.url}/userprofile`);
    await page.getByRole('button', { name: 'Sign out', exact: true }).last().click();
    await expect.poll(async () => (await cachesHolding(page, bookingUrl)).names.filter((n) => n.startsWith('tk-tickets-')), { timeout: 20_000 }).toEqual([]);
    expect((await cachesHolding(page, bookingUrl)).holds).toBe(false);

    // Offline again, the ticket's address shows no ticket to whoever holds the device now.
    await context.setOffline(true);
    await page.goto(`${site.url}${ticketPath}`);
    await page.waitForLoadState('load');
    await page.getByRole('heading').first().waitFor();
    expect(await qr.count()).toBe(0);
    expect(await page.getByRole('heading', { name: title }).count()).toBe(0);
  });
});
