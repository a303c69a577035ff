import type { HostedEventStatus, ReviewItem } from '@ticketkit/contract';
import { useState } from 'react';
import { useResource, useStore } from '../../context/hooks.ts';
import { usePages } from '../../context/usePages.ts';
import { useEmit, useTicketkit } from '../../context/TicketkitProvider.tsx';
import { useCities } from '../../context/useCities.ts';
import type { WidgetCallbacks } from '../../events.ts';
import { ReviewQueue, type ReviewQueueState } from './ReviewQueue.tsx';

export interface ReviewQueueContainerProps extends WidgetCallbacks {
  /** A listing's review page; defaults to the site's `/staff/reviews/{id}`. */
  itemHref?(item: ReviewItem): string;
}

export const defaultReviewHref = (item: Pick<ReviewItem, 'id'>) => `/staff/reviews/${encodeURIComponent(item.id)}`;

/** `GET /staff/hosted-events` page by page; a person without the staff claim is told the page is for staff. */
export function ReviewQueueContainer({ itemHref = defaultReviewHref, ...callbacks }: ReviewQueueContainerProps) {
  const sdk = useTicketkit();
  const emit = useEmit(callbacks);
  const session = useStore(sdk.session, (s) => s.status);
  const [status, setStatus] = useState<HostedEventStatus>('submitted');
  const { state, loadMore, retry } = usePages(
    (cursor, signal) => sdk.api.listReviewQueue({ ...(status === 'submitted' ? {} : { status }), ...(cursor ? { cursor } : {}) }, { signal }),
    [sdk, status],
    session === 'signed-in',
  );
  const cities = useCities();
  const categories = useResource((signal) => sdk.api.listCategories({ signal }), [sdk]);
  const shown: ReviewQueueState =
    session === 'signed-out' ? { status: 'signed-out' } : state.status === 'error' && state.error.code === 'auth/forbidden' ? { status: 'forbidden' } : state;
  return (
    <ReviewQueue
      state={shown}
      status={status}
      cities={cities.data?.items}
      categories={categories.data?.items}
      itemHref={itemHref}
      onStatusChange={setStatus}
      onNavigate={(to) => emit('ticketkit:navigate', { to })}
      onRetry={retry}
      onLoadMore={loadMore}
    />
  );
}
