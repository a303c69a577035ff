import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';

interface Listed {
  id: string;
  slug: string;
  title: string;
}

const api = <T>(path: string) => fetch(`${inject('apiUrl')}/v1${path}`).then((r) => r.json() as Promise<T>);

/** Picks `name` in the header's city picker. */
async function chooseHeaderCity(page: Page, name: string): Promise<void> {
  const city = page.getByRole('banner').getByRole('combobox', { name: 'City' });
  await city.fill(name.slice(0, 3));
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await page.getByRole('heading', { name: `Events in ${name}` }).waitFor();
}

describe('from an event page to its dates', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('given the header city is one of the event’s, /productpage/{id} goes straight to that city’s dates, and the date page names the event', async () => {
    const site = inject('siteUrl');
    const event = (await api<{ items: Listed[] }>('/events?city=pune&limit=1')).items[0];
    expect(event, 'the seed has an event in Pune').toBeDefined();
    if (!event) return;
    const page = await browser.newPage();
    await page.goto(site);
    await chooseHeaderCity(page, 'Pune');

    await page.goto(`${site}/productpage/${event.id}`);
    await page.getByRole('heading', { name: event.title, level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Book tickets' }).click();

    await page.waitForURL(new RegExp(`/dateselect/${event.slug}/${event.id}\\?city=pune$`));
    await page.getByRole('heading', { name: `Choose a date for ${event.title}`, level: 2, exact: true }).waitFor();
    expect(await page.getByRole('button', { name: / at / }).count()).toBeGreaterThan(0);

    // Back returns to the event, not to a choice of city that was never shown.
    await page.goBack();
    await page.waitForURL(new RegExp(`/productpage/${event.id}$`));
    await page.close();
  });

  it('given the header city is not one of the event’s, /productpage/{id} asks for the city first', async () => {
    const site = inject('siteUrl');
    const candidates = (await api<{ items: Listed[] }>('/events?city=nagpur&limit=20')).items;
    let chosen: Listed | undefined;
    for (const candidate of candidates) {
      const cities = await api<{ items: { slug: string }[] }>(`/events/${candidate.id}/cities`);
      if (!cities.items.some((c) => c.slug === 'pune')) {
        chosen = candidate;
        break;
      }
    }
    expect(chosen, 'the seed has a Nagpur event that does not play in Pune').toBeDefined();
    if (!chosen) return;
    const page = await browser.newPage();
    await page.goto(site);
    await chooseHeaderCity(page, 'Pune');

    await page.goto(`${site}/productpage/${chosen.id}`);
    await page.getByRole('heading', { name: chosen.title, level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Book tickets' }).click();
    await page.waitForURL(new RegExp(`/${chosen.slug}/select-city\\?event=${chosen.id}$`));
    const cities = page.getByRole('region', { name: `Choose a city for ${chosen.title}` });
    await cities.getByRole('button', { name: /^Nagpur/ }).click();
    await page.waitForURL(new RegExp(`/dateselect/${chosen.slug}/${chosen.id}\\?city=nagpur$`));
    await page.getByRole('heading', { name: `Choose a date for ${chosen.title}`, level: 2, exact: true }).waitFor();
    await page.close();
  });
});
