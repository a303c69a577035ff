import { lazy, Suspense } from 'react';
import { useFormat } from '../context/TicketkitProvider.tsx';
import { Button } from './Button.tsx';
import type { ErrorStateProps } from './ErrorState.tsx';

/**
 * What shows when ErrorState's own code cannot load (the connection is gone, which is often why
 * something failed): the code for support and Try again, in words the page already carries.
 */
function Unloaded({ error, onRetry }: ErrorStateProps) {
  const { t } = useFormat();
  return (
    <div className="tk-state" data-tone="error" role="alert" data-code={error.code}>
      {onRetry ? (
        <div className="tk-state-action">
          <Button onClick={onRetry}>{t('common.retry')}</Button>
        </div>
      ) : null}
      <p className="tk-muted tk-error-code">{t('common.error.code', { code: error.code })}</p>
    </div>
  );
}

const Loaded = lazy(() => import('./ErrorState.tsx').then((m) => ({ default: m.ErrorState }), () => ({ default: Unloaded })));

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
