import { ID_PATTERN, SLUG_PATTERN } from '@ticketkit/contract/rules';
import { decodeQuantities, type FlowState, type FlowStep } from '@ticketkit/widget';
import type { FlowPage } from './flowRoutes.ts';

// Kept apart from flowRoutes.ts: only the step pages read a route back into a flow state, and the pages that only link to events (the home page) need not carry it.

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
