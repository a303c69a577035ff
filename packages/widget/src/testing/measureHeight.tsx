import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TicketkitProvider } from '../context/TicketkitProvider.tsx';
import { createFakeSdk } from '../fixtures/fakeSdk.ts';
import { until } from './dom.ts';

/**
 * The height in px of what `select` finds once `ui` is drawn in a `width`-wide box in `locale`, in a
 * real browser with the widget's stylesheet adopted by the caller. Skeleton tests measure a loading
 * state and its loaded screen with it. The provider's SDK is the in-memory fake: presentational
 * screens never call it.
 */
export async function measureHeight(ui: ReactNode, { width, locale, select }: { width: number; locale: string; select: string }): Promise<number> {
  const { container, unmount } = render(
    <div style={{ width: `${width}px` }}>
      <TicketkitProvider sdk={createFakeSdk()} locale={locale}>
        {ui}
      </TicketkitProvider>
    </div>,
  );
  // The provider shows its loader until the language's texts are in: measure the screen, not that.
  const found = await until(() => container.querySelector(`.tk-root ${select}`), select);
  const height = found.getBoundingClientRect().height;
  unmount();
  return height;
}
