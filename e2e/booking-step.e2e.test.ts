import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi, createAccount, signInOnSite, uniqueEmail, type Account } from './accounts.ts';
import { launchBrowser } from './browser.ts';
import { payBookingInSandbox, payInSandbox, sandboxCheckout } from './sandboxCheckout.ts';

interface TicketType {
  id: string;
  name: string;
  price: { amount: number };
  available: number;
  status: string;
}

const api = <T>(path: string) => fetch(`${inject('apiUrl')}/v1${path}`).then((r) => r.json() as Promise<T>);

/** A Pune session with a ticket type of at least ₹1,000 and a few seats left. */
async function findSession(): Promise<{ event: { id: string; slug: string; title: string }; sessionId: string; type: TicketType }> {
  const events = (await api<{ items: { id: string; slug: string; title: string }[] }>('/events?city=pune&limit=20')).items;
  for (const event of events) {
    const sessions = (await api<{ items: { id: string; status: string }[] }>(`/events/${event.id}/sessions?city=pune`)).items;
    for (const session of sessions.filter((s) => s.status === 'on-sale')) {
      const types = (await api<{ items: TicketType[] }>(`/sessions/${session.id}/ticket-types`)).items;
      const type = types.find((t) => t.status === 'on-sale' && t.available >= 6 && t.price.amount >= 100_000);
      if (type) return { event, sessionId: session.id, type };
    }
  }
  throw new Error('the seed has no Pune session with a ticket of ₹1,000 or more');
}

/** Gives `account` reward points the real way: a booking through the API, paid (5 points per ₹100). */
async function earnPoints(account: Account, sessionId: string, type: TicketType): Promise<void> {
  const hold = await callApi<{ id: string }>(account, '/holds', { method: 'POST', body: { sessionId, items: [{ ticketTypeId: type.id, quantity: 2 }] } });
  const booking = await callApi<{ id: string; payment: { orderId: string } | null }>(account, '/bookings', {
    method: 'POST',
    headers: { 'idempotency-key': randomUUID() },
    body: { holdId: hold.id, attendee: { name: account.displayName, email: account.email, phone: '+919876543210' } },
  });
  await payBookingInSandbox(account, booking);
}

const rupees = (text: string) => Math.round(Number(/₹([\d,]+\.\d\d)/.exec(text)?.[1]?.replace(/,/g, '')) * 100);
const payButton = (page: Page) => page.getByRole('button', { name: /^Confirm and pay / });

