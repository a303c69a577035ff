import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { booking, smallHold } from '../../fixtures/booking.ts';
import { ticketsOf } from '../../fixtures/tickets.ts';
import { preloadLocale } from '../../i18n/i18n.ts';
import { adoptStyles } from '../../styles/sheets.ts';
import { measureHeight } from '../../testing/measureHeight.tsx';
import { AsyncView } from '../../ui/AsyncView.tsx';
import { Confirmation } from './Confirmation.tsx';
import { ConfirmationSkeleton } from './ConfirmationSkeleton.tsx';

// Real Chromium layout with the widget's own stylesheet: a one-ticket booking's confirmation takes
// the room its skeleton held (a booking of more tickets goes on below the first pass).
beforeAll(async () => {
  adoptStyles(document);
  await preloadLocale('hi-IN');
}, 60_000);
afterEach(() => document.body.replaceChildren());

const oneTicket = { ...booking, items: smallHold.items, amounts: smallHold.amounts, tickets: ticketsOf({ bookingId: booking.id, eventId: booking.event.id, sessionId: booking.session.id, items: smallHold.items }) };

describe.each([390, 1366])('the confirmation in a %ipx-wide page', (width) => {
  it.each(['en-IN', 'hi-IN'])('loads into the height its skeleton held (%s)', async (locale) => {
    const loading = await measureHeight(
      <AsyncView state={{ status: 'loading' }} loadingLabel="Loading" skeleton={<ConfirmationSkeleton />}>
        {() => null}
      </AsyncView>,
      { width, locale, select: '[role="status"]' },
    );
    const loaded = await measureHeight(<Confirmation booking={oneTicket} ticketsHref="/tickets" />, { width, locale, select: 'section' });
    expect(loading).toBeGreaterThan(600);
    // Within a line of text: where the person's email address wraps depends on its length.
    expect(Math.abs(loaded - loading), `loaded ${loaded}px, skeleton ${loading}px`).toBeLessThanOrEqual(24);
  });
});
