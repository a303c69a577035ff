import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi, createAccount, makeStaff, signInOnSite, uniqueEmail, type Account } from './accounts.ts';
import { launchBrowser } from './browser.ts';
import { hostedListing } from './hostedListing.ts';
import { payInSandbox } from './sandboxCheckout.ts';

// A high-demand on-sale in the site (under React) against the real API, database and Auth emulator:
// a visitor who came before the sale sees the countdown, is let in and books; a visitor who came
// after the sale waits behind the pre-queue and sees the people ahead of them go down to their turn.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };
const SECOND = 1000;
/** A place let in every 3 s: the queue moves in seconds, slower than the second visitor polls. */
const ADMIT_PER_MINUTE = 20;
/** People in the pre-queue besides the first visitor, joined through the API, who never buy. */
const OTHERS = 4;

interface OnSale {
  eventId: string;
  sessionId: string;
  slug: string;
  title: string;
}

/** An approved event whose one session goes on sale through a waiting room `inSeconds` from now. */
async function highDemandEvent(host: Account, staff: Account, inSeconds: number): Promise<OnSale> {
  const title = `Queue night ${Date.now().toString(36)}`;
  const created = await callApi<{ id: string }>(host, '/hosted-events', { method: 'POST', body: hostedListing(title, { venue: { name: 'Queue Hall', address: 'Civil Lines, Nagpur' }, ticketTypes: [{ name: 'Entry', price: 50_000, capacity: 40 }] }) });
  const approved = await callApi<{ eventId: string }>(staff, `/staff/hosted-events/${created.id}/review`, { method: 'POST', body: { decision: 'approved' } });
  const onSaleAt = new Date(Math.ceil((Date.now() + inSeconds * SECOND) / SECOND) * SECOND);
  await callApi(host, `/hosted-events/${created.id}/high-demand`, {
    method: 'PUT',
    body: {
      sessionId: null,
      settings: { onSaleAt: onSaleAt.toISOString(), queueOpensAt: new Date(Date.now() - 60 * SECOND).toISOString(), admitPerMinute: ADMIT_PER_MINUTE, maxBuying: 100, turnMinutes: 10, ticketsPerAccount: 4 },
    },
  });
  const event = await callApi<{ slug: string }>(host, `/events/${approved.eventId}`);
  const sessions = await callApi<{ items: { id: string }[] }>(host, `/events/${approved.eventId}/sessions`);
  return { eventId: approved.eventId, sessionId: sessions.items[0]!.id, slug: event.slug, title };
}

