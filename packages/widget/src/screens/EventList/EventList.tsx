import type { EventSummary } from '@ticketkit/contract';
import { useId, useState, type ReactNode } from 'react';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import type { PagesState } from '../../context/usePages.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LazyErrorState } from '../../ui/LazyErrorState.tsx';
import { LoadingRegion } from '../../ui/Skeleton.tsx';
import { EventCard, EventCardSkeleton, type CardClick } from './EventCard.tsx';
import { useRevealedCount } from './useRevealedCount.ts';

/** Cards whose posters are likely on the first screen (one column on a phone, a row on a desktop). */
const EAGER_IMAGES = 4;
/** Events in the featured row, when the list has one. */
export const FEATURED_COUNT = 5;

/**
 * The event whose poster the list asks for first (`fetchpriority="high"`): the first card, in the
 * featured row when there is one, usually the page's largest paint. Its poster in the card's layout
 * is what the site's home page preloads as soon as the list's answer is in.
 */
export function leadEvent<T>(events: readonly T[]): T | undefined {
  return events[0];
}

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
  /** The list's heading level: 1 where the list is the page (the site's home), else 2. */
  headingLevel?: 1 | 2;
  /**
   * The first events in a row of their own that scrolls sideways, the rest in the grid below; only
   * when there are more than enough to fill the row.
   */
  featured?: boolean;
  /** Below the heading: the quick filters. */
  filters?: ReactNode;
  /** The list is filtered: an empty list says so and offers this way back (a link or button). */
  clearFilters?: ReactNode;
}

export function EventList({ state, cityName, categoryName, onRetry, onLoadMore, eventHref, onSelect, headingLevel = 2, featured = false, filters, clearFilters }: EventListProps) {
  const { t } = useFormat();
  const uid = useId();
  // Events that arrive after the list is on screen are drawn a few cards per task (see
  // useRevealedCount); a list rendered with its events (server rendering, hydration) draws them all.
  const [arrivesLater] = useState(state.status === 'loading');
  const shown = useRevealedCount(state.status === 'success' ? state.items.length : 0, arrivesLater);
  const heading = categoryName ? t('events.headingCategory', { category: categoryName, city: cityName }) : t('events.heading', { city: cityName });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const SubHeading = headingLevel === 1 ? 'h2' : 'h3';
  const items = state.status === 'success' ? state.items.slice(0, shown) : [];
  const featuredItems = featured && state.status === 'success' && state.items.length > FEATURED_COUNT * 2 ? items.slice(0, FEATURED_COUNT) : [];
  // Under the featured and all-events headings when they are shown, else straight under the list's.
  const cardLevel = (featuredItems.length > 0 ? headingLevel + 2 : headingLevel + 1) as 2 | 3 | 4;
  const lead = leadEvent(items);
  const card = (event: EventSummary, index: number) => (
    <li key={event.id}>
      <EventCard event={event} href={eventHref?.(event)} onSelect={onSelect} headingLevel={cardLevel} priority={event === lead ? 'high' : index < EAGER_IMAGES ? 'eager' : undefined} />
    </li>
  );
  return (
    <section className="tk-stack" aria-label={heading}>
      <Heading part="heading">{heading}</Heading>
      {filters}
      {state.status === 'loading' ? (
        <LoadingRegion label={t('events.loading')}>
          <div className="tk-stack" aria-hidden="true">
            {featured ? (
              <>
                <SubHeading className="tk-section-heading">{t('events.featured')}</SubHeading>
                <ul className="tk-featured-row">{skeletons(2)}</ul>
                <SubHeading className="tk-section-heading">{t('events.all')}</SubHeading>
              </>
            ) : null}
            <ul className="tk-list tk-grid">{skeletons(3)}</ul>
          </div>
        </LoadingRegion>
      ) : state.status === 'error' ? (
        <LazyErrorState error={state.error} onRetry={onRetry} />
      ) : state.items.length === 0 ? (
        <EmptyState title={t('events.empty.title')}>
          <p>{clearFilters ? t('events.empty.filtered') : t('events.empty.body')}</p>
          {clearFilters}
        </EmptyState>
      ) : (
        <>
          {featuredItems.length > 0 ? (
            <>
              <section className="tk-stack" aria-labelledby={`${uid}-featured`}>
                <SubHeading className="tk-section-heading" id={`${uid}-featured`}>
                  {t('events.featured')}
                </SubHeading>
                <ul className="tk-featured-row">{featuredItems.map(card)}</ul>
              </section>
              <SubHeading className="tk-section-heading">{t('events.all')}</SubHeading>
            </>
          ) : null}
          <ul className="tk-list tk-grid">{items.slice(featuredItems.length).map((event, index) => card(event, index + featuredItems.length))}</ul>
          {state.loadMoreError ? <LazyErrorState error={state.loadMoreError} onRetry={onLoadMore} /> : null}
          {/* Only once every fetched card is drawn: drawn earlier, it would sit in the first screen and
              then jump down as the later batches of cards arrive above it (a layout shift). */}
          {state.hasMore && !state.loadMoreError && items.length === state.items.length ? (
            <Button variant="secondary" busy={state.loadingMore} onClick={onLoadMore}>
              {state.loadingMore ? t('common.loading') : t('events.loadMore')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

function skeletons(count: number) {
  return Array.from({ length: count }, (_, i) => (
    <li key={i}>
      <EventCardSkeleton />
    </li>
  ));
}
