import { TicketkitError, toTicketkitError, type CorporateState, type CityState, type KeyValueStorage, type ResolvedTicketkitConfig, type SessionState, type StoreApi, type TicketkitAuth, type TicketkitClient } from '@ticketkit/sdk';

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
  | 'joinQueue'
  | 'getQueuePlace'
  | 'createHold'
  | 'releaseHold'
  | 'quoteHold'
  | 'createBooking'
  | 'getBooking'
  | 'submitPaymentResult'
  | 'getMe'
  | 'updateMe'
  | 'deleteMe'
  | 'listMyBookings'
  | 'getMyRewards'
  | 'createHostedEvent'
  | 'listMyHostedEvents'
  | 'getHostedEvent'
  | 'updateHostedEvent'
  | 'actOnHostedEvent'
  | 'setDoorStaff'
  | 'getHostDashboard'
  | 'listHostAttendees'
  | 'exportHostAttendees'
  | 'getCheckInKit'
  | 'submitCheckIns'
  | 'listReviewQueue'
  | 'getReviewItem'
  | 'reviewHostedEvent'
  | 'search'
  | 'getCompany'
  | 'getCorporateMe'
  | 'listCompanyEvents'
  | 'getCompanyEvent'
  | 'listCompanyEventCities'
  | 'listCompanySessions'
  | 'listCompanyTicketTypes'
  | 'listCorporateBookings'
  | 'getCancellationQuote'
  | 'cancelBooking'
  | 'getReceipt'
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

/** What a screen keeps of a failure: the fields of the SDK's own error, so a change there breaks the widget at compile time. */
export type WidgetError = Pick<TicketkitError, 'code' | 'message' | 'status' | 'retryable' | 'retryAfterSeconds'>;

/**
 * Anything thrown, as the SDK's error (`toTicketkitError`: a TicketkitError as it is, a Firebase
 * error by its code, anything else `internal`). An abort the widget itself caused is the SDK's
 * `network/aborted`, which its catalogue keeps silent.
 */
export function toWidgetError(error: unknown): TicketkitError {
  if (error instanceof DOMException && error.name === 'AbortError') return new TicketkitError('network/aborted', { cause: error });
  return toTicketkitError(error);
}
