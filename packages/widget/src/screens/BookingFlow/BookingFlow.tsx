import '../../i18n/bookingMessages.ts';
import type { Booking as BookingData, Session } from '@ticketkit/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useResource, useStore } from '../../context/hooks.ts';
import { requestEvent } from '../../context/requestEvent.ts';
import { EventScope, useFormat, useTicketkit } from '../../context/TicketkitProvider.tsx';
import type { WidgetCallbacks } from '../../events.ts';
import { AsyncView } from '../../ui/AsyncView.tsx';
import { ConfirmationSkeleton } from '../Confirmation/ConfirmationSkeleton.tsx';
import { Button } from '../../ui/Button.tsx';
import { BookingContainer } from '../Booking/BookingContainer.tsx';
import { Confirmation } from '../Confirmation/Confirmation.tsx';
import { DateSelect } from '../DateSelect/DateSelect.tsx';
import { DateSelectSkeleton } from '../DateSelect/DateSelectSkeleton.tsx';
import { EventCities } from '../EventCities/EventCities.tsx';
import { EventDetail } from '../EventDetail/EventDetail.tsx';
import { EventListContainer } from '../EventList/EventListContainer.tsx';
import { clearBooked, selectionKey } from '../Booking/pendingAttempt.ts';
import { defaultPayHref } from '../Tickets/bookingStatusRules.ts';
import type { FlowMoveOptions, FlowState } from './flowState.ts';
import { QueueStep } from './QueueStep.tsx';
import { TicketsStep } from './TicketsStep.tsx';
import { useFlowHash } from './useFlowHash.ts';

export interface BookingFlowProps extends WidgetCallbacks {
  /** Start at this event; without it the flow starts at the event list of the city. */
  eventId?: string;
  city?: string;
  category?: string;
  /**
   * `hash` keeps the step in the URL hash under this flow's own key (`#tk.<key>=/event/…`), so each
   * step can be linked to and back/forward move between steps; several flows on a page each keep
   * their own part (see useFlowHash.ts).
   */
  deepLink?: 'hash' | 'none';
  /** The flow's key in the hash (letters, digits, `_` and `-`); defaults to `eventId`, else `flow`. */
  deepLinkKey?: string;
  /** Where the events are (the site's home): a step whose event is not found links there. */
  eventsHref?: string;
  /** Link to the user's tickets shown on the confirmation (e.g. `/yourtickets/{id}`). */
  ticketsHref?: (bookingId: string) => string;
  /** Initial state (tests and stories). */
  initialState?: FlowState;
  /** A sign-in screen for the booking step when nobody is signed in (else only sign-in-required is emitted). */
  renderSignIn?: () => React.ReactNode;
  /**
   * Controlled mode, for a host that keeps the step in its own router (the reference site maps
   * each step to one of the spec's routes): the flow shows `state` and asks `onStateChange` for
   * every move. `replace` is true for changes within a step (ticket quantities). `backTo` asks
   * the host to rewrite the current history entry to that state before adding `next`: after a
   * booking, Back from the confirmation leads to the event, never to a live booking step.
   */
  state?: FlowState;
  onStateChange?(next: FlowState, options: FlowMoveOptions): void;
  /**
   * "Book" skips the choice of city when the flow's city (else the shared city store, which a
   * city picker in the page's header sets) is one of the event's. Off by default: on a page
   * without a city picker the store holds a default the person never chose, and an embed keeps
   * its city step.
   */
  preferStoreCity?: boolean;
}

/**
 * The whole flow in one component: events → event → city → date → tickets → booking → confirmation;
 * a high-demand session (or a hold refused for want of a turn) goes through its waiting room first.
 */