describe('the booking step on the site, for a signed-in person', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('given reward points and a promo code: shows the balance and the most points that can be used, applies a promo code before paying, charges exactly the amount on the button', async () => {
    const site = inject('siteUrl');
    const { event, sessionId, type } = await findSession();
    const account = await createAccount({ email: uniqueEmail('promo.points'), displayName: 'Meera Joshi' });
    await earnPoints(account, sessionId, type);
    const { balance } = await callApi<{ balance: number }>(account, '/me/rewards');
    expect(balance).toBeGreaterThan(40);

    const page = await browser.newPage();
    await signInOnSite(page, account);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const bookingPath = `/eventbooking/${event.slug}/${event.id}?city=pune&session=${sessionId}&q=${type.id}.2`;
    await page.goto(`${site}/ticketpage/${event.slug}/${event.id}?city=pune&session=${sessionId}`);
    await page.getByRole('button', { name: `Add one ${type.name} ticket` }).click();
    await page.getByRole('button', { name: `Add one ${type.name} ticket` }).click();
    await page.getByRole('button', { name: 'Continue to booking' }).click();
    await page.waitForURL(`${site}${bookingPath}`);
    await page.getByRole('textbox', { name: 'Phone (with country code)' }).fill('+919876543210');

    // The balance and the most this order can take (half its total, and no more than the balance).
    const points = page.getByRole('textbox', { name: /^Reward points to redeem/ });
    const subtotal = 2 * type.price.amount;
    const before = rupees(await page.getByRole('row', { name: /^Total/ }).innerText());
    const cap = Math.floor(before / 200);
    const max = Math.min(balance, cap);
    await expect.poll(() => points.getAttribute('aria-describedby').then((id) => page.locator(`[id="${id}"]`).innerText())).toBe(`You have ${balance} points; up to ${max} can be used on this order (1 point = ₹1).`);

    // An unknown code: a clear message, the code kept, nothing off.
    const code = page.getByRole('textbox', { name: /^Promo code/ });
    await code.fill('welcom10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('WELCOM10 is not a valid promo code.', { exact: false }).first().waitFor();
    expect(await code.inputValue()).toBe('welcom10');
    expect(await page.getByRole('row', { name: /^Discount/ }).count()).toBe(0);
    expect(rupees(await payButton(page).innerText())).toBe(before);

    // A valid code: the discount line appears before paying, and the total and the button follow.
    await code.fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    const discount = Math.min(Math.floor(subtotal / 10), 20_000);
    await page.getByRole('status').filter({ hasText: 'WELCOME10 applied' }).waitFor();
    expect(rupees(await page.getByRole('row', { name: /^Discount/ }).innerText())).toBe(discount);
    expect(rupees(await payButton(page).innerText())).toBe(before - discount);

    // Over-redeeming is stopped before anything is sent.
    const maxAfterPromo = Math.min(balance, Math.floor((before - discount) / 200));
    await points.fill(String(maxAfterPromo + 1));
    await page.getByText(`You can use at most ${maxAfterPromo} points on this order.`).waitFor();
    await payButton(page).click();
    expect(await points.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(page.url()).toBe(`${site}${bookingPath}`);

    // 40 points: every line and the button change at once; the booking charges exactly that.
    await points.fill('40');
    await expect.poll(async () => rupees(await page.getByRole('row', { name: /^Points redeemed/ }).innerText())).toBe(4_000);
    const shown = rupees(await payButton(page).innerText());
    expect(shown).toBe(before - discount - 4_000);
    expect(rupees(await page.getByRole('row', { name: /^Total/ }).innerText())).toBe(shown);
    await payButton(page).click();
    await payInSandbox(page, 'card', 'succeed');

    await page.getByRole('heading', { name: 'You’re going!' }).waitFor();
    await page.waitForURL(new RegExp(`/ticketbooked/${event.slug}\\?booking=bk_`));
    const bookingId = new URL(page.url()).searchParams.get('booking') ?? '';
    const booked = await callApi<{ amounts: { total: { amount: number }; discount: { amount: number } }; promoCode: string; pointsRedeemed: number }>(account, `/bookings/${bookingId}`);
    expect(booked.amounts.total.amount).toBe(shown);
    expect(booked.amounts.discount.amount).toBe(discount);
    expect(booked).toMatchObject({ promoCode: 'WELCOME10', pointsRedeemed: 40 });
    await page.close();
  });

  it('after booking, Back from the confirmation leads to the event, and the booked step shows the booking instead of taking a new hold', async () => {
    const site = inject('siteUrl');
    const { event, sessionId, type } = await findSession();
    const account = await createAccount({ email: uniqueEmail('back.after'), displayName: 'Kiran Patil' });
    const page = await browser.newPage();
    await signInOnSite(page, account);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const bookingPath = `/eventbooking/${event.slug}/${event.id}?city=pune&session=${sessionId}&q=${type.id}.1`;
    await page.goto(`${site}/ticketpage/${event.slug}/${event.id}?city=pune&session=${sessionId}`);
    await page.getByRole('button', { name: `Add one ${type.name} ticket` }).click();
    await page.getByRole('button', { name: 'Continue to booking' }).click();
    await page.waitForURL(`${site}${bookingPath}`);
    await page.getByRole('textbox', { name: 'Phone (with country code)' }).fill('+919876543210');
    await payButton(page).click();
    await payInSandbox(page, 'upi', 'succeed');
    await page.getByRole('heading', { name: 'You’re going!' }).waitFor();
    await page.waitForURL(new RegExp(`/ticketbooked/${event.slug}\\?booking=bk_`));
    const confirmationUrl = page.url();

    // Back from the confirmation: the event, not a live booking step with a new hold.
    await page.goBack();
    await page.waitForURL(`${site}/pune/${event.slug}/${event.id}`);
    await page.getByRole('heading', { name: event.title, level: 2 }).waitFor();
    expect(await page.getByRole('timer').count()).toBe(0);
    await page.goForward();
    await page.waitForURL(confirmationUrl);
    await page.getByRole('heading', { name: 'You’re going!' }).waitFor();

    // The booking step of a selection already booked shows that booking, and takes no hold.
    const typesBefore = (await api<{ items: TicketType[] }>(`/sessions/${sessionId}/ticket-types`)).items.find((t) => t.id === type.id);
    await page.goto(`${site}${bookingPath}`);
    await page.waitForURL(confirmationUrl);
    await page.getByRole('heading', { name: 'You’re going!' }).waitFor();
    const typesAfter = (await api<{ items: TicketType[] }>(`/sessions/${sessionId}/ticket-types`)).items.find((t) => t.id === type.id);
    expect(typesAfter?.available).toBe(typesBefore?.available);
    await page.close();
  });
  it('after a failed card, Pay again with UPI makes one confirmed booking on the same order; a pending UPI payment confirms when its webhook lands', async () => {
    const site = inject('siteUrl');
    const { event, sessionId, type } = await findSession();
    const account = await createAccount({ email: uniqueEmail('pays.retry'), displayName: 'Meera Joshi' });
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signInOnSite(page, account);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${site}/eventbooking/${event.slug}/${event.id}?city=pune&session=${sessionId}&q=${type.id}.1`);
    await page.getByRole('textbox', { name: 'Phone (with country code)' }).fill('+919876543210');
    await payButton(page).click();

    // The card fails: the provider's reason, the hold kept, Pay again on the same order.
    await payInSandbox(page, 'card', 'fail');
    await page.getByRole('alert').filter({ hasText: 'The payment did not go through' }).waitFor();
    expect(await page.getByRole('timer').count()).toBe(1);
    await page.getByRole('button', { name: /^Pay ₹[\d,.]+ again$/ }).click();
    await sandboxCheckout(page).locator('button[data-method="upi"][data-outcome="pending"]').click();

    // UPI pending: the waiting screen, then the confirmation once the capture's webhook lands.
    await page.getByRole('heading', { name: 'Waiting for your payment' }).waitFor();
    await page.getByRole('heading', { name: 'You’re going!' }).waitFor({ timeout: 30_000 });
    const bookingId = new URL(page.url()).searchParams.get('booking') ?? '';
    const mine = await callApi<{ items: { id: string; status: string; session: { id: string } }[] }>(account, '/me/bookings?when=upcoming');
    expect(mine.items.filter((b) => b.session.id === sessionId).map((b) => [b.id, b.status])).toEqual([[bookingId, 'confirmed']]);
    // One capture: the UPI payment, for the booking's total; a second capture on the order would be refunded as a duplicate.
    const booked = await callApi<{ amounts: { total: { amount: number } }; payment: { state: string; method: string; amount: { amount: number } }; refunds: unknown[] }>(account, `/bookings/${bookingId}`);
    expect(booked.payment).toMatchObject({ state: 'captured', method: 'upi', amount: { amount: booked.amounts.total.amount } });
    expect(booked.refunds).toEqual([]);
    await page.close();
  });
});
