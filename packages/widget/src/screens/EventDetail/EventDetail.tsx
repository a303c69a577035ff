import '../../i18n/bookingMessages.ts';
import { useId } from 'react';
import type { EventDetail as EventDetailData } from '@ticketkit/contract';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Poster } from '../../ui/Poster.tsx';
import { directionsHref } from './directions.ts';
import { CalendarIcon, PinIcon } from './heroIcons.tsx';

export interface EventDetailProps {
  event: EventDetailData;
  onBook?(): void;
}

/**
 * One event in full: a hero (poster, title, when, where, the lowest price), About, Venues and Terms,
 * and a Book bar with the price that stays at the bottom of the screen while the event is in view,
 * so a phone never scrolls back up to book (beside the sections where the widget is wide). The
 * description is plain text split into paragraphs, never HTML.
 */
export function EventDetail({ event, onBook }: EventDetailProps) {
  const f = useFormat();
  const uid = useId();
  const soldOut = event.availability === 'sold-out';
  const [first, ...more] = event.venues;
  const oneDay = f.dayKey(event.startsAt, event.timeZone) === f.dayKey(event.endsAt, event.timeZone);
  const startsAt = f.dateTime(event.startsAt, event.timeZone);
  // The event list's own words for the lowest price, so a card and its page say the same.
  const priceFrom = f.t('events.from', { price: f.money(event.priceRange.min, { dropZeroPaise: true }) });
  const availability = soldOut ? (
    <Badge tone="danger">{f.t('common.soldOut')}</Badge>
  ) : event.availability === 'few-left' ? (
    <Badge tone="warning">{f.t('common.fewLeft')}</Badge>
  ) : null;
  return (
    <article className="tk-event" aria-labelledby={`${uid}-event-title`}>
      <div className="tk-event-layout">
        <div className="tk-event-hero">
          <Poster className="tk-event-poster" image={event.image} layout="hero" fetchPriority="high" />
          <div className="tk-event-summary">
            <h2 part="heading" id={`${uid}-event-title`}>{event.title}</h2>
            <p className="tk-event-fact">
              <CalendarIcon />
              <span>{oneDay ? startsAt : f.t('event.startsFrom', { date: startsAt })}</span>
            </p>
            {first ? (
              <p className="tk-event-fact">
                <PinIcon />
                <span>{more.length ? f.t('event.venueAndMore', { venue: first.name, count: more.length }) : first.name}</span>
              </p>
            ) : null}
            <p className="tk-event-price">
              <strong>{priceFrom}</strong>
              {availability}
            </p>
          </div>
        </div>
        <section className="tk-event-section" aria-labelledby={`${uid}-event-about`}>
          <h3 part="heading" id={`${uid}-event-about`}>{f.t('event.about')}</h3>
          {event.description.split(/\n\s*\n/).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          <ul className="tk-event-facts">
            <li>{f.t('event.duration', { minutes: event.durationMinutes })}</li>
            {event.ageLimit ? <li>{f.t('event.ageLimit', { age: event.ageLimit })}</li> : null}
            {event.languages.length ? <li>{f.t('event.languages', { languages: event.languages.join(', ') })}</li> : null}
            <li>{f.t('event.organizer', { name: event.organizer.name })}</li>
          </ul>
        </section>
        <section className="tk-event-section" aria-labelledby={`${uid}-event-venues`}>
          <h3 part="heading" id={`${uid}-event-venues`}>{f.t('event.venues')}</h3>
          <ul className="tk-event-venues">
            {event.venues.map((v) => (
              <li key={v.id}>
                <PinIcon />
                <span className="tk-event-venue">
                  <strong>{v.name}</strong>
                  <span className="tk-muted">{v.address}</span>
                </span>
                <a className="tk-event-directions" href={directionsHref(v)} target="_blank" rel="noopener noreferrer" aria-label={f.t('event.directionsTo', { venue: v.name })}>
                  {f.t('event.directions')}
                </a>
              </li>
            ))}
          </ul>
        </section>
        {event.terms.length ? (
          <section className="tk-event-section" aria-labelledby={`${uid}-event-terms`}>
            <h3 part="heading" id={`${uid}-event-terms`}>{f.t('event.terms')}</h3>
            <ul>
              {event.terms.map((term, i) => (
                <li key={i}>{term}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {onBook ? (
          <div className="tk-event-bookbar">
            <span className="tk-event-bookbar-price">
              <strong>{priceFrom}</strong>
              {availability}
            </span>
            <Button onClick={onBook} disabled={soldOut}>
              {f.t('event.book')}
            </Button>
          </div>
        ) : null}
      </div>
    </article>
  );
}
