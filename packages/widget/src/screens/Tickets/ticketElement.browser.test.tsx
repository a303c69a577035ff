/// <reference types="@vitest/browser-playwright" />
// <ticketkit-ticket> in real Chromium with real key presses (Playwright's keyboard, so the browser's own
// modal dialog decides where Tab goes and what Escape does). The project `browser` renders it with React,
// `browser-preact` with preact/compat as the embed ships it. The SDK is the in-memory fake: no API runs
// inside a component test; its quote, cancel and receipt answers follow the reference API (ticketsApi.ts).
import 'react-dom/client';
import 'qrcode-generator';
import '../../elements/screens/ticket.tsx';
import { cdp, page, userEvent } from 'vitest/browser';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defineTicketkitElements } from '../../elements/defineElements.ts';
import { loadScreen } from '../../elements/loadScreen.ts';
import { paidBooking, refundedBooking } from '../../fixtures/bookingStatuses.ts';
import { createFakeSdk, type FakeSdk } from '../../fixtures/fakeSdk.ts';
import { qrPath } from '../../lib/qr.ts';
import { nextEvent, until } from '../../testing/dom.ts';

let sdk: FakeSdk;

beforeAll(() => {
  sdk = createFakeSdk({ signedIn: true });
  defineTicketkitElements({ load: loadScreen, sdk: Promise.resolve(sdk) });
});

afterEach(() => {
  document.body.replaceChildren();
});

async function placeTicket(): Promise<HTMLElement> {
  const before = document.createElement('button');
  before.textContent = 'Page button';
  document.body.append(before);
  const el = document.createElement('ticketkit-ticket');
  el.setAttribute('booking-id', paidBooking.id);
  document.body.append(el);
  await expect.element(page.getByRole('heading', { level: 2, name: paidBooking.event.title })).toBeVisible();
  return el;
}

/** The focused element inside the element's shadow root. */
const focused = (el: HTMLElement) => el.shadowRoot?.activeElement as HTMLElement | null;
const dialogOf = (el: HTMLElement) => el.shadowRoot!.querySelector('dialog')!;

describe('given <ticketkit-ticket> for a paid booking', () => {
  it('opens the cancel dialog from the keyboard, keeps Tab inside it, and Escape closes it back to the button', async () => {
    const el = await placeTicket();
    const cancelButton = [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === 'Cancel booking')!;
    cancelButton.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText('₹998.50')).toBeVisible();
    expect(dialogOf(el).matches(':modal')).toBe(true);
    expect(focused(el)?.textContent).toBe('Keep booking');
    // Tab cycles through the dialog's controls and never reaches the page behind it.
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      await userEvent.keyboard('{Tab}');
      const now = focused(el);
      if (now) {
        expect(dialogOf(el).contains(now), `focus left the dialog for ${now.outerHTML.slice(0, 80)}`).toBe(true);
        seen.add(now.textContent ?? '');
      }
      expect(document.activeElement?.textContent).not.toBe('Page button');
    }
    expect(seen).toContain('Cancel booking');
    expect(seen).toContain('Keep booking');
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await until(() => !dialogOf(el).open && focused(el) === cancelButton, 'the dialog closed and focus back on Cancel booking');
    expect(sdk.calls.some((c) => c.method === 'cancelBooking')).toBe(false);
  });

  it('confirms from the keyboard, shows the refund pending and tells the host page', async () => {
    const el = await placeTicket();
    const cancelled = nextEvent('ticketkit:booking-cancelled');
    [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === 'Cancel booking')!.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect.element(dialog.getByText('₹998.50')).toBeVisible();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(focused(el)?.textContent).toBe('Cancel booking');
    await userEvent.keyboard('{Enter}');
    const event = await cancelled;
    expect(event.detail).toEqual({ version: 1, bookingId: paidBooking.id, refund: 99_850, currency: 'INR' });
    expect(event.target).toBe(el);
    await expect.element(page.getByText('Refund of ₹998.50 pending')).toBeVisible();
    await expect.element(page.getByText('Cancelled', { exact: true })).toBeVisible();
    await until(() => focused(el)?.tagName === 'H2', 'focus on the ticket heading');
  });

  it('shows the receipt from the keyboard and marks it as the only thing to print', async () => {
    const el = await placeTicket();
    [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === 'Receipt')!.focus();
    await userEvent.keyboard('{Enter}');
    await until(() => focused(el)?.textContent === 'Receipt' && focused(el)?.tagName === 'H2', 'focus on the receipt heading');
    await expect.element(page.getByRole('region', { name: 'Tax invoice TK/2026-27/000042' })).toBeVisible();
    await expect.element(page.getByText('GSTIN 27AABCT1234C1Z5')).toBeVisible();
    expect(el.hasAttribute('data-ticketkit-print')).toBe(true);
    const pageRules = document.adoptedStyleSheets.flatMap((s) => [...s.cssRules].map((r) => r.cssText)).join('\n');
    expect(pageRules.toLowerCase()).toContain('size: a4');
    await userEvent.keyboard('{Tab}');
    expect(focused(el)?.textContent).toBe('Print or save as PDF');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await until(() => focused(el)?.tagName === 'H2' && focused(el)?.textContent === paidBooking.event.title, 'focus on the ticket heading');
    expect(el.hasAttribute('data-ticketkit-print')).toBe(false);
  });
});

