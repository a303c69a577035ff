/**
 * The `ticketkit:*` events each element's screen can emit, for custom-elements.json, the element
 * types (an element's JSX takes handlers of its own events only) and the docs. Every element says
 * `ticketkit:ready` once its screen renders and `ticketkit:error` for a wrong attribute or a failed
 * request. Apart from the registry: the embed loader does not need it.
 */
import type { TicketkitEventName } from '../events.ts';
import type { ElementName } from './registry.ts';

const EVERY = ['ticketkit:ready', 'ticketkit:error'] as const;

export const ELEMENT_EVENTS = {
  'ticketkit-events': [...EVERY, 'ticketkit:event-selected'],
  // The flow with its waiting room and payment; the inline sign-in is the login screen's.
  'ticketkit-booking': [
    ...EVERY,
    'ticketkit:queue-joined',
    'ticketkit:queue-admitted',
    'ticketkit:hold-created',
    'ticketkit:hold-expired',
    'ticketkit:payment-started',
    'ticketkit:payment-failed',
    'ticketkit:booking-confirmed',
    'ticketkit:sign-in-required',
    'ticketkit:signed-in',
    'ticketkit:navigate',
  ],
  'ticketkit-city-picker': [...EVERY],
  'ticketkit-login': [...EVERY, 'ticketkit:signed-in', 'ticketkit:signed-out', 'ticketkit:navigate'],
  'ticketkit-my-tickets': [...EVERY, 'ticketkit:navigate'],
  'ticketkit-ticket': [...EVERY, 'ticketkit:booking-cancelled', 'ticketkit:navigate'],
  'ticketkit-rewards': [...EVERY, 'ticketkit:navigate'],
  'ticketkit-list-event': [...EVERY, 'ticketkit:navigate'],
  'ticketkit-search': [...EVERY, 'ticketkit:navigate'],
  'ticketkit-corporate-dashboard': [...EVERY, 'ticketkit:navigate'],
  'ticketkit-check-in': [...EVERY],
} as const satisfies Record<ElementName, readonly TicketkitEventName[]>;

/** The events one element emits. */
export type EventsOf<N extends ElementName> = (typeof ELEMENT_EVENTS)[N][number];
