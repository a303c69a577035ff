import { ID_PATTERN, SLUG_PATTERN } from '@ticketkit/contract/rules';
import { decodeQuantities, encodeQuantities, type FlowState, type FlowStep } from '@ticketkit/widget';

/**
 * The booking flow's steps on the spec's routes (section 2), in both directions. The event's slug
 * stands for `{event_name}`; the selection (city, session, quantities) travels in the query so a
 * reload, the back button or a sign-in round trip keeps it.
 */
export type FlowPage = 'event' | 'selectCity' | 'dates' | 'tickets' | 'booking' | 'booked';
export type Audience = 'consumer' | 'corporate';

const STEP_OF: Record<FlowPage, FlowStep> = {
  event: 'event',
  selectCity: 'city',
  dates: 'date',
  tickets: 'tickets',
  booking: 'booking',
  booked: 'confirmation',
};

/** The flow state a step route shows. Steps that need a session or tickets fall back a step without them. */
export function stateFromRoute(page: FlowPage, params: Record<string, string | undefined>, search: URLSearchParams): FlowState {
  const eventId = params.id ?? params.event_id ?? search.get('event') ?? undefined;
  const cityParam = params.event_city ?? search.get('city');
  const session = search.get('session');
  const state: FlowState = { step: STEP_OF[page], quantities: {} };
  if (eventId && ID_PATTERN.test(eventId)) state.eventId = eventId;
  if (cityParam && SLUG_PATTERN.test(cityParam)) state.city = cityParam;
  if (session && ID_PATTERN.test(session)) state.sessionId = session;
  if (page === 'tickets' || page === 'booking') state.quantities = decodeQuantities(search.get('q'));
  // The corporate flow has no route of its own for choosing a city: it is the date route's first part.
  if (page === 'dates' && search.get('step') === 'city') state.step = 'city';
  // A high-demand session's waiting room comes before its tickets, on the tickets route.
  if (page === 'tickets' && search.get('step') === 'queue') state.step = 'queue';
  if (page === 'booked') {
    const booking = search.get('booking');
    if (booking && ID_PATTERN.test(booking)) state.bookingId = booking;
  }
  if ((state.step === 'queue' || state.step === 'tickets' || state.step === 'booking') && !state.sessionId) state.step = 'date';
  if (state.step === 'booking' && Object.keys(state.quantities).length === 0) state.step = 'tickets';
  return state;
}

function query(entries: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(entries)) if (v) q.set(k, v);
  const s = q.toString().replace(/%2C/g, ',');
  return s ? `?${s}` : '';
}

/** The spec's route for a flow state. `eventName` is the event's slug. */
export function pathForState(state: FlowState, eventName: string, audience: Audience = 'consumer'): string {
  const id = state.eventId ?? '';
  const name = encodeURIComponent(eventName || 'event');
  const corp = audience === 'corporate';
  const city = state.city;
  const selection = { city, session: state.sessionId, q: encodeQuantities(state.quantities) || undefined };
  switch (state.step) {
    case 'events':
      return corp ? '/corporateevent/yourtickets' : '/';
    case 'event':
      return corp ? `/corporateevent/${name}/${id}` : city ? `/${city}/${name}/${id}` : `/productpage/${id}`;
    case 'city':
      return corp ? `/corporateevent/dateselect/${name}/${id}?step=city` : `/${name}/select-city${query({ event: id })}`;
    case 'date':
      return `${corp ? '/corporateevent' : ''}/dateselect/${name}/${id}${query({ city })}`;
    case 'queue':
      return `${corp ? '/corporateevent' : ''}/ticketpage/${name}/${id}${query({ city, session: state.sessionId, step: 'queue' })}`;
    case 'tickets':
      return `${corp ? '/corporateevent' : ''}/ticketpage/${name}/${id}${query(selection)}`;
    case 'booking':
      return corp ? `/corporateevent/booking-summary/${name}/${id}${query(selection)}` : `/eventbooking/${name}/${id}${query(selection)}`;
    case 'confirmation':
      return `${corp ? '/corporateevent' : ''}/ticketbooked/${name}${query({ booking: state.bookingId })}`;
  }
}