describe('given <ticketkit-ticket> for a confirmed booking of three tickets', () => {
  afterEach(async () => {
    await page.viewport(414, 896);
  });

  const codesOf = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll<SVGSVGElement>('svg[role="img"]')];

  it('shows one QR code per ticket, each drawing its own ticket’s code and named by its type and number', async () => {
    const el = await placeTicket();
    const labels = ['Silver · Ticket 1 of 3', 'Silver · Ticket 2 of 3', 'Gold · Ticket 3 of 3'];
    for (const label of labels) await expect.element(page.getByRole('img', { name: `QR code of ${label}, booking ${paidBooking.id}` })).toBeVisible();
    const drawn = codesOf(el).map((svg) => svg.querySelector('path')!.getAttribute('d'));
    expect(drawn).toEqual(paidBooking.tickets.map((t) => qrPath(t.qrPayload!).d));
    expect(new Set(drawn).size).toBe(3);
  });

  it('at a phone’s width stacks the codes, each at least 240 px wide; on a desktop sets them side by side', async () => {
    await page.viewport(390, 844);
    const el = await placeTicket();
    await until(() => codesOf(el).length === 3, 'three codes');
    const phone = codesOf(el).map((svg) => svg.getBoundingClientRect());
    for (const box of phone) {
      expect(box.width).toBeGreaterThanOrEqual(240);
      expect(box.right).toBeLessThanOrEqual(390);
    }
    expect(phone[1]!.top).toBeGreaterThanOrEqual(phone[0]!.bottom);
    await page.viewport(1366, 768);
    await until(() => codesOf(el)[1]!.getBoundingClientRect().top === codesOf(el)[0]!.getBoundingClientRect().top, 'the first two codes side by side');
    expect(codesOf(el)[0]!.getBoundingClientRect().width).toBeGreaterThanOrEqual(240);
  });
});

describe('given the receipt is printed from a page with other content', () => {
  it('puts only the receipt on paper: the page’s own parts and the receipt’s buttons are left out', async () => {
    const el = await placeTicket();
    [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === 'Receipt')!.click();
    await expect.element(page.getByRole('region', { name: 'Tax invoice TK/2026-27/000042' })).toBeVisible();
    const pageButton = document.querySelector('body > button')!;
    const printButton = [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === 'Print or save as PDF')!;
    const invoice = el.shadowRoot!.querySelector('.tk-receipt-doc')!;
    const shown = (e: Element) => e.checkVisibility();
    expect([shown(pageButton), shown(printButton)]).toEqual([true, true]);
    await cdp().send('Emulation.setEmulatedMedia', { media: 'print' });
    try {
      await until(() => matchMedia('print').matches, 'print media');
      expect(shown(pageButton)).toBe(false);
      expect(shown(printButton)).toBe(false);
      expect(shown(el)).toBe(true);
      expect(shown(invoice)).toBe(true);
      expect(invoice.getBoundingClientRect().height).toBeGreaterThan(100);
    } finally {
      await cdp().send('Emulation.setEmulatedMedia', { media: '' });
    }
  });
});

describe('given <ticketkit-ticket> for a booking the organiser cancelled with a reason', () => {
  it.each([
    ['en-IN', 'Cancelled by the organiser: The lead singer is unwell; we hope to announce a new date soon.'],
    ['hi-IN', 'आयोजक ने रद्द किया: The lead singer is unwell; we hope to announce a new date soon.'],
  ] as const)('in %s, shows the organiser’s reason with the booking', async (locale, line) => {
    const el = document.createElement('ticketkit-ticket');
    el.setAttribute('booking-id', refundedBooking.id);
    el.setAttribute('locale', locale);
    document.body.append(el);
    await expect.element(page.getByRole('heading', { level: 2, name: refundedBooking.event.title })).toBeVisible();
    await expect.element(page.getByText(line, { exact: true })).toBeVisible();
  });
});