describe('a high-demand on-sale in the site', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function signedIn(account: Account, viewport: { width: number; height: number }): Promise<Page> {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signInOnSite(page, account, `/login?source=${encodeURIComponent('yourtickets')}`);
    await page.waitForURL(/\/yourtickets$/);
    return page;
  }

  /** From the event's dates to its waiting room (a high-demand session's tickets come after it). */
  async function toWaitingRoom(page: Page, sale: OnSale) {
    await page.goto(`${inject('siteUrl')}/dateselect/${sale.slug}/${sale.eventId}?city=nagpur`);
    await page.getByRole('heading', { name: 'Choose a date', level: 2 }).waitFor();
    await page.getByRole('button', { name: / at Queue Hall/ }).click();
    await page.getByRole('heading', { name: 'Waiting room', level: 2 }).waitFor();
  }

  const aheadOf = (page: Page) => page.locator('.tk-queue-ahead');

  it.each([
    ['a phone', 'a desktop', PHONE, DESKTOP],
    ['a desktop', 'a phone', DESKTOP, PHONE],
  ] as const)('the first visitor on %s waits out the countdown, is let in and books; the second, on %s, sees the people ahead go down to their turn', async (_a, _b, firstSize, secondSize) => {
    const [host, staff, first, second, ...others] = await Promise.all([
      createAccount({ email: uniqueEmail('host'), displayName: 'Host One' }),
      createAccount({ email: uniqueEmail('reviewer', 'ticketkit.example'), displayName: 'Reviewer' }),
      createAccount({ email: uniqueEmail('early.asha'), displayName: 'Asha Early' }),
      createAccount({ email: uniqueEmail('later.ravi'), displayName: 'Ravi Later' }),
      ...Array.from({ length: OTHERS }, (_, i) => createAccount({ email: uniqueEmail(`other${i}`), displayName: `Other ${i}` })),
    ]);
    await makeStaff(staff);
    const [firstPage, secondPage] = await Promise.all([signedIn(first, firstSize), signedIn(second, secondSize)]);
    const sale = await highDemandEvent(host, staff, 12);
    for (const other of others) await callApi(other, `/sessions/${sale.sessionId}/queue`, { method: 'POST' });

    // Before the sale: the pre-queue, with a countdown that runs down by itself.
    await toWaitingRoom(firstPage, sale);
    await firstPage.getByRole('heading', { name: 'You are in the pre-queue', level: 3 }).waitFor();
    const countdown = firstPage.getByText(/^Sale starts in /);
    const before = await countdown.innerText();
    await expect.poll(() => countdown.innerText(), { timeout: 5 * SECOND }).not.toBe(before);

    // After the sale has started, the second visitor joins: behind the whole pre-queue.
    await expect.poll(async () => (await callApi<{ state: string }>(others[0]!, `/sessions/${sale.sessionId}/queue`, { method: 'POST' })).state, { timeout: 30 * SECOND, interval: 500 }).not.toBe('pre-queue');
    await toWaitingRoom(secondPage, sale);
    await secondPage.getByRole('heading', { name: 'You are in the queue', level: 3 }).waitFor();
    const seen: number[] = [];
    const watching = (async () => {
      const turn = secondPage.getByRole('heading', { name: 'It is your turn', level: 3 });
      while (!(await turn.isVisible())) {
        const text = await aheadOf(secondPage).innerText({ timeout: 1000 }).catch(() => '');
        const n = /^(\d+) (people|person) ahead of you$/.exec(text);
        if (n && seen.at(-1) !== Number(n[1])) seen.push(Number(n[1]));
        await secondPage.waitForTimeout(200);
      }
    })();
    // Awaited below; when a step before fails, the page closes under the loop: that is no second failure.
    watching.catch(() => {});

    // The first visitor's turn: tickets, then booking and payment.
    await firstPage.getByRole('heading', { name: 'It is your turn', level: 3 }).waitFor({ timeout: 45 * SECOND });
    await firstPage.getByRole('button', { name: 'Choose tickets' }).click();
    await firstPage.getByRole('button', { name: 'Add one Entry ticket' }).click();
    await firstPage.getByRole('button', { name: 'Continue to booking' }).click();
    await firstPage.getByRole('textbox', { name: 'Phone (with country code)' }).fill('+919876500002');
    await firstPage.getByRole('button', { name: /^Confirm and pay / }).click();
    await payInSandbox(firstPage, 'upi', 'succeed');
    await firstPage.getByRole('heading', { name: 'You’re going!' }).waitFor();
    const bookingId = new URL(firstPage.url()).searchParams.get('booking') ?? '';
    expect(await callApi<{ status: string; session: { id: string } }>(first, `/bookings/${bookingId}`)).toMatchObject({ status: 'confirmed', session: { id: sale.sessionId } });

    // The second visitor saw the people ahead of them go down, then their own turn.
    await watching;
    expect(seen.length, `people ahead seen: ${seen.join(', ')}`).toBeGreaterThanOrEqual(2);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    console.log(`people ahead of the second visitor, as seen: ${seen.join(' → ')}, then their turn`);
    expect(await secondPage.getByRole('button', { name: 'Choose tickets' }).isVisible()).toBe(true);
    await Promise.all([firstPage.context().close(), secondPage.context().close()]);
  }, 120_000);
});
