import { useId } from 'react';
import type { Booking, CorporateEmployee, EventSummary } from '@ticketkit/contract';
import type { AsyncState } from '../../ui/AsyncView.tsx';
import { AsyncView } from '../../ui/AsyncView.tsx';
import { Button } from '../../ui/Button.tsx';
import { isPlainClick } from '../../ui/plainClick.ts';
import { TicketCard, TicketCardSkeleton } from '../Tickets/TicketCard.tsx';
import { EventCard, EventCardSkeleton } from '../EventList/EventCard.tsx';
import { SkeletonText } from '../../ui/Skeleton.tsx';
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
        <AsyncView state={events} loadingLabel={t('corp.events.loading')} skeleton={<EventsSkeleton />}>
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
        <AsyncView state={bookings} loadingLabel={t('corp.bookings.heading')} skeleton={<BookingsSkeleton />}>
          {(list) =>
            list.length === 0 ? (
              <p>{t('corp.bookings.empty', { company: company.name })}</p>
            ) : (
              <ul className="tk-list tk-stubs">
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

/** How many events and bookings the loading lists draw: a company offers a few at a time. */
export const SKELETON_ITEMS = 2;

/** The events' list while it loads: cards drawn like EventCard, each with its Book button's room. */
function EventsSkeleton() {
  return (
    <ul className="tk-list tk-grid" aria-hidden="true">
      {Array.from({ length: SKELETON_ITEMS }, (_, i) => (
        <li key={i} className="tk-stack">
          <EventCardSkeleton />
          <span className="tk-button tk-skeleton-button-shape">
            <SkeletonText width="60%" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The bookings' list while it loads: stubs drawn like TicketCard. */
function BookingsSkeleton() {
  return (
    <ul className="tk-list tk-stubs" aria-hidden="true">
      {Array.from({ length: SKELETON_ITEMS }, (_, i) => (
        <TicketCardSkeleton key={i} />
      ))}
    </ul>
  );
}
