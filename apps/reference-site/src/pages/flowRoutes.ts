import { encodeQuantities, type FlowState } from '@ticketkit/widget';

/**
 * The booking flow's steps on the spec's routes (section 2), in both directions. The event's slug
 * stands for `{event_name}`; the selection (city, session, quantities) travels in the query so a
 * reload, the back button or a sign-in round trip keeps it.
 */
export type FlowPage = 'event' | 'selectCity' | 'dates' | 'tickets' | 'booking' | 'booked';
export type Audience = 'consumer' | 'corporate';

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
