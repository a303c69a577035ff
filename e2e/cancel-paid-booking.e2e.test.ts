import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bookThroughApi, callApi, createAccount, signInOnSite, uniqueEmail, type Account } from './accounts.ts';
import { formatRupees } from '../apps/reference-api/src/money.ts';
import { launchBrowser } from './browser.ts';

const api = <T>(path: string) => fetch(`${inject('apiUrl')}/v1${path}`).then((r) => r.json() as Promise<T>);
const HOUR = 3_600_000;

/** A session more than 48 hours away, without a waiting room, (inside the default policy's full-refund tier) whose first ticket type is priced. */
async function sessionWellAhead(): Promise<string> {
  const events = (await api<{ items: { id: string }[] }>('/events?city=pune&limit=20')).items;
  for (const event of events) {
    const sessions = (await api<{ items: { id: string; status: string; startsAt: string; highDemand?: unknown }[] }>(`/events/${event.id}/sessions?city=pune`)).items;
    // A session sold through a waiting room takes a turn in its queue first: not this test's subject.
    for (const session of sessions.filter((s) => s.status === 'on-sale' && !s.highDemand && Date.parse(s.startsAt) - Date.now() > 72 * HOUR)) {
      const first = (await api<{ items: { price: { amount: number }; available: number }[] }>(`/sessions/${session.id}/ticket-types`)).items[0];
      if (first && first.price.amount >= 10_000 && first.available >= 1) return session.id;
    }
  }
  throw new Error('the seed has no Pune session more than 72 hours away with a priced first ticket type');
}

interface Booked {
  id: string;
  status: string;
  event: { title: string };
  amounts: { total: { amount: number } };
  refunds: { amount: { amount: number }; status: string }[];
}

describe('given a person with a paid, confirmed booking of a session days away', () => {
  let browser: Browser;
  let page: Page;
  let account: Account;
  beforeAll(async () => {
    browser = await launchBrowser();
    account = await createAccount({ email: uniqueEmail('cancels.paid'), displayName: 'Rohan Deshmukh' });
    page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    page.setDefaultTimeout(15_000);
  });
  afterAll(() => browser?.close());

  it('cancels it on a phone: the dialog shows the quoted refund, My tickets shows it pending then refunded, and the earned points are taken back', async () => {
    const site = inject('siteUrl');
    const { id } = await bookThroughApi(account, await sessionWellAhead());
    const booking = await callApi<Booked>(account, `/bookings/${id}`);
    const earned = (await callApi<{ balance: number }>(account, '/me/rewards')).balance;
    expect(earned, 'a paid booking earns points').toBeGreaterThan(0);
    const quote = await callApi<{ cancellable: boolean; refund: { amount: number }; refundPercent: number; pointsReversed: number }>(account, `/bookings/${id}/cancellation`);
    expect(quote).toMatchObject({ cancellable: true, refundPercent: 100, pointsReversed: earned });
    expect(quote.refund.amount).toBeGreaterThan(0);
    expect(quote.refund.amount).toBeLessThanOrEqual(booking.amounts.total.amount);

    await signInOnSite(page, account, `/login?source=${encodeURIComponent(`yourtickets/${id}`)}`);
    await page.waitForURL(new RegExp(`/yourtickets/${id}$`));
    await page.getByRole('button', { name: 'Cancel booking' }).click();

    // The dialog: exactly the quote, before anything is cancelled.
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByText(formatRupees(quote.refund.amount), { exact: true }).waitFor();
    expect(await dialog.getByRole('definition').filter({ hasText: '100% of the ticket price' }).count()).toBe(1);
    expect(await dialog.getByRole('definition').filter({ hasText: new RegExp(`^${earned}$`) }).count()).toBe(1);
    expect((await callApi<Booked>(account, `/bookings/${id}`)).status).toBe('confirmed');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByText('Your booking is cancelled.').waitFor();
    // The refund is pending until the sandbox processes it (a few seconds later).
    const refundOnTicket = page.getByRole('list', { name: 'Refunds' }).getByRole('listitem');
    expect(await refundOnTicket.innerText()).toBe(`Refund of ${formatRupees(quote.refund.amount)} pending`);

    // Once processed, My tickets shows the booking refunded.
    await expect
      .poll(async () => (await callApi<Booked>(account, `/bookings/${id}`)).refunds.map((r) => [r.status, r.amount.amount]), { timeout: 20_000 })
      .toEqual([['processed', quote.refund.amount]]);
    const { status } = await callApi<Booked>(account, `/bookings/${id}`);
    expect(status).toBe(quote.refund.amount === booking.amounts.total.amount ? 'refunded' : 'partially-refunded');
    await page.goto(`${site}/yourtickets`);
    const card = page.locator(`li[data-booking="${id}"]`);
    await card.getByText(status === 'refunded' ? 'Refunded' : 'Partly refunded', { exact: true }).waitFor();
    expect(await card.getByRole('list', { name: 'Refunds' }).getByRole('listitem').innerText()).toMatch(new RegExp(`^Refunded ${formatRupees(quote.refund.amount).replace('.', '\\.')} on `));

    // The receipt now carries a credit note for the refund, and fits the phone without scrolling sideways.
    await page.goto(`${site}/yourtickets/${id}`);
    await page.getByRole('button', { name: 'Receipt', exact: true }).click();
    await page.getByRole('region', { name: /^Credit note / }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The points the booking earned are taken back, on the Rewards screen and through the API.
    await page.goto(`${site}/reward-points`);
    await page.getByRole('group', { name: 'Your balance' }).getByText('0 points').waitFor();
    expect((await callApi<{ balance: number }>(account, '/me/rewards')).balance).toBe(0);
  });
});
