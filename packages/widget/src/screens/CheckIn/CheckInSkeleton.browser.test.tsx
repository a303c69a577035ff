import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_LATER, SESSION_TONIGHT } from '../../fixtures/checkIn.ts';
import { preloadLocale } from '../../i18n/i18n.ts';
import { adoptStyles } from '../../styles/sheets.ts';
import { measureHeight } from '../../testing/measureHeight.tsx';
import { AsyncView } from '../../ui/AsyncView.tsx';
import { CheckIn } from './CheckIn.tsx';
import { CheckInSkeleton } from './CheckInSkeleton.tsx';

// Real Chromium layout with the widget's own stylesheet: when the door's kit has downloaded, the
// door's setup takes the room its skeleton held.
beforeAll(async () => {
  adoptStyles(document);
  await preloadLocale('hi-IN');
}, 60_000);
afterEach(() => document.body.replaceChildren());

const noop = () => {};
const sessions = [
  { value: SESSION_TONIGHT, label: '24 Nov 2026 7:00 pm · Lawn, Ramdaspeth' },
  { value: SESSION_LATER, label: '26 Nov 2026 7:00 pm · Lawn, Ramdaspeth' },
];

describe.each([390, 1366])('the door in a %ipx-wide page', (width) => {
  it.each(['en-IN', 'hi-IN'])('shows its setup in the height its skeleton held (%s)', async (locale) => {
    const loading = await measureHeight(
      <AsyncView state={{ status: 'loading' }} loadingLabel="Loading" skeleton={<CheckInSkeleton />}>
        {() => null}
      </AsyncView>,
      { width, locale, select: '> [role="status"]' },
    );
    const loaded = await measureHeight(
      <CheckIn
        title="Jazz on the Lawn"
        sessions={sessions}
        choice={null}
        lastChoice={{ sessionId: '', door: '' }}
        onStart={noop}
        onChange={noop}
        status={{ online: true, queued: 0, admittedHere: 0, checkedIn: 0 }}
        camera="starting"
        onCode={noop}
        result={null}
        opensAt={null}
        timeZone="Asia/Kolkata"
        onNext={noop}
        conflicts={[]}
        onDismissConflict={noop}
      />,
      { width, locale, select: 'section' },
    );
    expect(loading).toBeGreaterThan(300);
    expect(Math.abs(loaded - loading), `loaded ${loaded}px, skeleton ${loading}px`).toBeLessThanOrEqual(1);
  });
});
