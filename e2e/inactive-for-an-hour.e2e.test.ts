import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, fillSignIn, signInOnSite, uniqueEmail } from './accounts.ts';
import { launchBrowser } from './browser.ts';

describe('given a signed-in person who leaves the site alone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('stays signed in for 59 minutes, then is signed out to /login with hasVisited "false" after an hour, told why, and taken back after signing in', async () => {
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

    // The login page says why, and signing in again returns the person to where they were.
    const login = page.getByRole('main');
    await login.getByRole('status').filter({ hasText: 'You were signed out after an hour without activity.' }).waitFor();
    expect(new URL(page.url()).searchParams.get('source')).toBe('aboutus');
    await fillSignIn(page, account);
    await page.waitForURL((url) => url.pathname === '/aboutus');
    await page.getByRole('heading', { name: 'About us' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('userData'))).not.toBeNull();
    await page.close();
  });

  it('returns to a booking step with its selection kept, and never to another site', async () => {
    const account = await createAccount({ email: uniqueEmail('idle.booker'), displayName: 'Idle Booker' });
    const page = await browser.newPage();
    await page.clock.install();
    // A booking step with its query, as a person leaves it mid-booking.
    const step = '/dateselect/carnatic-classical-concert/ev_025?city=nagpur';
    await signInOnSite(page, account, `/login?source=${encodeURIComponent(step.slice(1))}`);
    await page.waitForURL((url) => url.pathname + url.search === step);
    await page.clock.fastForward('01:01:00');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('main').getByRole('status').filter({ hasText: 'You were signed out after an hour without activity.' }).waitFor();
    await fillSignIn(page, account);
    await page.waitForURL((url) => url.pathname + url.search === step);
    await page.getByRole('heading', { name: 'Choose a date', level: 2 }).waitFor();
    await page.close();

    // A crafted address cannot use the reason to send a person off the site after sign-in.
    const crafted = await browser.newPage();
    await signInOnSite(crafted, account, `/login?reason=inactivity&source=${encodeURIComponent('//evil.example/x')}`);
    await crafted.waitForURL((url) => url.pathname === '/');
    expect(new URL(crafted.url()).host).toBe(new URL(inject('siteUrl')).host);
    await crafted.close();
  });
});
