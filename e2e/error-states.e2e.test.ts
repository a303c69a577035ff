import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, signInOnSite, uniqueEmail } from './accounts.ts';
import { launchBrowser } from './browser.ts';

describe('error states on the site', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  describe('given a ticket address that matches no booking', () => {
    it('says it was not found in words, offers the events instead of Try again, and keeps the code small', async () => {
      const person = await createAccount({ email: uniqueEmail('lost'), displayName: 'Lata Mane' });
      const page = await browser.newPage();
      await signInOnSite(page, person);
      await page.waitForURL(`${inject('siteUrl')}/`);
      await page.goto(`${inject('siteUrl')}/yourtickets/bk_doesnotexist`);

      const alert = page.getByRole('alert');
      await alert.getByRole('heading', { name: 'Not found' }).waitFor();
      expect(await alert.textContent()).toContain('It may have been removed, or the link may be wrong.');
      expect(await alert.textContent()).not.toContain('(not-found)');
      expect(await alert.getByRole('button', { name: 'Try again' }).count()).toBe(0);
      await alert.getByText('Error code: not-found').waitFor();
      await alert.getByRole('link', { name: 'Browse events' }).click();
      await page.waitForURL(`${inject('siteUrl')}/`);
      await page.close();
    });
  });

  describe('given the API cannot be reached', () => {
    it('says the person is offline and what to do, and Try again loads the tickets once it can', async () => {
      const person = await createAccount({ email: uniqueEmail('offline'), displayName: 'Omkar Patil' });
      const page = await browser.newPage();
      await signInOnSite(page, person);
      await page.waitForURL(`${inject('siteUrl')}/`);
      let offline = true;
      await page.route(`${inject('apiUrl')}/v1/me/bookings**`, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
      await page.goto(`${inject('siteUrl')}/yourtickets`);

      const alert = page.getByRole('alert');
      await alert.getByRole('heading', { name: 'You are offline' }).waitFor();
      expect(await alert.textContent()).toContain('Check your connection and try again.');
      expect(await alert.textContent()).not.toContain('(network/offline)');
      offline = false;
      await alert.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { name: 'Your tickets', level: 2 }).waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);
      await page.close();
    });
  });
});
