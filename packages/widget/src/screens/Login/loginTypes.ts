import type { SignInProvider } from '../../sdk/providers.ts';

/** Every action on the login screen; errors and the busy state are keyed by it. */
export type LoginAction =
  | SignInProvider
  | 'password'
  | 'sign-up'
  | 'reset'
  | 'link'
  | 'link-complete'
  | 'phone-send'
  | 'phone-confirm'
  | 'mfa-send'
  | 'mfa-confirm';

export type LoginMethod = 'password' | 'link' | 'phone' | 'reset';

export type PhoneStage = { stage: 'enter' } | { stage: 'code'; phone: string; /** epoch ms when "send a new code" unlocks */ resendAt: number };

export interface SecondFactorStage {
  hints: { uid: string; label: string }[];
  stage: 'choose' | 'code';
}

/** Why the person was signed out before reaching the login screen (`/login?reason=inactivity`). */
export type SignedOutReason = 'inactivity';
const SIGNED_OUT_REASONS: readonly string[] = ['inactivity'] satisfies SignedOutReason[];

/** A `reason` from the address, or null for anything this screen has no words for. */
export function signedOutReason(reason: string | null | undefined): SignedOutReason | null {
  return reason && SIGNED_OUT_REASONS.includes(reason) ? (reason as SignedOutReason) : null;
}

/** Codes after which a provider is offered no more on this page (its script cannot load here). */
export const UNAVAILABLE_CODES = new Set(['auth/internal-error', 'auth/operation-not-supported-in-this-environment', 'auth/provider-disabled']);

/** How long before another phone code may be requested. */
export const RESEND_AFTER_MS = 30_000;

/**
 * Where to go after sign-in. `source` is a path on this site with or without its leading slash
 * (`yourtickets`, as the spec's `/login?source=yourtickets`, or a deep step with its query such as
 * `eventbooking/x/ev_1?session=s_1&q=tt_1.2,tt_2.1`). Anything that could leave the site (another
 * origin, `//host`, a scheme, backslashes, white space) goes home instead.
 */
export function resolveSource(source: string | null | undefined): string {
  if (!source || source.startsWith('//') || /[\\\s]/.test(source) || /^[a-z][a-z0-9+.-]*:/i.test(source)) return '/';
  const base = 'https://ticketkit.invalid';
  try {
    const url = new URL(source.startsWith('/') ? source : `/${source}`, base);
    return url.origin === base ? url.pathname + url.search + url.hash : '/';
  } catch {
    return '/';
  }
}
