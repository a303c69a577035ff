import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signInOnSite, uniqueEmail } from './accounts.ts';
import { launchBrowser } from './browser.ts';

describe('given a signed-in person who leaves the site alone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('stays signed in for 59 minutes, then is signed out to /login with hasVisited "false" after an hour', async () => {
    const account = await createAccount({ email: uniqueEmail('idle'), displayName: 'Idle Visitor' });
    const page = await browser.newPage();
    // The page's clock is ours from the first script on, so an hour passes in no time.
    await page.clock.install();
    await signInOnSite(page, account, '/login?source=aboutus');
    // An open page that needs no sign-in, so only the inactivity sign-out can send the person away.
    await page.waitForURL(/\/aboutus$/);
    await page.getByRole('heading', { name: 'About us' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('hasVisited'))).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('userData'))).not.toBeNull();

    // Control: just under an hour without activity changes nothing.
    await page.clock.fastForward('59:00');
    await page.getByRole('heading', { name: 'About us' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/aboutus');
    expect(await page.evaluate(() => localStorage.getItem('userData'))).not.toBeNull();

    await page.clock.fastForward('01:30');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Sign in to Ticketkit' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('hasVisited'))).toBe('false');
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    await page.close();
  });
});
