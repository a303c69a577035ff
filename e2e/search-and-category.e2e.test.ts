import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';

interface Listed {
  items: { id: string; title: string; slug: string }[];
}
const api = (path: string) => fetch(`${inject('apiUrl')}/v1${path}`).then((r) => r.json());

describe('search and categories on the site', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const searchBox = (page: Page) => page.getByRole('combobox', { name: /^Search events/ });
  const options = (page: Page, group: string) => page.getByRole('group', { name: group }).getByRole('option');

  describe('given a shared link to /search?q=pune, opened with Nagpur selected', () => {
    it('shows Pune and the events held in Pune, each at its Pune venue', async () => {
      const inPune = (await api('/events?city=pune&limit=10')) as Listed;
      expect(inPune.items.length).toBeGreaterThan(0);
      const page = await browser.newPage();
      await page.goto(inject('siteUrl') + '/search?q=pune');
      expect(await searchBox(page).inputValue()).toBe('pune');
      await options(page, 'Cities').first().waitFor();
      expect(await options(page, 'Cities').allTextContents()).toEqual(['Pune — Maharashtra']);
      const events = await options(page, 'Events').allTextContents();
      expect(events.map((e) => e.split(' — ')[0])).toEqual(inPune.items.map((e) => e.title));
      expect(events.every((e) => e.split(' — ')[1]!.startsWith('Pune '))).toBe(true);
      await page.close();
    });
  });

  /**
   * Types "comedy", opens the first result and goes Back, then types " night", presses Enter and goes
   * Back: each step's address and entries as a person sees them. `slowPhone` throttles the CPU while the
   * result opens and Back is pressed, so Back can come before the result's page has rendered.
   */
  async function searchOpenBackAndSearchAgain(page: Page, { slowPhone = false } = {}) {
    await page.goto(inject('siteUrl') + '/');
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    await page.waitForURL(/\/search$/);
    const entries = await page.evaluate(() => history.length);
    await searchBox(page).pressSequentially('comedy');
    await page.waitForURL(/\/search\?q=comedy$/);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    const first = options(page, 'Events').first();
    const title = (await first.textContent())!.split(' — ')[0]!;
    const cdp = slowPhone ? await page.context().newCDPSession(page) : null;
    await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await first.click();
    // The result's link is the event's own address, /{city}/{event_name}/{id}, as the cards link.
    await page.waitForURL(/\/[a-z0-9-]+\/[a-z0-9-]+\/ev_[A-Za-z0-9_-]+$/);
    await page.goBack();
    await page.waitForURL(/\/search\?q=comedy$/);
    expect(await searchBox(page).inputValue()).toBe('comedy');
    await options(page, 'Events').first().waitFor();
    expect((await options(page, 'Events').first().textContent())!.startsWith(title)).toBe(true);
    await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    // A new search begins its own entry (Enter keeps it); Back returns to the one before.
    await searchBox(page).press('End');
    await searchBox(page).pressSequentially(' night');
    await searchBox(page).press('Enter');
    await page.waitForURL(/\/search\?q=comedy%20night$/);
    await page.goBack();
    await page.waitForURL(/\/search\?q=comedy$/);
    expect(await searchBox(page).inputValue()).toBe('comedy');
  }

  describe('given a person typing a search, opening a result and going Back', () => {
    it('keeps the query in the address without an entry per keystroke, and Back brings the query and results back', async () => {
      const page = await browser.newPage();
      await searchOpenBackAndSearchAgain(page);
      await page.close();
    });

    it('on a slow phone, where Back can come before the result’s page has shown, still starts a new entry for the next search', async () => {
      const page = await browser.newPage();
      await searchOpenBackAndSearchAgain(page, { slowPhone: true });
      await page.close();
    });
  });

  describe('given /category/nonexistent', () => {
    it('is the site’s not-found page, kept out of search engines, with search and the home page onward', async () => {
      const page = await browser.newPage();
      await page.goto(inject('siteUrl') + '/category/nonexistent');
      await page.getByRole('heading', { name: 'We couldn’t find that page' }).waitFor();
      expect(await page.getByText('No events here yet').count()).toBe(0);
      expect(await page.title()).toBe('Page not found · Ticketkit');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(await page.getByRole('link', { name: 'home page' }).getAttribute('href')).toBe('/');
      expect(await page.getByRole('button', { name: 'Search' }).isVisible()).toBe(true);
      await page.close();
    });
  });

  describe('given a known category with no events in the selected city', () => {
    it('keeps the empty state (and is indexable)', async () => {
      const { items: categories } = (await api('/categories')) as { items: { slug: string; name: string }[] };
      const { items: cities } = (await api('/cities')) as { items: { slug: string; name: string }[] };
      let empty: { category: { slug: string; name: string }; city: { slug: string; name: string } } | undefined;
      for (const city of cities) {
        for (const category of categories) {
          const page = (await api(`/events?city=${city.slug}&category=${category.slug}&limit=1`)) as Listed;
          if (!empty && page.items.length === 0) empty = { category, city };
        }
        if (empty) break;
      }
      expect(empty, 'the seed has a category with no events in some city').toBeDefined();
      if (!empty) return;
      const page = await browser.newPage();
      await page.goto(inject('siteUrl') + '/');
      const picker = page.getByRole('banner').getByRole('combobox', { name: 'City' });
      await picker.fill(empty.city.name);
      await page.getByRole('option', { name: new RegExp(`^${empty.city.name}`) }).click();
      await page.getByRole('heading', { name: `Events in ${empty.city.name}` }).waitFor();
      await page.goto(inject('siteUrl') + `/category/${empty.category.slug}`);
      await page.getByRole('heading', { name: `${empty.category.name} in ${empty.city.name}` }).waitFor();
      await page.getByText('No events here yet').waitFor();
      expect(await page.locator('meta[name="robots"]').count()).toBe(0);
      await page.close();
    });
  });
});
