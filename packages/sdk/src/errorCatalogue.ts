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

/**
 * Another language's texts, keyed by the full code (`auth/popup-blocked`, `not-found`); `*` is the
 * default for unknown codes. Severity always comes from the English entry.
 */
export type ErrorTexts = Readonly<Record<string, readonly [title: string, message: string, action?: string]>>;

const TRY = 'Try again';
const SIGN_IN = 'Sign in';
const RESET = 'Reset password';
const OTHER_WAY = 'Choose another way';
const NEW_LINK = 'Send a new link';
const CHANGE = 'Change tickets';
const OTHER_DATE = 'Pick another date';
const WRONG = 'Something went wrong';
const WRONG_LOGIN = 'The email or password is not right. Check them, or reset your password.';
const SESSION_ENDED = 'Your session ended. Sign in again to continue.';
const RELOAD_MESSAGE = 'The request could not be processed. Reload the page and try again.';

/** The spec's authentication catalogue plus the Firebase codes a person can meet in our flows. */
const AUTH: Record<string, Entry> = {
  'multi-factor-auth-required': ['Enter your verification code', 'Your account has a second step. Send a code to your phone and enter it to finish.', 'Send code', 'info'],
  'user-mismatch': ['That is a different account', 'You confirmed with another account. Confirm with the account you are signed in with.', TRY],
  'user-not-found': ['No account found', 'No account matches those details. Check them or create an account.', 'Create account'],
  'unauthorized-domain': ['This site cannot sign you in yet', 'Sign-in is not enabled on {domain}. The site owner must add {domain} to the authorised domains of their Firebase project (Authentication → Settings).'],
  'popup-blocked': ['Sign-in window blocked', 'Your browser blocked the sign-in window. Allow pop-ups for this site, or continue in this tab.', 'Continue in this tab'],
  'popup-closed-by-user': ['Sign-in not finished', 'The sign-in window was closed. Start again whenever you are ready.', SIGN_IN, 'info'],
  'cancelled-popup-request': ['Sign-in replaced', 'A newer sign-in window replaced this one.', undefined, 'silent'],
  'web-storage-unsupported': ['Sign-in needs site storage', 'Your browser blocks the storage sign-in needs. Allow storage for this site, or leave private browsing.'],
  'network-request-failed': ['No connection', 'We could not reach the sign-in service. Check your connection and try again.', TRY],
  'internal-error': ['Sign-in is unavailable', 'The sign-in service could not start. Try again or choose another way to sign in.', OTHER_WAY],
  'argument-error': ['Sign-in could not start', 'The sign-in request was not valid. Reload the page and try again.', 'Reload'],
  'invalid-api-key': ['Sign-in is misconfigured', 'The site’s Firebase apiKey is not valid. The site owner must fix it in the Ticketkit settings.'],
  'auth-domain-config-required': ['Sign-in is misconfigured', 'Pop-up and redirect sign-in need firebase.authDomain. The site owner must set it in the Ticketkit settings.'],
  'missing-multi-factor-info': ['Choose how to verify', 'Pick the phone number to send your verification code to.'],
  'unverified-email': ['Verify your email first', 'Two-step sign-in needs a verified email address. Send yourself the verification email, open its link, then add your phone again.', 'Send verification email'],
  'unsupported-first-factor': ['Not available for phone sign-in', 'Two-step sign-in adds a phone to an email or Google account. You signed in with your phone number, which already sends you a code each time.'],
  'second-factor-already-in-use': ['Phone already added', 'This phone number is already your second step. Use another number, or keep this one.'],
  'maximum-second-factor-count-exceeded': ['Too many phones', 'Your account has as many second steps as it can. Remove one before adding another.'],
  'missing-multi-factor-session': ['Verification expired', 'Your verification step expired. Sign in again to get a new code.', SIGN_IN],
  'operation-not-supported-in-this-environment': ['Not available here', 'This way of signing in does not work in this browser. Choose another way to sign in.', OTHER_WAY],
  'email-already-in-use': ['Email already registered', 'An account with this email exists. Sign in instead, or reset your password.', SIGN_IN],
  'wrong-password': ['Wrong password', 'That password is not right. Try again or reset your password.', RESET],
  'invalid-credential': ['Wrong email or password', WRONG_LOGIN, RESET],
  'too-many-requests': ['Too many attempts', 'Sign-in is paused after too many attempts. Wait a few minutes, then try again.'],
  'invalid-email': ['Check the email address', 'That email address does not look right.'],
  'missing-email': ['Enter your email', 'Type the email address you asked for the sign-in link with.'],
  'weak-password': ['Choose a stronger password', 'That password is too easy to guess. Use at least 6 characters.'],
  'password-does-not-meet-requirements': ['Choose a stronger password', 'That password does not meet the requirements shown.'],
  'user-disabled': ['Account disabled', 'This account has been disabled. Contact support if this is a mistake.'],
  'requires-recent-login': ['Confirm it is you', 'For your security, sign in again before doing this.', 'Confirm'],
  'credential-already-in-use': ['Linked to another account', 'That sign-in method belongs to another account. Sign in with it directly, or remove it there first.'],
  'provider-already-linked': ['Already linked', 'This sign-in method is already linked to your account.', undefined, 'info'],
  'account-exists-with-different-credential': ['Use your usual sign-in', 'This email already has an account with another sign-in method. Sign in that way, then link this one.', SIGN_IN],
  'invalid-verification-code': ['Wrong code', 'That code is not right. Check the text message and try again.', TRY],
  'missing-verification-code': ['Enter the code', 'Type the 6-digit code we sent you.'],
  'code-expired': ['Code expired', 'That code has expired. Ask for a new one.', 'Send a new code'],
  'invalid-phone-number': ['Check the phone number', 'Enter the number with + and the country code, e.g. +919876543210.'],
  'invalid-action-code': ['Link no longer valid', 'This link was already used or is broken. Ask for a new one.', NEW_LINK],
  'expired-action-code': ['Link expired', 'This link has expired. Ask for a new one.', NEW_LINK],
  'user-token-expired': ['Signed out', SESSION_ENDED, SIGN_IN],
  'no-current-user': ['Sign in first', 'You need to be signed in to do this.', SIGN_IN],
  'provider-disabled': ['Not offered here', 'This site does not offer that way of signing in. Choose another.', OTHER_WAY],
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
  'not-found': ['Not found', 'We could not find this. It may have been removed, or the link may be wrong.', 'Browse events'],
  'method-not-allowed': [WRONG, RELOAD_MESSAGE, 'Reload'],
  'booking/sold-out': ['Sold out', 'Not enough tickets are left. Choose fewer tickets or another date.', CHANGE],
  'booking/limit-exceeded': ['Too many tickets', 'One order cannot hold that many tickets. Choose fewer.', CHANGE],
  'booking/below-minimum': ['Too few tickets', 'This ticket type has a minimum per order. Add tickets to continue.', CHANGE],
  'booking/sales-closed': ['Not on sale', 'Tickets for this date are not on sale now. Pick another date.', OTHER_DATE],
  'booking/session-past': ['Already started', 'This session has already started. Pick another date.', OTHER_DATE],
  'booking/ticket-type-mismatch': ['Tickets changed', 'Your tickets no longer match this date. Choose them again.', CHANGE],
  'booking/invalid-promo-code': ['Promo code not valid', 'That promo code does not apply to this booking. Check it or remove it.'],
  'booking/insufficient-points': ['Not enough points', 'You do not have that many reward points. Redeem fewer.'],
  'booking/total-below-minimum': ['Total too small to pay', 'A payment must be at least ₹1. Remove the promo code or use fewer points, so the total is ₹1 or more.'],
  'booking/not-cancellable': ['Cannot cancel', 'This booking can no longer be cancelled: it is already cancelled, unpaid, or its show has started.', 'Your tickets'],
  'booking/refund-changed': ['Refund changed', 'The refund changed since you looked (a deadline passed). Check the new amount and confirm again.'],
  'booking/not-paid': ['No receipt yet', 'This booking has no completed payment, so there is no receipt.'],
  'payment/invalid-signature': ['Payment not verified', 'We could not verify this payment. If money left your account it will be confirmed or refunded automatically; check your tickets in a few minutes.', 'Your tickets'],
  'payment/invalid-webhook': ['Webhook refused', 'This payment notification was not signed by the payment provider, so nothing changed.'],
  'payment/provider-unavailable': ['Payments unavailable', 'The payment service did not answer. Your tickets are still held; try again in a moment.', TRY],
  'hold/expired': ['Reservation expired', 'We held your tickets for a limited time and it ran out. Choose your tickets again.', 'Choose tickets'],
  'hold/not-active': ['Reservation already used', 'These tickets were already booked or released. Check your tickets or choose again.', 'Your tickets'],
  'idempotency/key-required': [WRONG, RELOAD_MESSAGE, 'Reload'],
  'idempotency/key-reused': [WRONG, 'This booking attempt was used with other details. Start again.', 'Start again'],
  'idempotency/in-progress': ['Still booking', 'Your booking is still being processed. Wait a moment and check again.', TRY],
  'corporate/not-an-employee': ['Not a member', 'Your account is not an employee of this company. Sign in with your work account.', SIGN_IN],
  'corporate/entitlement-exhausted': ['No tickets left', 'You have used all the tickets your company gives you this period.'],
  'hosting/not-editable': ['Cannot edit now', 'This listing is with our reviewers or already decided, so it cannot be changed now.'],
  'hosting/not-in-review': ['Already reviewed', 'This listing is not waiting for review any more; reload to see its status.'],
  'hosting/action-not-allowed': ['Not possible now', 'That cannot be done to this event in its current status; reload to see it.'],
  'hosting/not-on-sale': ['Not on sale yet', 'This event has not been approved yet, so there are no tickets to check.'],
  'hosting/session-past': ['Dates have passed', 'A session of this listing has already started, so it cannot go on sale. Request changes so the host can set new dates.'],
  'account/has-live-events': ['You still host events', 'An event you host is on sale or paused, and its buyers need you. Cancel it from your hosted events first, then delete your account.'],
  'queue/admission-required': ['Wait for your turn', 'Tickets for this date are sold through a waiting room. Join the queue; we will let you in when it is your turn.', 'Join the queue'],
  'queue/turn-expired': ['Your turn ended', 'Your time to choose tickets ran out. Join the queue again for a new place.', 'Join the queue'],
  'queue/not-open': ['Queue not open yet', 'The waiting room for this date has not opened yet. Come back when it opens.'],
  'queue/invalid-place': ['Place not recognised', 'We could not read your place in the queue. Reload the page; your place is kept.', 'Reload'],
  'queue/not-editable': ['On-sale already started', 'The on-sale has started, so its waiting-room settings cannot change now.'],
  'limits/tickets-per-account': ['Ticket limit reached', 'Each account can buy only a few tickets for this event, and you have reached that limit. Choose fewer tickets.', CHANGE],
  'limits/active-holds': ['Already holding tickets', 'You are already holding tickets for this event. Book or release them first.', 'Your tickets'],
  'limits/cool-down': ['Please wait', 'Tickets were held and let go several times. Wait a few minutes before holding tickets again.', TRY],
  'rate-limited': ['Slow down', 'Too many requests in a short time. Wait a moment and try again.', TRY],
  internal: [WRONG, 'Something went wrong on our side. Try again in a moment.', TRY],
  unavailable: ['Temporarily unavailable', 'Ticketkit is busy or under maintenance. Try again in a minute.', TRY],
};

