import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, fillSignIn, uniqueEmail } from './accounts.ts';
import { chooseOneTicketInNagpur } from './bookingSteps.ts';
import { launchBrowser } from './browser.ts';
import { payInSandbox } from './sandboxCheckout.ts';

interface HostEvent {
  type: string;
  detail: Record<string, unknown>;
}

/** What the partner page's own script records (apps/reference-site/public/partner-demo.js). */
interface PartnerWindow {
  ticketkitEvents: HostEvent[];
  ticketkitCspViolations: string[];
}

describe('given the partner demo page under its strict CSP', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('books through the README snippet alone, signing in inside the element, tells the page ticketkit:booking-confirmed and breaks no CSP rule', async () => {
    const account = await createAccount({ email: uniqueEmail('partner.guest'), displayName: 'Kavya Partner' });
    const page = await browser.newPage();
    const response = await page.goto(`${inject('siteUrl')}/partner-demo.html`);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);

    // The embed's element for seeded event ev_025 (Carnatic Classical Concert), city Nagpur.
    const booking = page.locator('ticketkit-booking');
    // As the README snippet places it: no sign-in attribute, and nothing on the page signs anyone in.
    expect(await booking.getAttribute('sign-in')).toBeNull();
    await chooseOneTicketInNagpur(booking);

    // Signed out: the element signs the person in itself (sign-in="inline", the default); the page
    // only hears ticketkit:sign-in-required and does nothing with it.
    await booking.getByRole('heading', { name: 'Sign in to book' }).waitFor();
    await expect.poll(() => page.evaluate(() => (window as unknown as PartnerWindow).ticketkitEvents.map((e) => e.type))).toContain('ticketkit:sign-in-required');
    await fillSignIn(booking, account);

    // The element continues at the booking step with the selection kept.
    await booking.getByRole('form', { name: 'Attendee details' }).waitFor();
    expect(await booking.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(account.email);
    await booking.getByRole('textbox', { name: 'Phone (with country code)' }).fill('+919800011122');
    await booking.getByRole('button', { name: /^Confirm and pay / }).click();
    // Paid through the sandbox's checkout page in the element's dialog, a frame the page's CSP allows.
    await payInSandbox(booking, 'upi', 'succeed');
    await booking.getByRole('heading', { name: 'You’re going!' }).waitFor();
    const bookingText = await booking.getByText(/^Booking ID: /).innerText();
    const bookingId = bookingText.replace('Booking ID: ', '').trim();

    const events = await page.evaluate(() => (window as unknown as PartnerWindow).ticketkitEvents);
    const confirmed = events.filter((e) => e.type === 'ticketkit:booking-confirmed');
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]?.detail).toMatchObject({ version: 1, bookingId, currency: 'INR' });
    expect(events.map((e) => e.type)).toContain('ticketkit:hold-created');
    expect(events.filter((e) => e.type === 'ticketkit:payment-started')).toHaveLength(1);
    // Confirmed only once paid: the page hears of the payment before the booking.
    expect(events.findIndex((e) => e.type === 'ticketkit:payment-started')).toBeLessThan(events.findIndex((e) => e.type === 'ticketkit:booking-confirmed'));
    // The page's own log shows it too.
    await page.locator('#event-log li').filter({ hasText: /^ticketkit:booking-confirmed / }).filter({ hasText: `"bookingId":"${bookingId}"` }).waitFor();

    // The embed keeps its session under its own prefix, apart from the first-party site's keys.
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys).toContain('ticketkit:userData');
    expect(keys).not.toContain('userData');

    expect(await page.evaluate(() => (window as unknown as PartnerWindow).ticketkitCspViolations)).toEqual([]);
    await page.close();
  });
});
