import { lazy, Suspense } from 'react';
import type { ErrorStateProps } from './ErrorState.tsx';

const Loaded = lazy(() => import('./ErrorState.tsx').then((m) => ({ default: m.ErrorState })));

/**
 * ErrorState for screens that draw it only when a request fails: its code (and the error
 * catalogue's lookup) is fetched the first time something goes wrong, so a page that loads
 * without trouble, such as the site's home page, does not carry it. Its own boundary keeps the
 * rest of the screen drawn while it arrives; nothing is reserved, since an error replaces what
 * was there.
 */
export function LazyErrorState(props: ErrorStateProps) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
