import '../../i18n/bookingMessages.ts';
import type { Session } from '@ticketkit/contract';
import { useId, useState } from 'react';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { buttonPart } from '../../ui/parts.ts';
import { groupSessionsByDay } from './groupSessions.ts';

export interface DateSelectProps {
  sessions: Session[];
  /** The event's title, named in the heading so the page says which event the dates are for. */
  eventTitle?: string;
  selectedSessionId?: string;
  onSelect(session: Session): void;
  /** The current time in ms; sessions that started before it are hidden. Defaults to Date.now(). */
  now?: number;
  /** Back to the cities, offered when this city has no dates. */
  onOtherCities?(): void;
}

/** Sessions grouped by day; sold-out ones are shown but cannot be chosen, few-left ones are marked. */
export function DateSelect({ sessions, eventTitle, selectedSessionId, onSelect, now, onOtherCities }: DateSelectProps) {
  const f = useFormat();
  const uid = useId();
  const [mountedAt] = useState(() => Date.now());
  const days = groupSessionsByDay(sessions, f, now ?? mountedAt);
  return (
    <section className="tk-stack" aria-labelledby={`${uid}-dates-heading`}>
      <h2 part="heading" id={`${uid}-dates-heading`}>{eventTitle ? f.t('dates.headingFor', { title: eventTitle }) : f.t('dates.heading')}</h2>
      {days.length === 0 ? (
        <EmptyState
          icon="calendar"
          title={f.t('dates.empty')}
          action={
            onOtherCities ? (
              <Button variant="secondary" onClick={onOtherCities}>
                {f.t('dates.otherCities')}
              </Button>
            ) : null
          }
        >
          <p>{f.t('dates.empty.body')}</p>
        </EmptyState>
      ) : null}
      {days.map(({ day, sessions: list }) => {
        const headingId = `${uid}-day-${day}`;
        return (
          <section key={day} aria-labelledby={headingId} className="tk-stack">
            <h3 part="heading" id={headingId}>{f.date(list[0]!.startsAt, list[0]!.timeZone)}</h3>
            <ul className="tk-list">
              {list.map((s) => {
                const soldOut = s.status === 'sold-out' || s.status === 'not-on-sale';
                return (
                  <li key={s.id}>
                    <button
                      type="button"
                      className="tk-button"
                      part={buttonPart(s.id === selectedSessionId ? 'primary' : 'secondary')}
                      data-variant={s.id === selectedSessionId ? 'primary' : 'secondary'}
                      aria-pressed={s.id === selectedSessionId}
                      disabled={soldOut}
                      onClick={() => onSelect(s)}
                    >
                      <span>{f.t('dates.session', { time: f.time(s.startsAt, s.timeZone), venue: s.venue.name })}</span>{' '}
                      <span>· {f.t('dates.from', { price: f.money(s.priceFrom) })}</span>{' '}
                      {s.status === 'few-left' ? <Badge tone="warning">{f.t('common.fewLeft')}</Badge> : null}
                      {s.status === 'sold-out' ? <Badge tone="danger">{f.t('common.soldOut')}</Badge> : null}
                      {s.status === 'not-on-sale' ? <Badge>{f.t('common.notOnSale')}</Badge> : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
