import type { Entry } from './errorTexts.ts';

const TRY = 'Try again';
const SIGN_IN = 'Sign in';
const RESET = 'Reset password';
const OTHER_WAY = 'Choose another way';
const NEW_LINK = 'Send a new link';
const SESSION_ENDED = 'Your session ended. Sign in again to continue.';
const WRONG_LOGIN = 'The email or password is not right. Check them, or reset your password.';

/**
 * The spec's authentication catalogue plus the Firebase codes a person can meet in our flows. Loaded
 * with the sign-in flows (authFlows.ts) and by errorCatalogue.ts; not part of a page that only browses.
 */
export const AUTH_ERROR_TEXTS: Record<string, Entry> = {
  'multi-factor-auth-required': ['Enter your verification code', 'Your account has a second step. Send a code to your phone and enter it to finish.', 'Send code', 'info'],
  'user-mismatch': ['That is a different account', 'You confirmed with another account. Confirm with the account you are signed in with.', TRY],
  'user-not-found': ['No account found', 'No account matches those details. Check them or create an account.', 'Create account'],
  'unauthorized-domain': ['This site cannot sign you in yet', 'Sign-in is not enabled on {domain}. The site owner must add {domain} to the authorised domains of their Firebase project (Authentication → Settings).'],
  'popup-blocked': ['Sign-in window blocked', 'Your browser blocked the sign-in window. Allow pop-ups for this site, or continue in this tab.', 'Continue in this tab'],
  'popup-closed-by-user': ['Sign-in not finished', 'The sign-in window was closed. Start again whenever you are ready.', SIGN_IN, 'info'],
  'cancelled-popup-request': ['Sign-in replaced', 'A newer sign-in window replaced this one.', undefined, 'silent'],
  'web-storage-unsupported': ['Sign-in needs site storage', 'Your browser blocks the storage sign-in needs. Allow storage for this site, or leave private browsing.'],
  'invalid-api-key': ['Sign-in is misconfigured', 'The site’s Firebase apiKey is not valid. The site owner must fix it in the Ticketkit settings.'],
  'auth-domain-config-required': ['Sign-in is misconfigured', 'Pop-up and redirect sign-in need firebase.authDomain. The site owner must set it in the Ticketkit settings.'],
  'missing-multi-factor-info': ['Choose how to verify', 'Pick the phone number to send your verification code to.'],
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
