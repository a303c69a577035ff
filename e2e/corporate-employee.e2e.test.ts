import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, fillSignIn, uniqueEmail, type Account } from './accounts.ts';
import { launchBrowser } from './browser.ts';

/** Signs in on /corporate/login for the company `acme`. */
async function corporateSignIn(page: Page, account: Account) {
  await page.goto(`${inject('siteUrl')}/corporate/login`);
  await page.getByRole('textbox', { name: 'Your company’s Ticketkit name' }).fill('acme');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Sign in to Acme Technologies' }).waitFor();
  await fillSignIn(page, account);
}

describe('the corporate area of Acme Technologies', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  describe('given an employee (a verified @acme.example address)', () => {
    it('signs in, sees the dashboard, books a company event and finds it in the corporate tickets', async () => {
      const employee = await createAccount({ email: uniqueEmail('ravi', 'acme.example'), displayName: 'Ravi Deshmukh' });
      const page = await browser.newPage();
      await corporateSignIn(page, employee);

      await page.waitForURL(/\/corporate\/acme\/dashbord$/);
      await page.getByRole('heading', { name: 'Acme Technologies dashboard' }).waitFor();
      const allowance = page.getByRole('region', { name: 'Your tickets this month' });
      await allowance.getByText('4 of 4 tickets left').waitFor();
      const stored = await page.evaluate(() => localStorage.getItem('CorporateEmp'));
      expect(stored, 'the employee record is kept under the spec key').toContain('acme');

      const company = page.getByRole('region', { name: 'Company events' });
      // textContent, not innerText: the card may be below the fold, where content-visibility:auto
      // leaves it unrendered and innerText answers "".
      const title = ((await company.getByRole('article').first().getByRole('heading').textContent()) ?? '').trim();
      expect(title).not.toBe('');
      await company.getByRole('link', { name: `Book ${title}` }).click();
      await page.waitForURL(/\/corporateevent\/[a-z0-9-]+\/ev_[A-Za-z0-9_]+$/);
      await page.getByRole('heading', { name: title, level: 2 }).waitFor();
      await page.getByRole('button', { name: 'Book tickets' }).click();

      await page.waitForURL(/\/corporateevent\/dateselect\//);
      await page.getByRole('region', { name: `Choose a city for ${title}` }).getByRole('button').first().click();
      // The date page names the event.
      await page.getByRole('heading', { name: `Choose a date for ${title}`, level: 2, exact: true }).waitFor();
      await page.getByRole('region', { name: 'Choose a date' }).getByRole('button', { name: / at / }).first().click();

      await page.waitForURL(/\/corporateevent\/ticketpage\//);
      await page.getByRole('button', { name: /^Add one / }).first().click();
      await page.getByRole('button', { name: 'Continue to booking' }).click();

      await page.waitForURL(/\/corporateevent\/booking-summary\//);
      expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(employee.email);
      await page.getByRole('textbox', { name: 'Phone (with country code)' }).fill('+919812345678');
      // The company pays: nothing to charge the employee, no promo code or points to offer.
      expect(await page.getByRole('textbox', { name: 'Promo code' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Confirm booking (paid by your company)' }).click();

      await page.getByRole('heading', { name: 'You’re going!' }).waitFor();
      await page.getByText(/, by your company$/).waitFor();
      await page.waitForURL(/\/corporateevent\/ticketbooked\/[a-z0-9-]+\?booking=bk_/);
      const bookingId = new URL(page.url()).searchParams.get('booking') ?? '';
      await page.getByText('3 of 4 tickets left').waitFor();

      await page.goto(`${inject('siteUrl')}/corporateevent/yourtickets`);
      await page.getByRole('heading', { name: 'Your company tickets' }).waitFor();
      const link = page.getByRole('link', { name: `${title} — view ticket` });
      expect(await link.getAttribute('href')).toBe(`/corporateevent/yourticket/${bookingId}`);
      await link.click();
      await page.waitForURL(new RegExp(`/corporateevent/yourticket/${bookingId}$`));
      await page.getByRole('heading', { name: title, level: 2 }).waitFor();
      await page.close();
    });
  });

  describe('given someone whose verified address is not one of Acme’s', () => {
    it('is told they are not registered with the company and cannot reach the dashboard', async () => {
      const outsider = await createAccount({ email: uniqueEmail('outsider'), displayName: 'Out Sider' });
      const page = await browser.newPage();
      await page.goto(`${inject('siteUrl')}/corporate/acme/dashbord`);
      await page.waitForURL(/\/corporate\/login\?company=acme&source=corporate%2Facme%2Fdashbord$/);
      await page.getByRole('heading', { name: 'Sign in to Acme Technologies' }).waitFor();
      await fillSignIn(page, outsider);

      const refusal = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'You are not registered with Acme Technologies' }) });
      await refusal.waitFor();
      expect(await refusal.innerText()).toContain(outsider.email);
      expect(new URL(page.url()).pathname).toBe('/corporate/login');
      expect(await page.evaluate(() => localStorage.getItem('CorporateEmp'))).toBeNull();

      // Typing the dashboard's address again still leads back to the corporate sign-in.
      await page.goto(`${inject('siteUrl')}/corporate/acme/dashbord`);
      await page.waitForURL(/\/corporate\/login\?/);
      await refusal.waitFor();
      expect(await page.getByRole('heading', { name: 'Acme Technologies dashboard' }).count()).toBe(0);
      await page.close();
    });

    it('has an unverified address of an Acme domain refused too', async () => {
      const unverified = await createAccount({ email: uniqueEmail('newhire', 'acme.example'), displayName: 'New Hire', emailVerified: false });
      const page = await browser.newPage();
      await corporateSignIn(page, unverified);
      await page.getByRole('alert').filter({ hasText: /not registered|verif/i }).first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/corporate/login');
      expect(await page.evaluate(() => localStorage.getItem('CorporateEmp'))).toBeNull();
      await page.close();
    });
  });
});