export function BookingFlow({ eventId, city, category, deepLink = 'none', deepLinkKey, eventsHref, ticketsHref, initialState, renderSignIn, state: controlledState, onStateChange, preferStoreCity = false, ...callbacks }: BookingFlowProps) {
  const sdk = useTicketkit();
  const { t } = useFormat();
  const storeCity = useStore(sdk.city, (s) => s.city);
  const uid = useStore(sdk.session, (s) => s.user?.uid);
  const start: FlowState = initialState ?? { step: eventId ? 'event' : 'events', quantities: {}, ...(eventId ? { eventId } : {}), ...(city ? { city } : {}), ...(category ? { category } : {}) };
  const controlled = controlledState !== undefined;
  const own = useFlowHash(deepLink === 'hash' && !controlled ? (deepLinkKey ?? eventId ?? 'flow') : null, start);
  const state = controlledState ?? own.state;
  const onStateChangeRef = useRef(onStateChange);
  useEffect(() => {
    onStateChangeRef.current = onStateChange;
  });
  const { change } = own;
  const move = useCallback(
    (next: FlowState, options: FlowMoveOptions) => (controlled ? onStateChangeRef.current?.(next, options) : change(next, options)),
    [controlled, change],
  );
  const setState = useCallback((next: FlowState) => move(next, { replace: true }), [move]);
  const go = useCallback((next: FlowState) => move(next, { replace: false }), [move]);
  const mainRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  // The booking just confirmed, so the confirmation needs no second request.
  const [confirmed, setConfirmed] = useState<BookingData | null>(null);
  // What the account may still take of a session it was admitted to (the waiting room's last answer).
  const [admitted, setAdmitted] = useState<{ sessionId: string; ticketsLeft: number } | null>(null);

  // Move focus to the new step's heading so keyboard and screen-reader users follow along.
  // Not on first render: the widget must not steal focus from the host page when it appears.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const heading = mainRef.current?.querySelector<HTMLElement>('h2');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  }, [state.step]);

  const activeCity = state.city ?? storeCity;
  const back = (step: FlowState['step']) => (
    <Button variant="link" onClick={() => go({ ...state, step })}>
      ← {t('common.back')}
    </Button>
  );

  let body: React.ReactNode;
  switch (state.step) {
    case 'events':
      body = (
        <EventListContainer
          city={activeCity}
          category={state.category}
          showCategories
          onCategoryChange={(c) => go({ ...state, category: c })}
          onSelect={(e) => go({ step: 'event', eventId: e.id, city: activeCity, quantities: {} })}
        />
      );
      break;
    case 'event':
      body = (
        <EventStep
          eventId={state.eventId!}
          eventsHref={eventsHref}
          city={preferStoreCity ? activeCity : undefined}
          onBook={(known) => go(known ? { ...state, city: known, step: 'date' } : { ...state, step: 'city' })}
        />
      );
      break;
    case 'city':
      body = (
        <>
          {back('event')}
          <CityStep eventId={state.eventId!} eventsHref={eventsHref} onSelect={(c) => go({ ...state, city: c, step: 'date' })} />
        </>
      );
      break;
    case 'date':
      body = (
        <>
          {back('city')}
          <DateStep eventId={state.eventId!} eventsHref={eventsHref} city={activeCity} selected={state.sessionId} onOtherCities={() => go({ ...state, step: 'city' })} onSelect={(s) => go({ ...state, sessionId: s.id, step: s.highDemand ? 'queue' : 'tickets', quantities: {} })} />
        </>
      );
      break;
    case 'queue':
      body = (
        <>
          {back('date')}
          <QueueStep
            eventId={state.eventId!}
            sessionId={state.sessionId!}
            eventsHref={eventsHref}
            renderSignIn={renderSignIn}
            onAdmitted={(place) => {
              setAdmitted({ sessionId: place.sessionId, ticketsLeft: place.ticketsLeftForYou });
              go({ ...state, step: 'tickets', quantities: {} });
            }}
            onOtherDates={() => go({ ...state, step: 'date', quantities: {} })}
          />
        </>
      );
      break;
    case 'tickets':
      body = (
        <>
          {back('date')}
          <TicketsStep
            eventId={state.eventId!}
            sessionId={state.sessionId!}
            ticketsLeft={admitted && admitted.sessionId === state.sessionId ? admitted.ticketsLeft : undefined}
            eventsHref={eventsHref}
            quantities={state.quantities}
            onChange={(q) => setState({ ...state, quantities: q })}
            onContinue={() => {
              // Choosing tickets again is a new booking, even of the same seats as one just made.
              clearBooked(uid, selectionKey(state.sessionId!, state.quantities));
              go({ ...state, step: 'booking' });
            }}
            onOtherDates={() => go({ ...state, step: 'date', quantities: {} })}
          />
        </>
      );
      break;
    case 'booking':
      body = (
        <>
          {back('tickets')}
          <BookingContainer
            eventId={state.eventId!}
            sessionId={state.sessionId!}
            quantities={state.quantities}
            onConfirmed={(b) => {
              setConfirmed(b);
              move({ step: 'confirmation', bookingId: b.id, quantities: {}, city: activeCity }, { replace: false, backTo: { step: 'event', eventId: state.eventId, quantities: {}, city: activeCity } });
            }}
            onAlreadyBooked={(id) => move({ step: 'confirmation', bookingId: id, quantities: {}, city: activeCity }, { replace: true })}
            onChooseTickets={() => go({ ...state, step: 'tickets' })}
            onChooseDate={() => go({ ...state, step: 'date', quantities: {} })}
            onQueue={() => go({ ...state, step: 'queue' })}
            renderSignIn={renderSignIn}
          />
        </>
      );
      break;
    case 'confirmation':
      body =
        confirmed && confirmed.id === state.bookingId ? (
          <Confirmation booking={confirmed} ticketsHref={ticketsHref?.(confirmed.id)} />
        ) : (
          <ConfirmationStep bookingId={state.bookingId!} eventsHref={eventsHref} ticketsHref={ticketsHref} />
        );
      break;
  }
  return (
    <EventScope {...callbacks}>
      <div ref={mainRef} className="tk-stack" data-step={state.step}>
        {body}
      </div>
    </EventScope>
  );
}

