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
type Entry = readonly [title: string, message: string, action?: string, severity?: ErrorSeverity];

const TRY = 'Try again';
const SIGN_IN = 'Sign in';

/** The spec's authentication catalogue plus the Firebase codes a person can meet in our flows. */
const AUTH: Record<string, Entry> = {
  'multi-factor-auth-required': ['Enter your verification code', 'Your account is protected by a second step. We sent a code to your phone; enter it to finish signing in.', 'Send code', 'info'],
  'user-mismatch': ['That is a different account', 'You confirmed with an account other than the one you are signed in with. Confirm with the same account to continue.', TRY],
  'user-not-found': ['No account found', 'We could not find an account with those details. Check them or create an account.', 'Create account'],
  'unauthorized-domain': ['This site is not authorised for sign-in', 'Sign-in is not enabled on {domain}. The site owner must add {domain} to the authorised domains of their Firebase project (Authentication → Settings → Authorised domains).'],
  'popup-blocked': ['The sign-in window was blocked', 'Your browser blocked the sign-in window. Allow pop-ups for this site, or continue in this tab.', 'Continue in this tab'],
  'popup-closed-by-user': ['Sign-in not finished', 'The sign-in window was closed before you finished. Start again whenever you are ready.', SIGN_IN, 'info'],
  'cancelled-popup-request': ['Sign-in replaced', 'A newer sign-in window replaced this one.', undefined, 'silent'],
  'web-storage-unsupported': ['Sign-in needs site storage', 'Your browser blocks the storage sign-in needs (often in private windows or when third-party cookies are blocked). Allow storage for this site or use a normal window.'],
  'network-request-failed': ['No connection', 'We could not reach the sign-in service. Check your internet connection and try again.', TRY],
  'internal-error': ['Sign-in is unavailable', 'The sign-in service could not start. Try again, or choose another way to sign in.', 'Choose another way'],
  'argument-error': ['Sign-in could not start', 'Something in the sign-in request was not valid. Reload the page and try again; if it keeps happening, contact the site owner.', 'Reload'],
  'invalid-api-key': ['Sign-in is misconfigured', 'The site’s sign-in key is not valid. The site owner must check the Firebase apiKey in their Ticketkit settings.'],
  'auth-domain-config-required': ['Sign-in is misconfigured', 'Pop-up and redirect sign-in need an authDomain. The site owner must set firebase.authDomain in their Ticketkit settings.'],
  'missing-multi-factor-info': ['Choose how to verify', 'Pick the phone number to send your verification code to.'],
  'missing-multi-factor-session': ['Verification expired', 'Your verification step expired. Sign in again to get a new code.', SIGN_IN],
  'operation-not-supported-in-this-environment': ['Not available here', 'This way of signing in does not work in this browser or page. Choose another way to sign in.', 'Choose another way'],
  'email-already-in-use': ['Email already registered', 'An account with this email already exists. Sign in instead, or reset your password if you forgot it.', SIGN_IN],
  'wrong-password': ['Wrong password', 'That password is not right. Try again or reset your password.', 'Reset password'],
  'invalid-credential': ['Wrong email or password', 'The email or password is not right. Check them and try again, or reset your password.', 'Reset password'],
  'invalid-login-credentials': ['Wrong email or password', 'The email or password is not right. Check them and try again, or reset your password.', 'Reset password'],
  'too-many-requests': ['Too many attempts', 'We paused sign-in after too many attempts. Wait a few minutes, then try again.'],
  'invalid-email': ['Check the email address', 'That email address does not look right. Check it and try again.'],
  'missing-password': ['Enter your password', 'Type your password to continue.'],
  'missing-email': ['Enter your email', 'Type the email address you asked for the sign-in link with.'],
  'weak-password': ['Choose a stronger password', 'That password is too easy to guess. Use at least 6 characters.'],
  'password-does-not-meet-requirements': ['Choose a stronger password', 'That password does not meet the requirements shown. Change it and try again.'],
  'user-disabled': ['Account disabled', 'This account has been disabled. Contact support if you think this is a mistake.'],
  'requires-recent-login': ['Confirm it is you', 'For your security, sign in again before doing this.', 'Confirm'],
  'credential-already-in-use': ['Account already linked elsewhere', 'That sign-in method already belongs to another account. Sign in with it directly, or remove it from the other account first.'],
  'provider-already-linked': ['Already linked', 'This sign-in method is already linked to your account; there is nothing more to do.', undefined, 'info'],
  'account-exists-with-different-credential': ['Use your usual sign-in', 'An account with this email already exists with another sign-in method. Sign in that way, then link this one from your profile.', SIGN_IN],
  'invalid-verification-code': ['Wrong code', 'That code is not right. Check the text message and enter the 6 digits again.', TRY],
  'missing-verification-code': ['Enter the code', 'Type the 6-digit code we sent you.'],
  'code-expired': ['Code expired', 'That code has expired. Ask for a new one.', 'Send a new code'],
  'invalid-phone-number': ['Check the phone number', 'Enter the number in international format, starting with + and the country code, e.g. +919876543210.'],
  'missing-phone-number': ['Enter a phone number', 'Type the phone number to send the code to.'],
  'quota-exceeded': ['Too many codes sent', 'We sent too many codes for now. Try again later or choose another way to sign in.'],
  'captcha-check-failed': ['Verification failed', 'We could not verify that you are human. Reload the page and try again.', 'Reload'],
  'invalid-action-code': ['Link no longer valid', 'This sign-in link was already used or is malformed. Ask for a new link.', 'Send a new link'],
  'expired-action-code': ['Link expired', 'This sign-in link has expired. Ask for a new link.', 'Send a new link'],
  'user-token-expired': ['Signed out', 'Your session ended. Sign in again to continue.', SIGN_IN],
  'invalid-user-token': ['Signed out', 'Your session is no longer valid. Sign in again to continue.', SIGN_IN],
  'timeout': ['Sign-in took too long', 'The sign-in service did not answer in time. Try again.', TRY],
  'redirect-cancelled-by-user': ['Sign-in not finished', 'You came back before finishing sign-in. Start again whenever you are ready.', SIGN_IN, 'info'],
  'no-current-user': ['Sign in first', 'You need to be signed in to do this.', SIGN_IN],
  'provider-disabled': ['Not offered here', 'This site does not offer that way of signing in. Choose another.', 'Choose another way'],
};

