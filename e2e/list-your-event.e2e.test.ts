import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, signInOnSite, uniqueEmail } from './accounts.ts';
import { launchBrowser } from './browser.ts';
import { listingStep as form, nextListingStep as next, typeInListing as type } from './listEventForm.ts';

describe('list your event on the site', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  describe('given a signed-in person', () => {
    it('lists an event through every step and finds it in their hosted events, in review', async () => {
      const host = await createAccount({ email: uniqueEmail('meera'), displayName: 'Meera Kulkarni' });
      const page = await browser.newPage();
      await signInOnSite(page, host, '/login?source=listyourevent');
      await page.waitForURL(/\/listyourevent$/);
      await page.getByRole('heading', { name: 'Step 1 of 6: Basics' }).waitFor();

      const title = `Rooftop jazz ${Date.now().toString(36)}`;
      await type(page, 'Event title', title);
      await form(page).getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Music' });
      await form(page).getByRole('combobox', { name: 'City' }).selectOption({ label: 'Nagpur' });
      await next(page, 'Venue and dates');

      await type(page, 'Venue name', 'Sky Deck');
      await type(page, 'Venue address', '12 Civil Lines, Nagpur');
      const when = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      await form(page).getByLabel('Date', { exact: true }).fill(when);
      await next(page, 'Ticket types');

      await type(page, 'Name', 'Standing');
      await type(page, 'Price in ₹ (0 for free)', '499');
      await type(page, 'How many', '80');
      await next(page, 'Description');

      await type(page, 'Describe your event', 'Three sets of jazz under the open sky, with chai.');
      await next(page, 'Contact');

      expect(await form(page).getByRole('textbox', { name: 'Your name' }).inputValue()).toBe(host.displayName);
      expect(await form(page).getByRole('textbox', { name: 'Email' }).inputValue()).toBe(host.email);
      await type(page, 'Phone (with country code)', '+919812345678');
      await next(page, 'Review');

      await page.getByText('Sky Deck, 12 Civil Lines, Nagpur').waitFor();
      await page.getByRole('button', { name: 'Submit for review' }).click();
      await page.getByRole('heading', { name: 'Your event is in review' }).waitFor();

      await page.getByRole('link', { name: 'See your hosted events' }).click();
      await page.waitForURL(`${inject('siteUrl')}/hosted-events`);
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
      await card.waitFor();
      expect(await card.textContent()).toContain('In review');
      expect(await card.textContent()).toContain('Sky Deck, 12 Civil Lines, Nagpur');
      await page.close();
    });
  });
});
