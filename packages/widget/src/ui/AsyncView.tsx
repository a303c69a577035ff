import type { ReactNode } from 'react';
import type { WidgetError } from '../sdk/types.ts';
import type { ErrorStateProps } from './ErrorState.tsx';
import { LazyErrorState } from './LazyErrorState.tsx';
import { LoadingRegion, Skeleton } from './Skeleton.tsx';

/** What a presentational screen is given: the same three states `useResource` produces. */
export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: WidgetError; retry?: () => void }
  | { status: 'success'; data: T };

export interface AsyncViewProps<T> {
  state: AsyncState<T>;
  loadingLabel: string;
  skeleton?: ReactNode;
  /** Where to go when the data is not there (see ErrorState). */
  onward?: ErrorStateProps['onward'];
  /** Where the events are: a not-found links there (see ErrorState). */
  eventsHref?: string;
  children(data: T): ReactNode;
}

/** Renders loading skeletons, the error (with retry when it can help), or the data. */
export function AsyncView<T>({ state, loadingLabel, skeleton, onward, eventsHref, children }: AsyncViewProps<T>) {
  if (state.status === 'loading') {
    return (
      <LoadingRegion label={loadingLabel}>
        {skeleton ?? (
          <div className="tk-stack">
            <Skeleton height="1.5em" width="60%" />
            <Skeleton height="1em" />
            <Skeleton height="1em" width="80%" />
          </div>
        )}
      </LoadingRegion>
    );
  }
  if (state.status === 'error') return <LazyErrorState error={state.error} onRetry={state.retry} onward={onward} eventsHref={eventsHref} />;
  return <>{children(state.data)}</>;
}
