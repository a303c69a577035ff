import { render } from '@testing-library/react';
import { until } from '../../testing/dom.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TicketkitProvider } from '../../context/TicketkitProvider.tsx';
import { ticketTypes } from '../../fixtures/booking.ts';
import { createFakeSdk } from '../../fixtures/fakeSdk.ts';
import { preloadLocale } from '../../i18n/i18n.ts';
import { adoptStyles } from '../../styles/sheets.ts';
import { AsyncView } from '../../ui/AsyncView.tsx';
import { SKELETON_TICKET_TYPES, TicketSelectSkeleton } from './TicketSelectSkeleton.tsx';
import { TicketSelect } from './TicketSelect.tsx';

// Real Chromium layout with the widget's own stylesheet: when the ticket types arrive, the screen
// takes the room its skeleton held, so nothing under it moves. The SDK is the in-memory fake (the
// presentational screen never calls it).
beforeAll(async () => {
  adoptStyles(document);
  await preloadLocale('hi-IN');
}, 60_000);
afterEach(() => document.body.replaceChildren());

/** A session with as many ticket types as the skeleton draws: on sale, few left, sold out. */
const types = ticketTypes.slice(0, SKELETON_TICKET_TYPES);

async function heightOf(ui: React.ReactNode, width: number, locale: string): Promise<number> {
  const { container, unmount } = render(
    <div style={{ width: `${width}px` }}>
      <TicketkitProvider sdk={createFakeSdk()} locale={locale}>
        {ui}
      </TicketkitProvider>
    </div>,
  );
  // The provider shows its loader until the language's texts are in: measure the screen, not that.
  const screen = await until(() => container.querySelector('.tk-root > :is(section, [role="status"])'), 'the screen');
  const height = screen.getBoundingClientRect().height;
  unmount();
  return height;
}

describe.each([390, 1366])('the ticket step in a %ipx-wide page', (width) => {
  it.each(['en-IN', 'hi-IN'])('loads into the height its skeleton held (%s)', async (locale) => {
    const loading = await heightOf(
      <AsyncView state={{ status: 'loading' }} loadingLabel="Loading tickets" skeleton={<TicketSelectSkeleton />}>
        {() => null}
      </AsyncView>,
      width,
      locale,
    );
    const loaded = await heightOf(<TicketSelect ticketTypes={types} quantities={{}} onChange={() => {}} onContinue={() => {}} />, width, locale);
    expect(loading).toBeGreaterThan(300);
    expect(Math.abs(loaded - loading), `loaded ${loaded}px, skeleton ${loading}px`).toBeLessThanOrEqual(1);
  });
});
