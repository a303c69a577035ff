import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, signInOnSite, uniqueEmail } from './accounts.ts';
import { launchBrowser } from './browser.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

const LANGUAGES = [
  { locale: 'en-IN', menu: 'Menu', nav: 'Main', search: 'Search', tickets: 'Your tickets', signIn: 'Sign in', heading: 'Events in Nagpur' },
  { locale: 'hi-IN', menu: 'मेन्यू', nav: 'मुख्य', search: 'खोजें', tickets: 'आपके टिकट', signIn: 'साइन इन', heading: 'नागपुर में इवेंट' },
] as const;

/** Where each of the header's own parts is drawn, and how wide the page is against its window. */
function headerBoxes(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { what: el.className || el.tagName, top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    const parts = [...header.children].flatMap((child) => {
      // A closed menu's panel is not drawn; its button is.
      const shown = [child, ...child.querySelectorAll(':scope > button, input')].filter((el) => el.getClientRects().length > 0);
      return shown.map(box);
    });
    return { header: box(header), parts, pageWidth: document.documentElement.scrollWidth, windowWidth: document.documentElement.clientWidth };
  });
}

/** Presses Tab until focus is on `name`'s button of the header (a person reaches it from the top of the page). */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const here = await page.evaluate(() => {
      const el = document.activeElement;
      return el instanceof HTMLButtonElement && el.closest('header') ? el.textContent : null;
    });
    if (here === name) return;
  }
  throw new Error(`Tab never reached the header's ${name} button`);
}

describe('the site header', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  describe.each(LANGUAGES)('given a 390 px phone in $locale', (lang) => {
    const open = async (path = '/') => {
      const context = await browser.newContext({ locale: lang.locale, viewport: PHONE });
      const page = await context.newPage();
      await page.goto(inject('siteUrl') + path);
      await page.getByRole('heading', { name: lang.heading, level: 1 }).waitFor();
      return page;
    };

    it('is one row at most 64 px tall: logo, city, menu and account side by side, nothing off the screen', async () => {
      const page = await open();
      const banner = page.getByRole('banner');
      await banner.getByRole('combobox').waitFor();
      await banner.getByRole('link', { name: lang.signIn }).waitFor();
      const { header, parts, pageWidth, windowWidth } = await headerBoxes(page);
      expect(header.bottom - header.top).toBeLessThanOrEqual(64);
      expect(parts.length).toBeGreaterThanOrEqual(4);
      for (const part of parts) {
        expect(part.top, part.what).toBeGreaterThanOrEqual(header.top);
        expect(part.bottom, part.what).toBeLessThanOrEqual(header.bottom);
        expect(part.left, part.what).toBeGreaterThanOrEqual(0);
        expect(part.right, part.what).toBeLessThanOrEqual(windowWidth);
      }
      expect(pageWidth).toBeLessThanOrEqual(windowWidth);
      // The sections wait in the menu.
      expect(await banner.getByRole('navigation', { name: lang.nav }).isVisible()).toBe(false);
      await page.context().close();
    });

    it('opens its menu from the keyboard, closes it with Escape back on its button, and follows a link in it with Enter', async () => {
      const page = await open();
      const button = page.getByRole('banner').getByRole('button', { name: lang.menu, exact: true });
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      await tabTo(page, lang.menu);
      await page.keyboard.press('Enter');
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      const nav = page.getByRole('navigation', { name: lang.nav });
      await nav.waitFor();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(lang.search);
      await page.keyboard.press('Escape');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await nav.isVisible()).toBe(false);
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

      await page.keyboard.press('Space');
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(lang.tickets);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname !== '/');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      await page.context().close();
    });

    it('closes its menu when focus or a click goes elsewhere', async () => {
      const page = await open();
      const button = page.getByRole('banner').getByRole('button', { name: lang.menu, exact: true });
      await button.click();
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      // A tap on the page below the open panel.
      await page.mouse.click(PHONE.width / 2, PHONE.height - 40);
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      await button.click();
      await page.getByRole('banner').getByRole('link', { name: lang.signIn }).focus();
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      await page.context().close();
    });
  });

  it('signed in on a phone, opens the account by keyboard, names the person, leads to their pages and signs out', async () => {
    const account = await createAccount({ email: uniqueEmail('header.meera'), displayName: 'Meera Iyer' });
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signInOnSite(page, account, '/login?source=aboutus');
    await page.waitForURL(/\/aboutus$/);
    const banner = page.getByRole('banner');
    const button = banner.getByRole('button', { name: 'Meera Iyer' });
    expect((await headerBoxes(page)).header.bottom).toBeLessThanOrEqual(64);
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const profile = banner.getByRole('link', { name: 'Your profile' });
    expect(await profile.getAttribute('href')).toBe('/userprofile');
    expect(await banner.getByRole('link', { name: 'Reward points' }).getAttribute('href')).toBe('/reward-points');
    await page.keyboard.press('Tab');
    expect(await profile.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await banner.getByRole('button', { name: 'Sign out' }).click();
    await banner.getByRole('link', { name: 'Sign in' }).waitFor();
    await context.close();
  });

  it('on a 1366 px screen shows the sections inline in the same one row, with no menu button', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(inject('siteUrl') + '/');
    const banner = page.getByRole('banner');
    const nav = banner.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Search' }).waitFor();
    expect(await banner.getByRole('button', { name: 'Menu', exact: true }).isVisible()).toBe(false);
    expect(await banner.getByRole('group', { name: 'Language' }).isVisible()).toBe(true);
    const { header } = await headerBoxes(page);
    expect(header.bottom - header.top).toBeLessThanOrEqual(64);
    await context.close();
  });
});
