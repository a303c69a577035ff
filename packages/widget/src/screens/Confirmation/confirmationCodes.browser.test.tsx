// The confirmation of a booking of several tickets in real Chromium (projects `browser` and
// `browser-preact`): every ticket's own QR code, as the ticket page shows them, drawn large enough
// for a door's camera. Presentational: no SDK (`sdk: null`).
import { page } from 'vitest/browser';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { booking } from '../../fixtures/booking.ts';
import { qrPath } from '../../lib/qr.ts';
import { adoptStyles } from '../../styles/sheets.ts';
import { renderWithSdk } from '../../testing/renderWithSdk.tsx';
import { Confirmation } from './Confirmation.tsx';

beforeAll(() => {
  adoptStyles(document);
});
afterEach(() => document.body.replaceChildren());

const labels = ['Silver · Ticket 1 of 3', 'Silver · Ticket 2 of 3', 'Gold · Ticket 3 of 3'];

describe('given a confirmed booking of three tickets', () => {
  it('shows three passes, each drawing its own ticket’s code under the event and its type and number', async () => {
    renderWithSdk(<Confirmation booking={booking} />, { sdk: null });
    const codes = page.getByRole('region', { name: '3 ticket codes' });
    await expect.element(codes).toBeVisible();
    await expect.element(codes.getByText('Each of the 3 tickets has its own code: each person shows theirs at the entrance.')).toBeVisible();
    // Each ticket is a pass: its caption is the ticket's type and number, in order, under what the
    // door reads (the event, when, where) and the booking it belongs to.
    const items = codes.getByRole('listitem').elements();
    expect(items).toHaveLength(labels.length);
    for (const [i, li] of items.entries()) {
      const passes = li.querySelectorAll('figure');
      expect(passes).toHaveLength(1);
      const pass = passes[0]!;
      expect(pass.querySelector('figcaption')?.textContent).toBe(labels[i]);
      expect(pass.querySelector('.tk-pass-event')?.textContent).toBe(booking.event.title);
      expect(pass.querySelector('time')?.getAttribute('dateTime')).toBe(booking.session.startsAt);
      expect(pass.textContent).toContain(booking.session.venue.name);
      expect(pass.querySelector('.tk-pass-id')?.textContent).toBe(booking.id);
    }
    const images = labels.map((label) => codes.getByRole('img', { name: `QR code of ${label}, booking ${booking.id}` }));
    for (const [i, image] of images.entries()) {
      await expect.element(image).toBeVisible();
      expect(image.element().querySelector('path')!.getAttribute('d')).toBe(qrPath(booking.tickets[i]!.qrPayload!).d);
      expect(image.element().getBoundingClientRect().width).toBeGreaterThanOrEqual(240);
    }
    expect(page.getByRole('img').elements()).toHaveLength(3);
  });
});
