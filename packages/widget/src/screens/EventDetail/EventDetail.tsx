import '../../i18n/bookingMessages.ts';
import { useId } from 'react';
import type { EventDetail as EventDetailData } from '@ticketkit/contract';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Poster } from '../../ui/Poster.tsx';

export interface EventDetailProps {
  event: EventDetailData;
  onBook?(): void;
}

/** One event in full. The description is plain text split into paragraphs, never HTML. */
export function EventDetail({ event, onBook }: EventDetailProps) {
  const f = useFormat();
  const uid = useId();
  const soldOut = event.availability === 'sold-out';
  return (
    <article className="tk-stack" aria-labelledby={`${uid}-event-title`}>
      <Poster className="tk-event-hero" image={event.image} layout="hero" />
      <h2 part="heading" id={`${uid}-event-title`}>{event.title}</h2>
      <p className="tk-muted">
        {f.t('events.when', { start: f.date(event.startsAt, event.timeZone), end: f.date(event.endsAt, event.timeZone) })}
      </p>
      <div className="tk-row tk-spread">
        <strong>{f.t('event.priceRange', { min: f.money(event.priceRange.min), max: f.money(event.priceRange.max) })}</strong>
        {event.availability === 'few-left' ? <Badge tone="warning">{f.t('common.fewLeft')}</Badge> : null}
        {soldOut ? <Badge tone="danger">{f.t('common.soldOut')}</Badge> : null}
      </div>
      {onBook ? (
        <Button onClick={onBook} disabled={soldOut}>
          {f.t('event.book')}
        </Button>
      ) : null}
      <section aria-labelledby={`${uid}-event-about`}>
        <h3 part="heading" id={`${uid}-event-about`}>{f.t('event.about')}</h3>
        {event.description.split(/\n\s*\n/).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
        <ul>
          <li>{f.t('event.duration', { minutes: event.durationMinutes })}</li>
          {event.ageLimit ? <li>{f.t('event.ageLimit', { age: event.ageLimit })}</li> : null}
          {event.languages.length ? <li>{f.t('event.languages', { languages: event.languages.join(', ') })}</li> : null}
          <li>{f.t('event.organizer', { name: event.organizer.name })}</li>
        </ul>
      </section>
      <section aria-labelledby={`${uid}-event-venues`}>
        <h3 part="heading" id={`${uid}-event-venues`}>{f.t('event.venues')}</h3>
        <ul>
          {event.venues.map((v) => (
            <li key={v.id}>
              {v.name}, <span className="tk-muted">{v.address}</span>
            </li>
          ))}
        </ul>
      </section>
      {event.terms.length ? (
        <section aria-labelledby={`${uid}-event-terms`}>
          <h3 part="heading" id={`${uid}-event-terms`}>{f.t('event.terms')}</h3>
          <ul>
            {event.terms.map((term, i) => (
              <li key={i}>{term}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
