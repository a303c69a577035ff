import type { SignInProvider } from './accountSdk.ts';

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

/** Codes after which a provider is offered no more on this page (its script cannot load here). */
export const UNAVAILABLE_CODES = new Set(['auth/internal-error', 'auth/operation-not-supported-in-this-environment', 'auth/provider-disabled']);

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^\+[1-9]\d{7,14}$/;
/** How long before another phone code may be requested. */
export const RESEND_AFTER_MS = 30_000;

/**
 * Where to go after sign-in. `source` is a route name from the spec (`yourtickets`) or a
 * same-site path (`/yourtickets/b1`); anything else (another origin, `//host`) goes home.
 */
export function resolveSource(source: string | null | undefined): string {
  if (!source) return '/';
  if (/^\/(?!\/)[\w\-./?=&%]*$/.test(source) && !source.includes('..')) return source;
  if (/^[a-z0-9-]+(?:\/[A-Za-z0-9_-]+)*$/.test(source)) return `/${source}`;
  return '/';
}
