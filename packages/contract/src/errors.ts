/**
 * Every error code the API answers with, its HTTP status and a short title. Clients switch on
 * `code`; the SDK maps each one to a message a person can act on.
 */
export const API_ERRORS = {
  'auth/unauthenticated': { status: 401, title: 'Sign in to continue' },
  'auth/forbidden': { status: 403, title: 'Not allowed' },
  'validation/invalid-body': { status: 400, title: 'The request body is not valid' },
  'validation/invalid-query': { status: 400, title: 'The query parameters are not valid' },
  'validation/malformed-json': { status: 400, title: 'The request body is not JSON' },
  'validation/unsupported-media-type': { status: 415, title: 'Send the body as application/json' },
  'validation/payload-too-large': { status: 413, title: 'The request body is too large' },
  'not-found': { status: 404, title: 'Not found' },
  'method-not-allowed': { status: 405, title: 'Method not allowed' },
  'booking/sold-out': { status: 409, title: 'Not enough tickets left' },
  'booking/limit-exceeded': { status: 422, title: 'Too many tickets in one order' },
  'booking/below-minimum': { status: 422, title: 'Fewer tickets than the minimum per order' },
  'booking/sales-closed': { status: 422, title: 'Tickets are not on sale' },
  'booking/session-past': { status: 422, title: 'This session has already started' },
  'booking/ticket-type-mismatch': { status: 422, title: 'A ticket type does not belong to this session' },
  'booking/invalid-promo-code': { status: 422, title: 'The promo code is not valid' },
  'booking/insufficient-points': { status: 422, title: 'Not enough reward points' },
  'booking/total-below-minimum': { status: 422, title: 'The total is less than the smallest payment (₹1)' },
  'booking/not-cancellable': { status: 409, title: 'This booking cannot be cancelled' },
  'booking/refund-changed': { status: 409, title: 'The refund changed since you saw it' },
  'booking/not-paid': { status: 409, title: 'This booking has no captured payment' },
  'payment/invalid-signature': { status: 400, title: 'The payment result could not be verified' },
  'payment/invalid-webhook': { status: 400, title: 'The webhook was not signed by the payment provider' },
  'payment/provider-unavailable': { status: 502, title: 'The payment provider did not answer' },
  'hold/expired': { status: 410, title: 'The hold has expired' },
  'hold/not-active': { status: 409, title: 'The hold was already used or released' },
  'idempotency/key-required': { status: 400, title: 'An Idempotency-Key header is required' },
  'idempotency/key-reused': { status: 422, title: 'This Idempotency-Key was used with another request' },
  'idempotency/in-progress': { status: 409, title: 'A request with this Idempotency-Key is still running' },
  'corporate/not-an-employee': { status: 403, title: 'You are not an employee of this company' },
  'corporate/entitlement-exhausted': { status: 422, title: 'No tickets left in your entitlement this period' },
  'hosting/not-editable': { status: 409, title: 'This listing cannot be edited now' },
  'hosting/not-in-review': { status: 409, title: 'This listing is not waiting for review' },
  'hosting/action-not-allowed': { status: 409, title: 'That cannot be done to this event now' },
  'hosting/not-on-sale': { status: 409, title: 'This event has not been approved' },
  'hosting/session-past': { status: 409, title: 'A session of this listing has already started' },
  'account/has-live-events': { status: 409, title: 'You host events that are on sale or paused' },
  'queue/admission-required': { status: 409, title: 'Wait for your turn in the queue' },
  'queue/turn-expired': { status: 409, title: 'Your turn to buy has ended' },
  'queue/not-open': { status: 409, title: 'The queue is not open yet' },
  'queue/invalid-place': { status: 400, title: 'This queue place is not valid' },
  'queue/not-editable': { status: 409, title: 'The on-sale has already started' },
  'limits/tickets-per-account': { status: 422, title: 'You have reached the ticket limit for this event' },
  'limits/active-holds': { status: 409, title: 'You are holding tickets for this event already' },
  'limits/cool-down': { status: 429, title: 'Wait a little before holding tickets again' },
  'rate-limited': { status: 429, title: 'Too many requests' },
  internal: { status: 500, title: 'Something went wrong on our side' },
  unavailable: { status: 503, title: 'The service is temporarily unavailable' },
} as const satisfies Record<string, { status: number; title: string }>;

export type ApiErrorCode = keyof typeof API_ERRORS;
export const API_ERROR_CODES = Object.keys(API_ERRORS) as ApiErrorCode[];

/** The problem `type` URI for a code. */
export function problemType(code: ApiErrorCode): string {
  return `https://ticketkit.dev/problems/${code}`;
}
