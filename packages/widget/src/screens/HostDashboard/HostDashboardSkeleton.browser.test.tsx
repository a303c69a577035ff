import { render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TicketkitProvider } from '../../context/TicketkitProvider.tsx';
import { createFakeSdk, never, type FakeSdk } from '../../fixtures/fakeSdk.ts';
import { preloadLocale } from '../../i18n/i18n.ts';
import { adoptStyles } from '../../styles/sheets.ts';
import { until } from '../../testing/dom.ts';
import { HostDashboardContainer } from './HostDashboardContainer.tsx';

// Real Chromium layout with the widget's own stylesheet, the SDK the in-memory fake (no API runs in
// a component test). The dashboard goes on far below the first screen (sessions, chart, attendees),
// so what is compared is what the host reads first: from the top down to the end of the figures.
beforeAll(async () => {
  adoptStyles(document);
  await preloadLocale('hi-IN');
}, 60_000);
afterEach(() => document.body.replaceChildren());

async function figuresEnd(sdk: FakeSdk, width: number, locale: string): Promise<number> {
  const { container, unmount } = render(
    <div style={{ width: `${width}px` }}>
      <TicketkitProvider sdk={sdk} locale={locale}>
        <HostDashboardContainer hostedEventId="he_sales" />
      </TicketkitProvider>
    </div>,
  );
  const figures = await until(() => container.querySelector('.tk-root section .tk-figures'), 'the figures');
  const end = figures.getBoundingClientRect().bottom - container.querySelector('.tk-root section')!.getBoundingClientRect().top;
  unmount();
  return end;
}

describe.each([390, 1366])('the host dashboard in a %ipx-wide page', (width) => {
  it.each(['en-IN', 'hi-IN'])('shows its status, links and figures where its skeleton held them (%s)', async (locale) => {
    const loading = await figuresEnd(createFakeSdk({ api: { getHostDashboard: never } }), width, locale);
    const loaded = await figuresEnd(createFakeSdk(), width, locale);
    expect(loading).toBeGreaterThan(200);
    expect(Math.abs(loaded - loading), `loaded ${loaded}px, skeleton ${loading}px`).toBeLessThanOrEqual(1);
  });
});