const NETWORK: Record<string, Entry> = {
  offline: ['You are offline', 'We could not reach Ticketkit. Check your internet connection and try again.', TRY],
  timeout: ['This is taking too long', 'Ticketkit did not answer in time. Check your connection and try again.', TRY],
  aborted: ['Cancelled', 'The request was cancelled.', undefined, 'silent'],
  'bad-response': ['Unexpected answer', 'Ticketkit sent an answer we could not read. Try again in a moment.', TRY],
};

/** Every API code (the type makes a missing one a compile error). */
const API: Record<ApiErrorCode, Entry> = {
  'auth/unauthenticated': ['Sign in to continue', 'Your session has ended or you are not signed in. Sign in and try again.', SIGN_IN],
  'auth/forbidden': ['Not allowed', 'Your account cannot do this. Sign in with another account if you have one.'],
  'validation/invalid-body': ['Check the form', 'Some details are missing or not valid. Correct the highlighted fields and try again.'],
  'validation/invalid-query': ['Check your filters', 'Some filters are not valid. Change them and try again.'],
  'validation/malformed-json': ['Something went wrong', 'We sent a request the server could not read. Reload the page and try again.', 'Reload'],
  'validation/unsupported-media-type': ['Something went wrong', 'We sent a request in a format the server does not accept. Reload the page and try again.', 'Reload'],
  'validation/payload-too-large': ['Too much data', 'What you sent is too large. Shorten it and try again.'],
  'not-found': ['Not found', 'We could not find this. It may have been removed; go back and pick another.', 'Go back'],
  'method-not-allowed': ['Something went wrong', 'This action is not available. Reload the page and try again.', 'Reload'],
  'booking/sold-out': ['Sold out', 'There are not enough tickets left for your selection. Choose fewer tickets or another date.', 'Change tickets'],
  'booking/limit-exceeded': ['Too many tickets', 'You picked more tickets than one order allows. Choose fewer tickets.', 'Change tickets'],
  'booking/below-minimum': ['Too few tickets', 'This ticket type needs a larger minimum per order. Add tickets to continue.', 'Change tickets'],
  'booking/sales-closed': ['Not on sale', 'Tickets for this date are not on sale right now. Pick another date.', 'Pick another date'],
  'booking/session-past': ['Already started', 'This session has already started. Pick another date.', 'Pick another date'],
  'booking/ticket-type-mismatch': ['Tickets changed', 'Your tickets do not match this date any more. Choose your tickets again.', 'Change tickets'],
  'booking/invalid-promo-code': ['Promo code not valid', 'That promo code is not valid for this booking. Check it or remove it.'],
  'booking/insufficient-points': ['Not enough points', 'You do not have that many reward points. Redeem fewer points.'],
  'hold/expired': ['Your reservation expired', 'We held your tickets for a limited time and that time ran out. Choose your tickets again.', 'Choose tickets'],
  'hold/not-active': ['Reservation already used', 'These tickets were already booked or released. Check your tickets or choose again.', 'Your tickets'],
  'idempotency/key-required': ['Something went wrong', 'The booking request was incomplete. Reload the page and try again.', 'Reload'],
  'idempotency/key-reused': ['Something went wrong', 'This booking attempt was already used for different details. Start the booking again.', 'Start again'],
  'idempotency/in-progress': ['Still booking', 'Your booking is still being processed. Wait a moment; we will check again.', TRY],
  'corporate/not-an-employee': ['Not a member', 'Your account is not registered as an employee of this company. Sign in with your work account.', SIGN_IN],
  'corporate/entitlement-exhausted': ['No tickets left', 'You have used all the tickets your company gives you this period.'],
  'rate-limited': ['Slow down', 'Too many requests in a short time. Wait a moment and try again.', TRY],
  internal: ['Something went wrong', 'Something went wrong on our side. Try again in a moment.', TRY],
  unavailable: ['Temporarily unavailable', 'Ticketkit is busy or under maintenance. Try again in a minute.', TRY],
};

