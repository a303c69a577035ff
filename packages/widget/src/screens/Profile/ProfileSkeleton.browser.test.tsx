import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { profile } from '../../fixtures/account.ts';
import { cities } from '../../fixtures/catalog.ts';
import { preloadLocale } from '../../i18n/i18n.ts';
import { adoptStyles } from '../../styles/sheets.ts';
import { measureHeight } from '../../testing/measureHeight.tsx';
import { AsyncView } from '../../ui/AsyncView.tsx';
import { ProfileDetails } from './ProfileDetails.tsx';
import { ProfileSkeleton } from './ProfileSkeleton.tsx';

// Real Chromium layout with the widget's own stylesheet: the details form, the first thing on the
// profile, arrives in the room its skeleton held; the sections after it load below the fold.
beforeAll(async () => {
  adoptStyles(document);
  await preloadLocale('hi-IN');
}, 60_000);
afterEach(() => document.body.replaceChildren());

describe.each([390, 1366])('the profile in a %ipx-wide page', (width) => {
  it.each(['en-IN', 'hi-IN'])('shows its details form in the height its skeleton held (%s)', async (locale) => {
    const loading = await measureHeight(
      <AsyncView state={{ status: 'loading' }} loadingLabel="Loading your profile" skeleton={<ProfileSkeleton />}>
        {() => null}
      </AsyncView>,
      { width, locale, select: '[role="status"]' },
    );
    const loaded = await measureHeight(<ProfileDetails profile={profile} cities={cities} onSave={() => {}} />, { width, locale, select: 'form' });
    expect(loading).toBeGreaterThan(300);
    expect(Math.abs(loaded - loading), `loaded ${loaded}px, skeleton ${loading}px`).toBeLessThanOrEqual(1);
  });
});
