import type { Category, City, HostedEventStatus, ReviewItem } from '@ticketkit/contract';
import { useId } from 'react';
import type { PagesState } from '../../context/usePages.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { NavigateLink } from '../../ui/NavigateLink.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton.tsx';
import { ListingFacts } from './ListingFacts.tsx';
import { staffMessages } from './messages.ts';
import { StaffGate } from './StaffOnly.tsx';

/** The queue as the console shows it: a page of listings, or a reason there is none to show. */
export type ReviewQueueState = PagesState<ReviewItem> | { status: 'forbidden' } | { status: 'signed-out' };

export const REVIEW_STATUSES: HostedEventStatus[] = ['submitted', 'changes-requested', 'rejected', 'approved', 'paused', 'cancelled', 'draft'];

export interface ReviewQueueProps {
  state: ReviewQueueState;
  status: HostedEventStatus;
  cities?: City[];
  categories?: Category[];
  /** A listing's review page (a real link). */
  itemHref(item: ReviewItem): string;
  signInHref?: string;
  onStatusChange(status: HostedEventStatus): void;
  /** A plain click on a link: the host navigates to `to`. */
  onNavigate(to: string): void;
  onRetry?(): void;
  onLoadMore?(): void;
}

/** The staff console's queue: submitted listings oldest first (or those of another status), each linking to its review. */
export function ReviewQueue({ state, status, cities, categories, itemHref, signInHref = '/login?source=staff%2Freviews', onStatusChange, onNavigate, onRetry, onLoadMore }: ReviewQueueProps) {
  const t = staffMessages.useT();
  const headingId = useId();
  return (
    <section className="tk-stack" aria-labelledby={headingId}>
      <h2 part="heading" id={headingId}>{t('staff.queue.heading')}</h2>
      {state.status === 'forbidden' || state.status === 'signed-out' ? (
        <StaffGate reason={state.status} signInHref={signInHref} onNavigate={onNavigate} />
      ) : (
        <>
          <SelectField
            label={t('staff.queue.filter')}
            value={status === 'submitted' ? '' : status}
            placeholder={t('staff.status.submitted')}
            options={REVIEW_STATUSES.filter((s) => s !== 'submitted').map((s) => ({ value: s, label: t(`staff.status.${s}`) }))}
            onChange={(value) => onStatusChange((value || 'submitted') as HostedEventStatus)}
          />
          {state.status === 'loading' ? (
            <LoadingRegion label={t('staff.queue.loading')}>
              <div className="tk-stack">
                <Skeleton height="120px" />
                <Skeleton height="120px" />
              </div>
            </LoadingRegion>
          ) : state.status === 'error' ? (
            <ErrorState error={state.error} onRetry={onRetry} />
          ) : state.items.length === 0 ? (
            <EmptyState icon="empty" title={status === 'submitted' ? t('staff.queue.empty') : t('staff.queue.emptyOther')}>
              <p>{t('staff.queue.emptyBody')}</p>
            </EmptyState>
          ) : (
            <>
              <ol className="tk-list tk-stack">
                {state.items.map((item) => (
                  <li key={item.id} part="card" className="tk-card tk-stack">
                    <h3 part="heading">{item.title}</h3>
                    <ListingFacts item={item} cities={cities} categories={categories} />
                    <div className="tk-row">
                      <NavigateLink to={itemHref(item)} onNavigate={onNavigate}>
                        {t('staff.queue.open', { title: item.title })}
                      </NavigateLink>
                    </div>
                  </li>
                ))}
              </ol>
              {state.loadMoreError ? <ErrorState error={state.loadMoreError} onRetry={onLoadMore} /> : null}
              {state.hasMore && !state.loadMoreError ? (
                <Button variant="secondary" busy={state.loadingMore} onClick={onLoadMore}>
                  {t('staff.queue.loadMore')}
                </Button>
              ) : null}
            </>
          )}
        </>
      )}
    </section>
  );
}
