/**
 * Host-page events. Every element dispatches them on itself, bubbling and composed (so they
 * leave the shadow root), with a versioned detail. React users get the same as callback props.
 */
export interface TicketkitEventDetails {
  'ticketkit:ready': { version: 1; element: string };
  'ticketkit:hold-created': { version: 1; holdId: string; eventId: string; sessionId: string; expiresAt: string };
  'ticketkit:hold-expired': { version: 1; holdId: string };
  'ticketkit:booking-confirmed': { version: 1; bookingId: string; amount: number; currency: string };
  'ticketkit:error': { version: 1; code: string; message: string };
  'ticketkit:sign-in-required': { version: 1; step: string };
  /** A visitor chose an event in <ticketkit-events>; e.g. set it as event-id of a <ticketkit-booking>. */
  'ticketkit:event-selected': { version: 1; eventId: string; slug: string; title: string };
}
export type TicketkitEventName = keyof TicketkitEventDetails;
/** A detail without its version field, as screens pass it. */
export type EventPayload<N extends TicketkitEventName> = Omit<TicketkitEventDetails[N], 'version'>;

export const EVENT_CALLBACKS = {
  'ticketkit:ready': 'onReady',
  'ticketkit:hold-created': 'onHoldCreated',
  'ticketkit:hold-expired': 'onHoldExpired',
  'ticketkit:booking-confirmed': 'onBookingConfirmed',
  'ticketkit:error': 'onError',
  'ticketkit:sign-in-required': 'onSignInRequired',
  'ticketkit:event-selected': 'onEventSelected',
} as const satisfies Record<TicketkitEventName, string>;

/** The same events as React callback props. */
export interface WidgetCallbacks {
  onReady?: (detail: TicketkitEventDetails['ticketkit:ready']) => void;
  onHoldCreated?: (detail: TicketkitEventDetails['ticketkit:hold-created']) => void;
  onHoldExpired?: (detail: TicketkitEventDetails['ticketkit:hold-expired']) => void;
  onBookingConfirmed?: (detail: TicketkitEventDetails['ticketkit:booking-confirmed']) => void;
  onError?: (detail: TicketkitEventDetails['ticketkit:error']) => void;
  onSignInRequired?: (detail: TicketkitEventDetails['ticketkit:sign-in-required']) => void;
  onEventSelected?: (detail: TicketkitEventDetails['ticketkit:event-selected']) => void;
}

/** Sends an event; answers false when the host page cancelled it (`event.preventDefault()`). */
export type Emit = <N extends TicketkitEventName>(name: N, payload: EventPayload<N>) => boolean;

/**
 * Events the host page may cancel: cancelling `ticketkit:event-selected` keeps an event card's link
 * from being followed, for pages that open the booking themselves.
 */
const CANCELABLE: ReadonlySet<TicketkitEventName> = new Set(['ticketkit:event-selected']);

/** Builds the emitter: calls the matching callback and dispatches the DOM event on `host`. */
export function createEmitter(callbacks: WidgetCallbacks | undefined, host: EventTarget | null | undefined): Emit {
  return (name, payload) => {
    const detail = { version: 1, ...payload } as TicketkitEventDetails[typeof name];
    const callback = callbacks?.[EVENT_CALLBACKS[name]] as ((d: typeof detail) => void) | undefined;
    callback?.(detail);
    return host ? host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: CANCELABLE.has(name) })) : true;
  };
}

declare global {
  interface HTMLElementEventMap {
    'ticketkit:ready': CustomEvent<TicketkitEventDetails['ticketkit:ready']>;
    'ticketkit:hold-created': CustomEvent<TicketkitEventDetails['ticketkit:hold-created']>;
    'ticketkit:hold-expired': CustomEvent<TicketkitEventDetails['ticketkit:hold-expired']>;
    'ticketkit:booking-confirmed': CustomEvent<TicketkitEventDetails['ticketkit:booking-confirmed']>;
    'ticketkit:error': CustomEvent<TicketkitEventDetails['ticketkit:error']>;
    'ticketkit:sign-in-required': CustomEvent<TicketkitEventDetails['ticketkit:sign-in-required']>;
    'ticketkit:event-selected': CustomEvent<TicketkitEventDetails['ticketkit:event-selected']>;
  }
}
