import { memo, useId } from 'react';
import type { EventSummary } from '@ticketkit/contract';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Poster } from '../../ui/Poster.tsx';
import { isPlainClick } from '../../ui/plainClick.ts';

/** A plain click on an event card's link; `preventDefault()` keeps the browser from following it. */
export interface CardClick {
  preventDefault(): void;
}

export interface EventCardProps {
  event: EventSummary;
  /** The event's page: the card's action is then a real link (open in a new tab, copy, crawl). */
  href?: string | undefined;
  /**
   * Choosing the event. On a link, only a plain click calls it (modifier and middle clicks are the
   * browser's) with the click, so a single-page app can `preventDefault()` and route in place.
   */
  onSelect?(event: EventSummary, click?: CardClick): void;
  /**
   * A card on the first screen: its poster loads at once instead of lazily (`'high'` also puts it
   * first in the queue: the first poster is usually the page's largest paint).
   */
  priority?: 'high' | 'eager' | undefined;
  /** The title's level: one below the heading the card sits under, so headings never skip a level. */
  headingLevel?: 2 | 3 | 4 | undefined;
}

/**
 * One card: poster, title, compact date, venue and price, and the whole card is the title's link
 * (or button): its box is stretched over the card by CSS, so the name read out is the title alone.
 * Memoised: the list draws its cards a few per task (useRevealedCount), and each batch would
 * otherwise draw every card before it again (a page of 20 drew 60 cards in five tasks, not 20).
 */
export const EventCard = memo(function EventCard({ event, href, onSelect, priority, headingLevel = 3 }: EventCardProps) {
  const f = useFormat();
  const uid = useId();
  const headingId = `${uid}-event-${event.id}`;
  const Title = `h${headingLevel}` as const;
  return (
    <article part="card" className="tk-card" aria-labelledby={headingId}>
      <Poster image={event.image} layout="card" alt="" loading={priority ? 'eager' : 'lazy'} fetchPriority={priority === 'high' ? 'high' : undefined} />
      <div className="tk-card-body">
        <Title part="heading" className="tk-card-title" id={headingId}>
          {href ? (
            <a className="tk-card-link" href={href} onClick={(click) => isPlainClick(click) && onSelect?.(event, click)}>
              {event.title}
            </a>
          ) : onSelect ? (
            <button type="button" className="tk-card-link" onClick={() => onSelect(event)}>
              {event.title}
            </button>
          ) : (
            event.title
          )}
        </Title>
        <p className="tk-card-when">
          <time dateTime={event.startsAt}>{f.dateSpan(event.startsAt, event.endsAt)}</time>
        </p>
        <p className="tk-card-venue">{event.venueName}</p>
        <p className="tk-card-price">
          <strong>{f.t('events.from', { price: f.money(event.priceFrom, { dropZeroPaise: true }) })}</strong>
          {event.availability === 'few-left' ? <Badge tone="warning">{f.t('common.fewLeft')}</Badge> : null}
          {event.availability === 'sold-out' ? <Badge tone="danger">{f.t('common.soldOut')}</Badge> : null}
        </p>
      </div>
    </article>
  );
});

/**
 * A loading card drawn like a real one (poster, two title lines, date, venue, price) so the list
 * does not change size when the cards arrive. Decorative: the list's loading region speaks.
 */
export function EventCardSkeleton() {
  const line = <span className="tk-skeleton tk-skeleton-line" />;
  return (
    <div part="card" className="tk-card tk-card-skeleton" aria-hidden="true">
      <span className="tk-skeleton tk-card-media" />
      <div className="tk-card-body">
        <div className="tk-card-skeleton-title">
          {line}
          {line}
        </div>
        <div className="tk-card-when">{line}</div>
        <div className="tk-card-venue">{line}</div>
        <div className="tk-card-price">{line}</div>
      </div>
    </div>
  );
}
