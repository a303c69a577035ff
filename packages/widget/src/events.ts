/**
 * Host-page events: the one table every screen emits through (`useEmit()`). Elements dispatch them
 * on themselves, bubbling and composed (so they leave the shadow root), with a versioned detail;
 * React users get the same as `on…` callback props (EVENT_CALLBACKS names them).
 */
export interface TicketkitEventDetails {
  'ticketkit:ready': { version: 1; element: string };
  'ticketkit:hold-created': { version: 1; holdId: string; eventId: string; sessionId: string; expiresAt: string };
  'ticketkit:hold-expired': { version: 1; holdId: string };
  /** A booking is confirmed: paid, or with nothing to pay. Never for a booking still waiting for its payment. */
  'ticketkit:booking-confirmed': { version: 1; bookingId: string; amount: number; currency: string };
  /** The payment's checkout opened for a booking's order (amount in paise). */
  'ticketkit:payment-started': { version: 1; bookingId: string; orderId: string; amount: number };
  /** A payment attempt failed; the tickets stay held and the person may pay again. `reason` is the provider's, or empty. */
  'ticketkit:payment-failed': { version: 1; bookingId: string; reason: string };
  /** The visitor has a place in a high-demand session's waiting room (`position` null until the pre-queue's order is drawn). */
  'ticketkit:queue-joined': { version: 1; eventId: string; sessionId: string; position: number | null };
  /** The visitor's turn came: tickets must be held before `turnEndsAt`. */
  'ticketkit:queue-admitted': { version: 1; eventId: string; sessionId: string; turnEndsAt: string };
  'ticketkit:error': { version: 1; code: string; message: string };
  'ticketkit:sign-in-required': { version: 1; step: string };
  /** A visitor chose an event in <ticketkit-events>; e.g. set it as event-id of a <ticketkit-booking>. */
  'ticketkit:event-selected': { version: 1; eventId: string; slug: string; title: string };
  'ticketkit:signed-in': { version: 1; uid: string; source: string };
  'ticketkit:signed-out': { version: 1; reason: 'user' | 'account-deleted' };
  /** The screen asks the host to go somewhere (after sign-in, "browse events", a ticket's page). */
  'ticketkit:navigate': { version: 1; to: string };
  /** The person cancelled a booking; `refund` (paise) is what goes back, pending until the provider confirms it. */
  'ticketkit:booking-cancelled': { version: 1; bookingId: string; refund: number; currency: string };
}
export type TicketkitEventName = keyof TicketkitEventDetails;
/** A detail without its version field, as screens pass it. */
export type EventPayload<N extends TicketkitEventName> = Omit<TicketkitEventDetails[N], 'version'>;

export const EVENT_CALLBACKS = {
  'ticketkit:ready': 'onReady',
  'ticketkit:hold-created': 'onHoldCreated',
  'ticketkit:hold-expired': 'onHoldExpired',
  'ticketkit:booking-confirmed': 'onBookingConfirmed',
  'ticketkit:payment-started': 'onPaymentStarted',
  'ticketkit:payment-failed': 'onPaymentFailed',
  'ticketkit:queue-joined': 'onQueueJoined',
  'ticketkit:queue-admitted': 'onQueueAdmitted',
  'ticketkit:error': 'onError',
  'ticketkit:sign-in-required': 'onSignInRequired',
  'ticketkit:event-selected': 'onEventSelected',
  'ticketkit:signed-in': 'onSignedIn',
  'ticketkit:signed-out': 'onSignedOut',
  'ticketkit:navigate': 'onNavigate',
  'ticketkit:booking-cancelled': 'onBookingCancelled',
} as const satisfies Record<TicketkitEventName, `on${string}`>;

/** The same events as React callback props (`onBookingConfirmed` for `ticketkit:booking-confirmed`). */
export type WidgetCallbacks = {
  [N in TicketkitEventName as (typeof EVENT_CALLBACKS)[N]]?: (detail: TicketkitEventDetails[N]) => void;
};

/** Sends an event; answers false when the host page cancelled it (`event.preventDefault()`). */
export type Emit = <N extends TicketkitEventName>(name: N, payload: EventPayload<N>) => boolean;

/**
 * Events the host page may cancel: cancelling `ticketkit:event-selected` keeps an event card's link
 * from being followed, for pages that open the booking themselves.
 */
const CANCELABLE: ReadonlySet<TicketkitEventName> = new Set(['ticketkit:event-selected']);

/** Builds the emitter: calls the matching callback and dispatches the DOM event on `host`. */
export function createEmitter(callbacks: WidgetCallbacks | undefined | (() => WidgetCallbacks | undefined), host: EventTarget | null | undefined): Emit {
  return (name, payload) => {
    const detail = { version: 1, ...payload } as TicketkitEventDetails[typeof name];
    const current = typeof callbacks === 'function' ? callbacks() : callbacks;
    const callback = current?.[EVENT_CALLBACKS[name]] as ((d: typeof detail) => void) | undefined;
    callback?.(detail);
    return host ? host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: CANCELABLE.has(name) })) : true;
  };
}

/**
 * How the page's owner hears of a problem in an element: on the console as `ticketkit/<code>` and as
 * `ticketkit:error` for the page's listeners. Every element problem (a wrong attribute, a chunk that
 * did not load, a render error) goes through here.
 */
export function reportProblem(emit: Emit, code: string, message: string): void {
  console.error(`ticketkit/${code}: ${message}`);
  emit('ticketkit:error', { code, message });
}
