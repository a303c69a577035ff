import { useId } from 'react';
import type { Booking, CorporateEmployee, EventSummary } from '@ticketkit/contract';
import type { AsyncState } from '../../ui/AsyncView.tsx';
import { AsyncView } from '../../ui/AsyncView.tsx';
import { Button } from '../../ui/Button.tsx';
import { isPlainClick } from '../../ui/plainClick.ts';
import { EventCard } from '../EventList/EventCard.tsx';
import { TicketCard } from '../Tickets/TicketCard.tsx';
import { CompanyHeader } from './CompanyHeader.tsx';
import { EntitlementCard } from './EntitlementCard.tsx';
import { corporateMessages } from './messages.ts';

export interface CorporateDashboardProps {
  employee: CorporateEmployee;
  events: AsyncState<EventSummary[]>;
  bookings: AsyncState<Booking[]>;
  ticketHref(booking: Booking): string;
  ticketsHref: string;
  /** Each event's booking page: a bookable event's Book is then a real link (a plain click still calls `onBook`). */
  eventHref?(event: EventSummary): string;
  onBook(event: EventSummary): void;
  onOpenTicket?(booking: Booking): void;
  onLeave(): void;
}

/** The company's events, the employee's company bookings and the entitlement left this period. */
export function CorporateDashboard({ employee, events, bookings, ticketHref, ticketsHref, eventHref, onBook, onOpenTicket, onLeave }: CorporateDashboardProps) {
  const t = corporateMessages.useT();
  const uid = useId();
  const company = employee.company;
  const usedUp = employee.entitlement.remaining === 0;
  return (
    <div className="tk-stack">
      <CompanyHeader company={company} heading={t('corp.dashboard.heading', { company: company.name })} />
      <EntitlementCard employee={employee} />
      <section className="tk-stack" aria-labelledby={`${uid}-tk-corp-events`}>
        <h3 part="heading" id={`${uid}-tk-corp-events`}>{t('corp.events.heading')}</h3>
        <AsyncView state={events} loadingLabel={t('corp.events.loading')}>
          {(list) =>
            list.length === 0 ? (
              <p>{t('corp.events.empty')}</p>
            ) : (
              <ul className="tk-list tk-grid">
                {list.map((e) => (
                  <li key={e.id} className="tk-stack">
                    <EventCard event={e} />
                    {eventHref && !usedUp && e.availability !== 'sold-out' ? (
                      <a
                        part="button button-primary"
                        className="tk-button"
                        href={eventHref(e)}
                        onClick={(click) => {
                          if (!isPlainClick(click)) return;
                          click.preventDefault();
                          onBook(e);
                        }}
                      >
                        {t('corp.events.book', { title: e.title })}
                      </a>
                    ) : (
                      <Button disabled={usedUp || e.availability === 'sold-out'} aria-label={t('corp.events.book', { title: e.title })} onClick={() => onBook(e)}>
                        {t('corp.events.book', { title: e.title })}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )
          }
        </AsyncView>
      </section>
      <section className="tk-stack" aria-labelledby={`${uid}-tk-corp-bookings`}>
        <h3 part="heading" id={`${uid}-tk-corp-bookings`}>{t('corp.bookings.heading')}</h3>
        <AsyncView state={bookings} loadingLabel={t('corp.bookings.heading')}>
          {(list) =>
            list.length === 0 ? (
              <p>{t('corp.bookings.empty', { company: company.name })}</p>
            ) : (
              <ul className="tk-list tk-grid">
                {list.map((b) => (
                  <TicketCard key={b.id} booking={b} href={ticketHref(b)} onOpen={onOpenTicket} />
                ))}
              </ul>
            )
          }
        </AsyncView>
        <a href={ticketsHref}>{t('corp.bookings.all')}</a>
      </section>
      <div>
        <Button variant="secondary" onClick={onLeave}>
          {t('corp.signOut')}
        </Button>
      </div>
    </div>
  );
}
