import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hold } from '../../fixtures/booking.ts';
import { preloadLocale } from '../../i18n/i18n.ts';
import { adoptStyles } from '../../styles/sheets.ts';
import { measureHeight } from '../../testing/measureHeight.tsx';
import { prefillAttendee } from './attendee.ts';
import { Booking } from './Booking.tsx';

// Real Chromium layout with the widget's own stylesheet: while the hold is made the step holds the
// attendee form's room, and the form lands in it, so the page under it does not move.
beforeAll(async () => {
  adoptStyles(document);
  await preloadLocale('hi-IN');
}, 60_000);
afterEach(() => document.body.replaceChildren());

const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
const values = prefillAttendee({ displayName: 'Asha Rao', email: 'asha@example.com', phoneNumber: '+919876543210' });

describe.each([390, 1366])('the booking step in a %ipx-wide page', (width) => {
  it.each(['en-IN', 'hi-IN'])('shows the attendee form in the height its holding state held (%s)', async (locale) => {
    const holding = await measureHeight(<Booking state={{ kind: 'holding' }} ticketKinds={hold.items.length} initialValues={values} />, { width, locale, select: 'section' });
    const active = await measureHeight(
      <Booking state={{ kind: 'active', hold: { ...hold, expiresAt: inAnHour }, submitting: false, error: null }} pointsBalance="checking" initialValues={values} />,
      { width, locale, select: 'section' },
    );
    expect(holding).toBeGreaterThan(600);
    expect(Math.abs(active - holding), `form ${active}px, holding ${holding}px`).toBeLessThanOrEqual(1);
  });
});
