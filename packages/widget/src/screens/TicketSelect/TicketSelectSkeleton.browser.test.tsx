import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ticketTypes } from '../../fixtures/booking.ts';
import { preloadLocale } from '../../i18n/i18n.ts';
import { adoptStyles } from '../../styles/sheets.ts';
import { measureHeight } from '../../testing/measureHeight.tsx';
import { AsyncView } from '../../ui/AsyncView.tsx';
import { SKELETON_TICKET_TYPES, TicketSelectSkeleton } from './TicketSelectSkeleton.tsx';
import { TicketSelect } from './TicketSelect.tsx';

// Real Chromium layout with the widget's own stylesheet: when the ticket types arrive, the screen
// takes the room its skeleton held, so nothing under it moves.
beforeAll(async () => {
  adoptStyles(document);
  await preloadLocale('hi-IN');
}, 60_000);
afterEach(() => document.body.replaceChildren());

/** A session with as many ticket types as the skeleton draws: on sale, few left, sold out. */
const types = ticketTypes.slice(0, SKELETON_TICKET_TYPES);

describe.each([390, 1366])('the ticket step in a %ipx-wide page', (width) => {
  it.each(['en-IN', 'hi-IN'])('loads into the height its skeleton held (%s)', async (locale) => {
    const loading = await measureHeight(
      <AsyncView state={{ status: 'loading' }} loadingLabel="Loading tickets" skeleton={<TicketSelectSkeleton />}>
        {() => null}
      </AsyncView>,
      { width, locale, select: '[role="status"]' },
    );
    const loaded = await measureHeight(<TicketSelect ticketTypes={types} quantities={{}} onChange={() => {}} onContinue={() => {}} />, { width, locale, select: 'section' });
    expect(loading).toBeGreaterThan(300);
    expect(Math.abs(loaded - loading), `loaded ${loaded}px, skeleton ${loading}px`).toBeLessThanOrEqual(1);
  });
});