/**
 * The event. "Book" goes on with `city` when the event plays there (the city the person already
 * chose in the header), else to the choice of city.
 */
function EventStep({ eventId, eventsHref, city, onBook }: { eventId: string; eventsHref?: string; city?: string; onBook(knownCity: string | null): void }) {
  const sdk = useTicketkit();
  const { t } = useFormat();
  const event = useResource(() => requestEvent(sdk, eventId), [sdk, eventId]);
  const cities = useResource(async (signal) => (city ? sdk.api.listEventCities(eventId, { signal }) : null), [sdk, eventId, city]);
  const known = city && cities.status === 'success' && cities.data?.items.some((c) => c.slug === city) ? city : null;
  return (
    <AsyncView state={event} loadingLabel={t('event.loading')} eventsHref={eventsHref}>
      {(e) => <EventDetail event={e} onBook={() => onBook(known)} />}
    </AsyncView>
  );
}

function CityStep({ eventId, eventsHref, onSelect }: { eventId: string; eventsHref?: string; onSelect(city: string): void }) {
  const sdk = useTicketkit();
  const { t } = useFormat();
  const data = useResource(
    async (signal) => {
      const [event, cities] = await Promise.all([requestEvent(sdk, eventId), sdk.api.listEventCities(eventId, { signal })]);
      return { title: event.title, cities: cities.items };
    },
    [sdk, eventId],
  );
  return (
    <AsyncView state={data} loadingLabel={t('common.loading')} eventsHref={eventsHref}>
      {(d) => <EventCities eventTitle={d.title} cities={d.cities} onSelect={onSelect} />}
    </AsyncView>
  );
}

function DateStep({ eventId, eventsHref, city, selected, onSelect, onOtherCities }: { eventId: string; eventsHref?: string; city: string; selected?: string; onSelect(session: Session): void; onOtherCities(): void }) {
  const sdk = useTicketkit();
  const { t } = useFormat();
  const data = useResource(
    async (signal) => {
      const [event, sessions] = await Promise.all([requestEvent(sdk, eventId), sdk.api.listSessions(eventId, { city }, { signal })]);
      return { title: event.title, sessions: sessions.items };
    },
    [sdk, eventId, city],
  );
  return (
    <AsyncView state={data} loadingLabel={t('dates.loading')} skeleton={<DateSelectSkeleton />} eventsHref={eventsHref}>
      {(d) => <DateSelect eventTitle={d.title} sessions={d.sessions} selectedSessionId={selected} onSelect={onSelect} onOtherCities={onOtherCities} />}
    </AsyncView>
  );
}

function ConfirmationStep({ bookingId, eventsHref, ticketsHref }: { bookingId: string; eventsHref?: string; ticketsHref?: (id: string) => string }) {
  const sdk = useTicketkit();
  const { t } = useFormat();
  const booking = useResource((signal) => sdk.api.getBooking(bookingId, { signal }), [sdk, bookingId]);
  return (
    <AsyncView state={booking} loadingLabel={t('common.loading')} skeleton={<ConfirmationSkeleton />} eventsHref={eventsHref}>
      {(b) => <Confirmation booking={b} ticketsHref={ticketsHref?.(b.id)} payHref={defaultPayHref(b)} />}
    </AsyncView>
  );
}
