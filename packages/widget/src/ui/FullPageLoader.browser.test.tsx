import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TicketkitProvider } from '../context/TicketkitProvider.tsx';
import { isCatalogueLoaded, preloadLocale } from '../i18n/i18n.ts';
import { FullPageLoader } from './FullPageLoader.tsx';

afterEach(() => document.body.replaceChildren());

/** A screen whose code never arrives: its Suspense shows the loader for as long as the test looks. */
const NeverLoads = lazy(() => new Promise<never>(() => {}));

describe('the full-page loader on a Hindi page', () => {
  it('says "loading" in Hindi from the first frame, while the Hindi catalogue itself is still on its way', () => {
    expect(isCatalogueLoaded('hi-IN')).toBe(false);
    render(
      <TicketkitProvider locale="hi-IN">
        <p>पेज</p>
      </TicketkitProvider>,
    );
    // Synchronously after the first render: no catalogue has had time to arrive.
    expect(screen.getByRole('status')).toHaveTextContent('लोड हो रहा है…');
    expect(screen.getByRole('status').textContent).not.toMatch(/Loading/);
  });

  it('says it in Hindi while a screen’s code loads inside a Hindi provider, without being told', async () => {
    await preloadLocale('hi-IN');
    render(
      <TicketkitProvider locale="hi-IN">
        <Suspense fallback={<FullPageLoader />}>
          <NeverLoads />
        </Suspense>
      </TicketkitProvider>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('लोड हो रहा है…');
  });

  it('says it in English on an English page', () => {
    render(
      <TicketkitProvider locale="en-IN">
        <Suspense fallback={<FullPageLoader />}>
          <NeverLoads />
        </Suspense>
      </TicketkitProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
