import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

/** The site's own pages (written pages, the 404, sign-up's frame) as a phone and a laptop draw them, in both languages. */
describe('the site’s own pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function open(path: string, viewport: { width: number; height: number }, language = 'en-IN'): Promise<Page> {
    const page = await browser.newPage({ viewport, locale: language });
    page.setDefaultTimeout(15_000);
    await page.addInitScript((l) => localStorage.setItem('language', l), language);
    await page.goto(inject('siteUrl') + path);
    await page.locator('main').locator('h1, h2').first().waitFor();
    return page;
  }

  const box = async (page: Page, selector: string) => {
    const b = await page.locator(selector).first().boundingBox();
    if (!b) throw new Error(`${selector} is not drawn`);
    return b;
  };

  describe.each(['en-IN', 'hi-IN'])('in %s on a 390 px phone', (language) => {
    it.each(['/aboutus', '/policy', '/terms-condition', '/contact', '/signup', '/no-such/thing'])('never scrolls sideways on %s', async (path) => {
      const page = await open(path, PHONE, language);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await page.close();
    });
  });

  it('centres a written page’s reading column on a laptop, and leads it with what the page is for', async () => {
    const page = await open('/policy', LAPTOP);
    const main = await box(page, 'main');
    const article = await box(page, 'main article');
    const left = article.x - main.x;
    const right = main.x + main.width - (article.x + article.width);
    expect(left).toBeGreaterThan(48);
    expect(Math.abs(left - right)).toBeLessThanOrEqual(2);
    const header = page.getByRole('main').locator('header');
    await expect.poll(() => header.getByText(/what Ticketkit collects, why/i).isVisible()).toBe(true);
    await expect.poll(() => header.getByText('Last updated 1 November 2026.').isVisible()).toBe(true);
    await page.close();
  });

  it('puts why to have an account beside the sign-up form on a laptop and under it on a phone', async () => {
    const wide = await open('/signup', LAPTOP);
    const form = await box(wide, '.site-auth-frame > .site-narrow');
    const why = wide.getByRole('region', { name: 'Why an account' });
    await why.getByText('Reward points on every booking, to spend on the next').waitFor();
    const pitch = (await why.boundingBox())!;
    expect(pitch.x).toBeGreaterThanOrEqual(form.x + form.width);
    expect(Math.abs(pitch.y - form.y)).toBeLessThanOrEqual(2);
    await wide.close();

    const phone = await open('/signup', PHONE, 'hi-IN');
    const phoneForm = await box(phone, '.site-auth-frame > .site-narrow');
    const phonePitch = (await phone.getByRole('region', { name: 'खाता क्यों बनाएँ' }).boundingBox())!;
    expect(phonePitch.y).toBeGreaterThanOrEqual(phoneForm.y + phoneForm.height);
    await phone.close();
  });

  it('keeps the corporate sign-in to a form’s column on a laptop, centred, as /login is', async () => {
    const page = await open('/corporate/login', LAPTOP);
    const field = (await page.getByRole('textbox', { name: 'Your company’s Ticketkit name' }).boundingBox())!;
    const main = await box(page, 'main');
    expect(field.width).toBeLessThanOrEqual(512);
    expect(Math.abs(field.x + field.width / 2 - (main.x + main.width / 2))).toBeLessThanOrEqual(24);
    await page.close();
  });

  it('draws the 404 as one centred column: its emblem, the heading, and the search field beside its button on a phone', async () => {
    const page = await open('/no-such/thing', PHONE);
    const heading = await box(page, 'main h1');
    const art = await box(page, 'main svg.site-status-art');
    expect(art.y + art.height).toBeLessThanOrEqual(heading.y);
    expect(Math.abs(art.x + art.width / 2 - (heading.x + heading.width / 2))).toBeLessThanOrEqual(2);
    const field = await page.getByRole('searchbox', { name: 'Search events' }).boundingBox();
    const button = await page.getByRole('main').getByRole('button', { name: 'Search' }).boundingBox();
    expect(Math.abs(field!.y - button!.y)).toBeLessThanOrEqual(2);
    expect(button!.x + button!.width).toBeLessThanOrEqual(PHONE.width);
    await page.close();
  });
});
