import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { companyEvents, corporateBookings, employee } from '../../fixtures/account.ts';
import { preloadLocale } from '../../i18n/i18n.ts';
import { adoptStyles } from '../../styles/sheets.ts';
import { measureHeight } from '../../testing/measureHeight.tsx';
import type { AsyncState } from '../../ui/AsyncView.tsx';
import { CorporateDashboard, SKELETON_ITEMS } from './CorporateDashboard.tsx';

// Real Chromium layout with the widget's own stylesheet: the company's events and the employee's
// bookings arrive in the room their skeletons held, so the sign-out under them does not move.
beforeAll(async () => {
  adoptStyles(document);
  await preloadLocale('hi-IN');
}, 60_000);
afterEach(() => document.body.replaceChildren());

/** As many events and bookings as the skeletons draw. */
const events = companyEvents.slice(0, SKELETON_ITEMS);
const bookings = [...corporateBookings, ...corporateBookings.map((b) => ({ ...b, id: `${b.id}_2` }))].slice(0, SKELETON_ITEMS);

const dashboard = (state: 'loading' | 'success') => (
  <CorporateDashboard
    employee={employee}
    events={(state === 'loading' ? { status: 'loading' } : { status: 'success', data: events }) as AsyncState<typeof events>}
    bookings={(state === 'loading' ? { status: 'loading' } : { status: 'success', data: bookings }) as AsyncState<typeof bookings>}
    ticketHref={(b) => `/t/${b.id}`}
    ticketsHref="/t"
    eventHref={(e) => `/e/${e.id}`}
    onBook={() => {}}
    onLeave={() => {}}
  />
);

describe.each([390, 1366])('the company dashboard in a %ipx-wide page', (width) => {
  it.each(['en-IN', 'hi-IN'])('shows its events and bookings in the height their skeletons held (%s)', async (locale) => {
    expect(events).toHaveLength(SKELETON_ITEMS);
    const loading = await measureHeight(dashboard('loading'), { width, locale, select: '> .tk-stack' });
    const loaded = await measureHeight(dashboard('success'), { width, locale, select: '> .tk-stack' });
    expect(loading).toBeGreaterThan(500);
    // Within a line of text: each Book button carries its event's title, which wraps by its length.
    expect(Math.abs(loaded - loading), `loaded ${loaded}px, skeleton ${loading}px`).toBeLessThanOrEqual(24);
  });
});
