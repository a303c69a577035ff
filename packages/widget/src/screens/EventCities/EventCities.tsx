import '../../i18n/bookingMessages.ts';
import { useId } from 'react';
import type { EventCity } from '@ticketkit/contract';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';

export interface EventCitiesProps {
  eventTitle: string;
  cities: EventCity[];
  onSelect(slug: string): void;
}

/** "Select city" for an event: the cities where it has upcoming shows. */
export function EventCities({ eventTitle, cities, onSelect }: EventCitiesProps) {
  const { t, name } = useFormat();
  const uid = useId();
  return (
    <section className="tk-stack" aria-labelledby={`${uid}-cities-heading`}>
      <h2 part="heading" id={`${uid}-cities-heading`}>{t('cities.heading', { title: eventTitle })}</h2>
      {cities.length === 0 ? (
        <EmptyState icon="calendar" title={t('cities.empty')} />
      ) : (
        <ul className="tk-list">
          {cities.map((c) => (
            <li key={c.slug}>
              <button type="button" part="button button-secondary" className="tk-button" data-variant="secondary" onClick={() => onSelect(c.slug)}>
                {name('city', c)} <span>· {t('cities.sessions', { count: c.sessionCount })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
