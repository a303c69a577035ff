import { useId } from 'react';
import type { EventSummary } from '@ticketkit/contract';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { Badge } from '../../ui/Badge.tsx';

export interface EventCardProps {
  event: EventSummary;
  onSelect?(event: EventSummary): void;
}

export function EventCard({ event, onSelect }: EventCardProps) {
  const f = useFormat();
  const uid = useId();
  const headingId = `${uid}-event-${event.id}`;
  return (
    <article className="tk-card" aria-labelledby={headingId}>
      <img src={event.image.url} alt={event.image.alt} width={event.image.width} height={event.image.height} loading="lazy" />
      <h3 id={headingId}>{event.title}</h3>
      <p className="tk-muted">
        {f.t('events.when', { start: f.date(event.startsAt), end: f.date(event.endsAt) })}
        <br />
        {event.venueName}
      </p>
      <div className="tk-row tk-spread">
        <strong>{f.t('events.from', { price: f.money(event.priceFrom) })}</strong>
        {event.availability === 'few-left' ? <Badge tone="warning">{f.t('common.fewLeft')}</Badge> : null}
        {event.availability === 'sold-out' ? <Badge tone="danger">{f.t('common.soldOut')}</Badge> : null}
      </div>
      {onSelect ? (
        // The visible text starts the accessible name (WCAG 2.5.3); the title tells cards apart.
        <button type="button" className="tk-button" data-variant="secondary" onClick={() => onSelect(event)}>
          {f.t('event.book')}
          <span className="tk-visually-hidden"> – {event.title}</span>
        </button>
      ) : null}
    </article>
  );
}
