import type { EventSummary } from '@ticketkit/contract';
import { useState } from 'react';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import type { PagesState } from '../../context/usePages.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingRegion } from '../../ui/Skeleton.tsx';
import { EventCard, EventCardSkeleton, type CardClick } from './EventCard.tsx';
import { useRevealedCount } from './useRevealedCount.ts';

/** Cards whose posters are likely on the first screen (one column on a phone, a row on a desktop). */
const EAGER_IMAGES = 4;

export type EventListState = PagesState<EventSummary>;

export interface EventListProps {
  state: EventListState;
  /** Shown in the heading, e.g. "Nagpur". */
  cityName: string;
  categoryName?: string;
  onRetry?(): void;
  onLoadMore?(): void;
  /** Each event's page: every card is then a real link to it. */
  eventHref?(event: EventSummary): string;
  onSelect?(event: EventSummary, click?: CardClick): void;
}

export function EventList({ state, cityName, categoryName, onRetry, onLoadMore, eventHref, onSelect }: EventListProps) {
  const { t } = useFormat();
  // Events that arrive after the list is on screen are drawn a few cards per task (see
  // useRevealedCount); a list rendered with its events (server rendering, hydration) draws them all.
  const [arrivesLater] = useState(state.status === 'loading');
  const shown = useRevealedCount(state.status === 'success' ? state.items.length : 0, arrivesLater);
  const heading = categoryName ? t('events.headingCategory', { category: categoryName, city: cityName }) : t('events.heading', { city: cityName });
  return (
    <section className="tk-stack" aria-label={heading}>
      <h2 part="heading">{heading}</h2>
      {state.status === 'loading' ? (
        <LoadingRegion label={t('events.loading')}>
          <ul className="tk-list tk-grid" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <EventCardSkeleton />
              </li>
            ))}
          </ul>
        </LoadingRegion>
      ) : state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={onRetry} />
      ) : state.items.length === 0 ? (
        <EmptyState title={t('events.empty.title')}>
          <p>{t('events.empty.body')}</p>
        </EmptyState>
      ) : (
        <>
          <ul className="tk-list tk-grid">
            {state.items.slice(0, shown).map((event, index) => (
              <li key={event.id}>
                <EventCard event={event} href={eventHref?.(event)} onSelect={onSelect} priority={index < EAGER_IMAGES ? (index === 0 ? 'high' : 'eager') : undefined} />
              </li>
            ))}
          </ul>
          {state.loadMoreError ? <ErrorState error={state.loadMoreError} onRetry={onLoadMore} /> : null}
          {state.hasMore && !state.loadMoreError ? (
            <Button variant="secondary" busy={state.loadingMore} onClick={onLoadMore}>
              {state.loadingMore ? t('common.loading') : t('events.loadMore')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
