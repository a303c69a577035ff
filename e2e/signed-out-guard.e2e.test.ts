import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bookThroughApi, createAccount, fillSignIn, uniqueEmail } from './accounts.ts';
import { launchBrowser } from './browser.ts';

describe('given a signed-out visitor who opens their tickets', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('is sent to /login?source=yourtickets and, after signing in, lands back on their tickets', async () => {
    const account = await createAccount({ email: uniqueEmail('guarded'), displayName: 'Meera Guard' });
    const sessions = await fetch(`${inject('apiUrl')}/v1/events/ev_025/sessions`).then((r) => r.json() as Promise<{ items: { id: string }[] }>);
    const sessionId = sessions.items[0]?.id ?? '';
    await bookThroughApi(account, sessionId);

    const page = await browser.newPage();
    await page.goto(`${inject('siteUrl')}/yourtickets`);
    await page.waitForURL(/\/login\?source=yourtickets$/);
    await page.getByRole('heading', { name: 'Sign in to Ticketkit' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();

    await fillSignIn(page, account);
    await page.waitForURL(/\/yourtickets$/);
    await page.getByRole('heading', { name: 'Your tickets', level: 2 }).waitFor();
    // The tickets shown are this person's: the booking made for them.
    await page.getByRole('link', { name: 'Carnatic Classical Concert — view ticket' }).waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('userData'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ email: account.email });
    expect(await page.title()).toBe('Your tickets · Ticketkit');
    await page.close();
  });
});
