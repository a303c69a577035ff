import { ID_PATTERN, SLUG_PATTERN } from '@ticketkit/contract/rules';
import { decodeQuantities, encodeQuantities, type FlowState, type FlowStep } from './flowState.ts';

/**
 * A flow state as a path, e.g. `/event/evt_1/tickets?city=nagpur&session=ses_1&q=tt_a.2,tt_b.1`.
 * The booking flow keeps it in the URL hash so every step can be linked to and survives a reload.
 */
export function flowToPath(state: FlowState): string {
  const params = new URLSearchParams();
  if (state.city) params.set('city', state.city);
  if (state.category && state.step === 'events') params.set('category', state.category);
  if (state.sessionId && (state.step === 'queue' || state.step === 'tickets' || state.step === 'booking')) params.set('session', state.sessionId);
  const q = encodeQuantities(state.quantities);
  if (q && (state.step === 'tickets' || state.step === 'booking')) params.set('q', q);
  const query = params.toString().replace(/%2C/g, ',');
  let path: string;
  if (state.step === 'confirmation' && state.bookingId) path = `/booking/${state.bookingId}`;
  else if (state.step === 'events' || !state.eventId) path = '/events';
  else path = state.step === 'event' ? `/event/${state.eventId}` : `/event/${state.eventId}/${state.step}`;
  return query ? `${path}?${query}` : path;
}

/** Parses a path from flowToPath; anything malformed falls back to `fallback`, never throws. */
export function pathToFlow(path: string, fallback: FlowState): FlowState {
  const [pathname = '', search = ''] = path.split('?');
  const params = new URLSearchParams(search);
  const parts = pathname.split('/').filter(Boolean);
  const city = params.get('city') ?? undefined;
  const base: FlowState = { step: 'events', quantities: {}, ...(city && SLUG_PATTERN.test(city) ? { city } : {}) };
  if (parts[0] === 'events' && parts.length === 1) {
    const category = params.get('category');
    return { ...base, ...(category && SLUG_PATTERN.test(category) ? { category } : {}) };
  }
  if (parts[0] === 'booking' && parts[1] && ID_PATTERN.test(parts[1]) && parts.length === 2) return { ...base, step: 'confirmation', bookingId: parts[1] };
  if (parts[0] !== 'event' || !parts[1] || !ID_PATTERN.test(parts[1]) || parts.length > 3) return fallback;
  const eventId = parts[1];
  const step = (parts[2] ?? 'event') as FlowStep;
  if (!['event', 'city', 'date', 'queue', 'tickets', 'booking'].includes(step)) return fallback;
  const state: FlowState = { ...base, step, eventId };
  if (step === 'queue' || step === 'tickets' || step === 'booking') {
    const session = params.get('session');
    if (!session || !ID_PATTERN.test(session)) return { ...state, step: 'date' };
    state.sessionId = session;
    if (step === 'queue') return state;
    state.quantities = decodeQuantities(params.get('q'));
    if (step === 'booking' && Object.keys(state.quantities).length === 0) return { ...state, step: 'tickets' };
  }
  return state;
}
