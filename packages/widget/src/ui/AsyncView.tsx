import type { ReactNode } from 'react';
import type { WidgetError } from '../sdk/types.ts';
import { ErrorState } from './ErrorState.tsx';
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
  children(data: T): ReactNode;
}

/** Renders loading skeletons, an error with retry, or the data. */
export function AsyncView<T>({ state, loadingLabel, skeleton, children }: AsyncViewProps<T>) {
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
  if (state.status === 'error') return <ErrorState message={state.error.message} code={state.error.code} onRetry={state.retry} />;
  return <>{children(state.data)}</>;
}
