import type { ApiErrorCode } from '@ticketkit/contract';

/**
 * How loudly a UI should show an error: `error` as an alert, `info` as a gentle note (the person
 * chose to stop, e.g. closed the sign-in popup), `silent` not at all (a newer popup replaced an older one).
 */
export type ErrorSeverity = 'error' | 'info' | 'silent';

/** What a person reads: a short title, a sentence that says what happened and what to do, and an optional button label. */
export interface ErrorDescription {
  title: string;
  message: string;
  action?: string;
  severity: ErrorSeverity;
}

/** [title, message, action?, severity?]: tuples keep the table small in the bundle. */
export type Entry = readonly [title: string, message: string, action?: string, severity?: ErrorSeverity];

const TRY = 'Try again';
const SIGN_IN = 'Sign in';
const OTHER_WAY = 'Choose another way';
const CHANGE = 'Change tickets';
const OTHER_DATE = 'Pick another date';
const WRONG = 'Something went wrong';
const RELOAD_MESSAGE = 'The request could not be processed. Reload the page and try again.';

/**
 * The auth codes that can be met before the sign-in code has loaded (it failed to load, or the SDK was
 * destroyed). The rest of the auth texts (authErrorTexts.ts) load with the sign-in flows, so a page
 * that only lists events never downloads them; `addAuthErrorTexts` registers them.
 */
const AUTH: Record<string, Entry> = {
  'network-request-failed': ['No connection', 'We could not reach the sign-in service. Check your connection and try again.', TRY],
  'internal-error': ['Sign-in is unavailable', 'The sign-in service could not start. Try again or choose another way to sign in.', OTHER_WAY],
  'argument-error': ['Sign-in could not start', 'The sign-in request was not valid. Reload the page and try again.', 'Reload'],
};

const NETWORK: Record<string, Entry> = {
  offline: ['You are offline', 'We could not reach Ticketkit. Check your connection and try again.', TRY],
  timeout: ['This is taking too long', 'Ticketkit did not answer in time. Check your connection and try again.', TRY],
  aborted: ['Cancelled', 'The request was cancelled.', undefined, 'silent'],
  'bad-response': ['Unexpected answer', 'We could not read Ticketkit’s answer. Try again in a moment.', TRY],
};

/** Every API code (the type makes a missing one a compile error). */
const API: Record<ApiErrorCode, Entry> = {
  'auth/unauthenticated': ['Sign in to continue', 'You are not signed in, or your session ended. Sign in and try again.', SIGN_IN],
  'auth/forbidden': ['Not allowed', 'Your account cannot do this. Try another account.'],
  'validation/invalid-body': ['Check the form', 'Some details are missing or not valid. Correct the marked fields.'],
  'validation/invalid-query': ['Check your filters', 'Some filters are not valid. Change them and try again.'],
  'validation/malformed-json': [WRONG, RELOAD_MESSAGE, 'Reload'],
  'validation/unsupported-media-type': [WRONG, RELOAD_MESSAGE, 'Reload'],
  'validation/payload-too-large': ['Too much data', 'What you sent is too large. Shorten it and try again.'],
  'not-found': ['Not found', 'We could not find this; it may have been removed. Go back and pick another.', 'Go back'],
  'method-not-allowed': [WRONG, RELOAD_MESSAGE, 'Reload'],
  'booking/sold-out': ['Sold out', 'Not enough tickets are left. Choose fewer tickets or another date.', CHANGE],
  'booking/limit-exceeded': ['Too many tickets', 'One order cannot hold that many tickets. Choose fewer.', CHANGE],
  'booking/below-minimum': ['Too few tickets', 'This ticket type has a minimum per order. Add tickets to continue.', CHANGE],
  'booking/sales-closed': ['Not on sale', 'Tickets for this date are not on sale now. Pick another date.', OTHER_DATE],
  'booking/session-past': ['Already started', 'This session has already started. Pick another date.', OTHER_DATE],
  'booking/ticket-type-mismatch': ['Tickets changed', 'Your tickets no longer match this date. Choose them again.', CHANGE],
  'booking/invalid-promo-code': ['Promo code not valid', 'That promo code does not apply to this booking. Check it or remove it.'],
  'booking/insufficient-points': ['Not enough points', 'You do not have that many reward points. Redeem fewer.'],
  'hold/expired': ['Reservation expired', 'We held your tickets for a limited time and it ran out. Choose your tickets again.', 'Choose tickets'],
  'hold/not-active': ['Reservation already used', 'These tickets were already booked or released. Check your tickets or choose again.', 'Your tickets'],
  'idempotency/key-required': [WRONG, RELOAD_MESSAGE, 'Reload'],
  'idempotency/key-reused': [WRONG, 'This booking attempt was used with other details. Start again.', 'Start again'],
  'idempotency/in-progress': ['Still booking', 'Your booking is still being processed. Wait a moment and check again.', TRY],
  'corporate/not-an-employee': ['Not a member', 'Your account is not an employee of this company. Sign in with your work account.', SIGN_IN],
  'corporate/entitlement-exhausted': ['No tickets left', 'You have used all the tickets your company gives you this period.'],
  'rate-limited': ['Slow down', 'Too many requests in a short time. Wait a moment and try again.', TRY],
  internal: [WRONG, 'Something went wrong on our side. Try again in a moment.', TRY],
  unavailable: ['Temporarily unavailable', 'Ticketkit is busy or under maintenance. Try again in a minute.', TRY],
};

const OTHER: Record<string, Entry> = {
  'config/invalid': ['Ticketkit is misconfigured', 'The Ticketkit settings on this page are not valid. The site owner must fix them; details are in the console.'],
};

const FALLBACK: Entry = [WRONG, 'Something unexpected happened. Try again; if it keeps happening, contact support.', TRY];

/** Registers more `auth/*` texts (the lazy part of the catalogue). */
export function addAuthErrorTexts(texts: Record<string, Entry>): void {
  Object.assign(AUTH, texts);
}

function lookup(code: string): Entry {
  const slash = code.indexOf('/');
  const family = slash > 0 ? code.slice(0, slash) : '';
  const rest = code.slice(slash + 1);
  if (family === 'auth' && rest in AUTH) return AUTH[rest]!;
  if (family === 'network' && rest in NETWORK) return NETWORK[rest]!;
  return API[code as ApiErrorCode] ?? OTHER[code] ?? FALLBACK;
}

/**
 * The catalogue's lookup: `network/*`, `config/invalid`, every API code from the contract, and the
 * `auth/*` codes registered so far. Unknown codes get a generic description. `context.domain` fills
 * the domain into `auth/unauthorized-domain`. The public, complete one is errorCatalogue.ts.
 */
export function describeErrorText(code: string, context: { domain?: string } = {}): ErrorDescription {
  const [title, message, action, severity = 'error'] = lookup(code);
  const domain = context.domain || (typeof location === 'undefined' ? '' : location.hostname) || 'this site’s domain';
  const description: ErrorDescription = { title, message: message.replaceAll('{domain}', domain), severity };
  if (action) description.action = action;
  return description;
}

/** Whether the catalogue has its own entry for the code (otherwise describeError gives the default). */
export function isKnownErrorText(code: string): boolean {
  return lookup(code) !== FALLBACK;
}
