import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi, uniqueEmail } from './accounts.ts';
import { formatRupees } from '../apps/reference-api/src/money.ts';
import { launchBrowser } from './browser.ts';
import { payInSandbox } from './sandboxCheckout.ts';

/** Waits for the first mail MailDev caught for `address`. */
async function mailTo(address: string) {
  type Caught = { subject: string; text: string; to: { address: string }[]; attachments: { contentType: string }[] };
  let found: Caught | undefined;
  await expect
    .poll(
      async () => {
        const all = (await fetch(`${inject('mailUrl')}/email`).then((r) => r.json())) as Caught[];
        found = all.find((m) => m.to.some((t) => t.address === address));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

describe('given a new visitor who books their first tickets', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('goes from the home page through city, category, event, date and tickets, signs up, books, and finds the ticket, its QR code and the points', async () => {
    const site = inject('siteUrl');
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(site);

    // City: the header's picker.
    const city = page.getByRole('banner').getByRole('combobox', { name: 'City' });
    await city.fill('Pun');
    await page.getByRole('option', { name: /^Pune/ }).click();
    await page.getByRole('heading', { name: 'Events in Pune' }).waitFor();

    // Category.
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Music', exact: true }).click();
    await page.waitForURL(/\/category\/music$/);
    await page.getByRole('heading', { name: 'Music in Pune' }).waitFor();

    // Event: the first music event in Pune, as the API lists it.
    const listed = await fetch(`${inject('apiUrl')}/v1/events?city=pune&category=music&limit=1`).then((r) => r.json() as Promise<{ items: { id: string; title: string; slug: string }[] }>);
    const event = listed.items[0];
    expect(event, 'the seed has a music event in Pune').toBeDefined();
    if (!event) return;
    await page.getByRole('link', { name: event.title, exact: true }).click();
    await page.waitForURL(new RegExp(`/pune/${event.slug}/${event.id}$`));
    await page.getByRole('heading', { name: event.title, level: 2 }).waitFor();
    // A shared link or a search result names the event: its title and the start of its description.
    await expect.poll(() => page.title()).toBe(`${event.title} · Ticketkit`);
    const detail = await fetch(`${inject('apiUrl')}/v1/events/${event.id}`).then((r) => r.json() as Promise<{ description: string }>);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(detail.description.replace(/\s+/g, ' ').startsWith((description ?? '').replace(/…$/, ''))).toBe(true);
    expect(description?.length).toBeGreaterThan(40);
    await page.getByRole('button', { name: 'Book tickets' }).click();

    // The address already names the city (Pune, picked in the header), so the next step is the date.
    await page.waitForURL(new RegExp(`/dateselect/${event.slug}/${event.id}\\?city=pune$`));
    await page.getByRole('heading', { name: 'Choose a date', level: 2 }).waitFor();
    await expect.poll(() => page.title()).toBe(`Choose a date · ${event.title} · Ticketkit`);
    await page.getByRole('button', { name: / at Pune / }).first().click();

    // Tickets: two of the first type.
    await page.waitForURL(new RegExp(`/ticketpage/${event.slug}/${event.id}\\?city=pune&session=`));
    const firstType = page.getByRole('listitem').filter({ has: page.getByRole('group', { name: /^Number of / }) }).first();
    const typeName = await firstType.getByRole('heading', { level: 3 }).innerText();
    await page.getByRole('button', { name: `Add one ${typeName} ticket` }).click();
    await page.getByRole('button', { name: `Add one ${typeName} ticket` }).click();
    await page.getByRole('button', { name: 'Continue to booking' }).click();

    // Signed out: the booking step sends the visitor to sign in and keeps the selection in `source`.
    await page.waitForURL(/\/login\?source=eventbooking/);
    await page.getByRole('button', { name: 'New here? Create an account' }).click();
    const email = uniqueEmail('first.booker');
    const password = 'a-long-enough-password';
    const form = page.getByRole('form', { name: 'Email and password' });
    await form.getByRole('textbox', { name: 'Your name' }).fill('Asha Kulkarni');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('textbox', { name: 'Password' }).fill(password);
    await form.getByRole('button', { name: 'Create account' }).click();

    // Back on the booking step with the same selection, the new account's details filled in.
    await page.waitForURL(new RegExp(`/eventbooking/${event.slug}/${event.id}\\?city=pune&session=se_[^&]+&q=[^.]+\\.2$`));
    expect(await page.getByRole('textbox', { name: 'Full name' }).inputValue()).toBe('Asha Kulkarni');
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(email);
    await expect.poll(() => page.getByRole('row', { name: new RegExp(`^${typeName} × 2 `) }).count()).toBe(1);
    const before = await callApi<{ balance: number }>({ email, password }, '/me/rewards');
    expect(before.balance).toBe(0);

    await page.getByRole('textbox', { name: 'Phone (with country code)' }).fill('+919876543210');
    await page.getByRole('button', { name: /^Confirm and pay / }).click();

    // The payment step: Pay opens the sandbox's own checkout page in a dialog; UPI succeeds.
    await payInSandbox(page, 'upi', 'succeed');

    // Confirmation.
    await page.getByRole('heading', { name: 'You’re going!' }).waitFor();
    await page.waitForURL(new RegExp(`/ticketbooked/${event.slug}\\?booking=bk_`));
    const bookingId = new URL(page.url()).searchParams.get('booking') ?? '';
    const earnedText = await page.getByText(/^You earned \d+ reward points$/).innerText();
    const earned = Number(/\d+/.exec(earnedText)?.[0]);
    expect(earned).toBeGreaterThan(0);

    // The confirmation says the tickets are on their way, and they arrive: the mail the API sent.
    await page.getByText(`Your tickets are on their way to ${email}`).waitFor();
    const mail = await mailTo(email);
    expect(mail.subject.startsWith(`Your tickets: ${event.title}, `)).toBe(true);
    expect(mail.text).toContain(`Your booking ${bookingId} is confirmed.`);
    // One QR code per ticket, and the calendar file.
    expect(mail.attachments.map((a) => a.contentType).sort()).toEqual(['image/gif', 'image/gif', 'text/calendar']);

    // Your tickets (from the header), then the booking with one QR code per ticket.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Your tickets' }).click();
    await page.waitForURL(/\/yourtickets$/);
    await page.getByRole('link', { name: `${event.title} — view ticket` }).click();
    await page.waitForURL(new RegExp(`/yourtickets/${bookingId}$`));
    const qrs = [1, 2].map((n) => page.getByRole('img', { name: `QR code of ${typeName} · Ticket ${n} of 2, booking ${bookingId}` }));
    for (const qr of qrs) await qr.waitFor();
    const box = await qrs[1]!.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(100);
    expect(await page.getByRole('definition').filter({ hasText: 'Asha Kulkarni' }).innerText()).toContain(email);

    // The receipt: the GST tax invoice with the booking's invoice number, its total what was charged.
    const paid = await callApi<{ status: string; invoiceNumber: string | null; amounts: { total: { amount: number } }; payment: { amount: { amount: number }; state: string; method: string | null } | null }>({ email, password }, `/bookings/${bookingId}`);
    expect(paid).toMatchObject({ status: 'confirmed', payment: { state: 'captured', method: 'upi', amount: { amount: paid.amounts.total.amount } } });
    expect(paid.invoiceNumber).toMatch(/\S/);
    const charged = formatRupees(paid.amounts.total.amount);
    await page.getByRole('button', { name: 'Receipt', exact: true }).click();
    const invoice = page.getByRole('region', { name: `Tax invoice ${paid.invoiceNumber}` });
    await invoice.waitFor();
    const totalRow = invoice.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Total', exact: true }) });
    expect(await totalRow.locator('strong').innerText()).toBe(charged);
    expect(await page.locator('dt', { hasText: /^Amount paid$/ }).locator('xpath=following-sibling::dd[1]').innerText()).toBe(charged);
    // The receipt has an address of its own: it opens there again after a reload, and Back returns to the ticket.
    await page.waitForURL(new RegExp(`/yourtickets/${bookingId}/receipt$`));
    await page.reload();
    await invoice.waitFor();
    await page.getByRole('button', { name: 'Back to ticket' }).click();
    await page.waitForURL(new RegExp(`/yourtickets/${bookingId}$`));
    await qrs[0]!.waitFor();

    // Reward points went up by what the confirmation said.
    await page.goto(`${site}/reward-points`);
    await page.getByRole('group', { name: 'Your balance' }).getByText(`${earned} points`).waitFor();
    const after = await callApi<{ balance: number }>({ email, password }, '/me/rewards');
    expect(after.balance).toBe(before.balance + earned);
    await page.close();
  });
});
