import type { CorporateState, CityState, KeyValueStorage, ResolvedTicketkitConfig, SessionState, StoreApi, TicketkitAuth, TicketkitClient } from '@ticketkit/sdk';

/**
 * The part of the SDK (`createTicketkit(config)` from @ticketkit/sdk) every screen uses, taken from
 * the SDK's own types so a change there breaks the widget at compile time. sdk/compat.ts proves the
 * real instance satisfies it; tests and stories pass `createFakeSdk()` (fixtures/fakeSdk.ts).
 * Add a method here only when a screen calls it.
 */
export type WidgetApi = Pick<
  TicketkitClient,
  | 'listCities'
  | 'listCategories'
  | 'listEvents'
  | 'getEvent'
  | 'listEventCities'
  | 'listSessions'
  | 'listTicketTypes'
  | 'createHold'
  | 'releaseHold'
  | 'quoteHold'
  | 'createBooking'
  | 'getBooking'
  | 'getMe'
  | 'updateMe'
  | 'deleteMe'
  | 'listMyBookings'
  | 'getMyRewards'
  | 'createHostedEvent'
  | 'listMyHostedEvents'
  | 'search'
  | 'getCompany'
  | 'getCorporateMe'
  | 'listCompanyEvents'
  | 'getCompanyEvent'
  | 'listCompanyEventCities'
  | 'listCompanySessions'
  | 'listCompanyTicketTypes'
  | 'listCorporateBookings'
>;

export type WidgetAuth = Pick<
  TicketkitAuth,
  | 'signInWithProvider'
  | 'signInWithEmail'
  | 'signUpWithEmail'
  | 'sendPasswordReset'
  | 'getPasswordPolicy'
  | 'sendEmailLink'
  | 'isEmailLink'
  | 'completeEmailLink'
  | 'startPhoneSignIn'
  | 'mfa'
  | 'linkProvider'
  | 'reauthenticate'
  | 'deleteAccount'
  | 'sendEmailVerification'
  | 'enrollPhoneSecondFactor'
  | 'confirmEnrollment'
  | 'unenrollSecondFactor'
  | 'getSecondFactors'
  | 'signOut'
  | 'preload'
>;

/** What the widget needs of a zustand/vanilla store: read and subscribe (the sdk's stores, or a fake's). */
export type ReadableStore<T> = Pick<StoreApi<T>, 'getState' | 'subscribe'>;

/** Options every API method takes last (`signal` to cancel). */
export type RequestOptions = NonNullable<Parameters<TicketkitClient['getEvent']>[1]>;

/** The signed-in user as the SDK stores it. */
export type WidgetUser = NonNullable<SessionState['user']>;

/** JSON storage under the SDK's prefix (drafts, remembered choices). */
export type WidgetStorage = Pick<KeyValueStorage, 'get' | 'set' | 'remove'>;

export interface WidgetSdk {
  /** The enabled sign-in providers and the page's language (an element's own locale wins). */
  config: Pick<ResolvedTicketkitConfig, 'providers' | 'locale'>;
  api: WidgetApi;
  auth: WidgetAuth;
  session: ReadableStore<SessionState>;
  city: ReadableStore<CityState>;
  corporate: ReadableStore<CorporateState>;
  storage: WidgetStorage;
}

export type { CityState, CorporateState, SessionState };

/** The error shape the SDK throws (`TicketkitError`); anything else is treated as `internal`. */
export interface WidgetError {
  code: string;
  message: string;
  status?: number;
  retryable: boolean;
}

export function toWidgetError(error: unknown): WidgetError {
  if (error && typeof error === 'object' && 'code' in error && typeof (error as { code: unknown }).code === 'string') {
    const e = error as { code: string; message?: unknown; status?: unknown; retryable?: unknown };
    return {
      code: e.code,
      message: typeof e.message === 'string' ? e.message : e.code,
      ...(typeof e.status === 'number' ? { status: e.status } : {}),
      retryable: typeof e.retryable === 'boolean' ? e.retryable : false,
    };
  }
  if (error instanceof DOMException && error.name === 'AbortError') return { code: 'aborted', message: 'aborted', retryable: true };
  return { code: 'internal', message: error instanceof Error ? error.message : String(error), retryable: true };
}
