import type { ReviewItem } from '@ticketkit/contract';
import { useResource, useStore } from '../../context/hooks.ts';
import { useEmit, useTicketkit } from '../../context/TicketkitProvider.tsx';
import { useCities } from '../../context/useCities.ts';
import type { WidgetCallbacks } from '../../events.ts';
import { ReviewItemView, type ReviewItemState } from './ReviewItemView.tsx';
import { useReviewDecision } from './useReviewDecision.ts';

export interface ReviewItemContainerProps extends WidgetCallbacks {
  hostedEventId: string;
  /** The queue; defaults to the site's `/staff/reviews`. */
  queueHref?: string;
  onDecided?(item: ReviewItem): void;
}

/** `GET /staff/hosted-events/{id}` and the decision on it; a person without the staff claim is told the page is for staff. */
export function ReviewItemContainer({ hostedEventId, queueHref = '/staff/reviews', onDecided, ...callbacks }: ReviewItemContainerProps) {
  const sdk = useTicketkit();
  const emit = useEmit(callbacks);
  const session = useStore(sdk.session, (s) => s.status);
  const item = useResource(
    (signal) => (session === 'signed-in' ? sdk.api.getReviewItem(hostedEventId, { signal }) : new Promise<never>(() => {})),
    [sdk, hostedEventId, session],
  );
  const decision = useReviewDecision(sdk, hostedEventId, onDecided);
  const cities = useCities();
  const categories = useResource((signal) => sdk.api.listCategories({ signal }), [sdk]);
  const state: ReviewItemState =
    session === 'signed-out' ? { status: 'signed-out' } : item.status === 'error' && item.error.code === 'auth/forbidden' ? { status: 'forbidden' } : item;
  return (
    <ReviewItemView
      {...decision}
      state={state}
      cities={cities.data?.items}
      categories={categories.data?.items}
      queueHref={queueHref}
      onNavigate={(to) => emit('ticketkit:navigate', { to })}
    />
  );
}