const OTHER: Record<string, Entry> = {
  'config/invalid': ['Ticketkit is misconfigured', 'The Ticketkit settings on this page are not valid. The site owner must fix them; details are in the console.'],
};

const FALLBACK: Entry = [WRONG, 'Something unexpected happened. Try again; if it keeps happening, contact support.', TRY];

function lookup(code: string): Entry {
  const slash = code.indexOf('/');
  const family = slash > 0 ? code.slice(0, slash) : '';
  const rest = code.slice(slash + 1);
  if (family === 'auth' && rest in AUTH) return AUTH[rest]!;
  if (family === 'network' && rest in NETWORK) return NETWORK[rest]!;
  return API[code as ApiErrorCode] ?? OTHER[code] ?? FALLBACK;
}

const translations = new Map<string, ErrorTexts>();

/** Makes a language's texts available to `describeError(code, { locale })` (they load with that language). */
export function registerErrorTexts(locale: string, texts: ErrorTexts): void {
  translations.set(locale, texts);
}

/**
 * The one error catalogue: every `auth/*` code of the spec (and the Firebase codes met in our flows),
 * `network/*`, `config/invalid` and every API code from the contract. Unknown codes get a generic
 * description. `context.domain` fills the domain into `auth/unauthorized-domain`; `context.locale`
 * picks registered texts of that language (English where it has none).
 */
export function describeError(code: string, context: { domain?: string; locale?: string } = {}): ErrorDescription {
  const entry = lookup(code);
  const [, , , severity = 'error'] = entry;
  const texts = context.locale ? translations.get(context.locale) : undefined;
  const [title, message, action] = (texts && (entry === FALLBACK ? texts['*'] : texts[code])) ?? entry;
  const domain = context.domain || (typeof location === 'undefined' ? '' : location.hostname) || 'this site’s domain';
  const description: ErrorDescription = { title, message: message.replaceAll('{domain}', domain), severity };
  if (action) description.action = action;
  return description;
}

/** Whether the catalogue has its own entry for the code (otherwise describeError gives the default). */
export function isKnownErrorCode(code: string): boolean {
  return lookup(code) !== FALLBACK;
}

/** Every code with its own entry (for checking that a language covers them all). */
export function knownErrorCodes(): string[] {
  return [...Object.keys(AUTH).map((c) => `auth/${c}`), ...Object.keys(NETWORK).map((c) => `network/${c}`), ...Object.keys(API), ...Object.keys(OTHER)];
}