const OTHER: Record<string, Entry> = {
  'config/invalid': ['Ticketkit is misconfigured', 'The Ticketkit settings on this page are not valid. The site owner must fix them; the details are in the browser console.'],
};

const FALLBACK: Entry = ['Something went wrong', 'Something unexpected happened. Try again, and if it keeps happening, contact support.', TRY];

function lookup(code: string): Entry {
  const slash = code.indexOf('/');
  const family = slash > 0 ? code.slice(0, slash) : '';
  const rest = code.slice(slash + 1);
  if (family === 'auth' && rest in AUTH) return AUTH[rest]!;
  if (family === 'network' && rest in NETWORK) return NETWORK[rest]!;
  return API[code as ApiErrorCode] ?? OTHER[code] ?? FALLBACK;
}

/**
 * The one error catalogue: every `auth/*` code of the spec (and the Firebase codes met in our flows),
 * `network/*`, `config/invalid` and every API code from the contract. Unknown codes get a generic
 * description. `context.domain` fills the domain into `auth/unauthorized-domain`.
 */
export function describeError(code: string, context: { domain?: string } = {}): ErrorDescription {
  const [title, message, action, severity = 'error'] = lookup(code);
  const domain = context.domain || (typeof location === 'undefined' ? '' : location.hostname) || 'this site’s domain';
  const description: ErrorDescription = { title, message: message.replaceAll('{domain}', domain), severity };
  if (action) description.action = action;
  return description;
}

/** Whether the catalogue has its own entry for the code (otherwise describeError gives the default). */
export function isKnownErrorCode(code: string): boolean {
  return lookup(code) !== FALLBACK;
}
