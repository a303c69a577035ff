export {
  DEFAULT_CITY,
  DEFAULT_CITY_SLUG,
  INACTIVITY_TIMEOUT_MS,
  NETWORK_TIMEOUT_DESKTOP_MS,
  NETWORK_TIMEOUT_MOBILE_MS,
  STORAGE_KEYS,
  type StorageKey,
} from './constants.ts';
export { createStorage, type KeyValueStorage } from './storage.ts';
export { createTicketkit, type Ticketkit, type TicketkitInternals } from './ticketkit.ts';
export {
  TicketkitConfigError,
  type FirebaseProjectConfig,
  type OAuthProviderName,
  type ProviderName,
  type ResolvedTicketkitConfig,
  type SignOutReason,
  type TicketkitConfig,
} from './config.ts';
export { TicketkitError, toTicketkitError, type TicketkitErrorOptions } from './errors.ts';
export { describeError, registerErrorTexts, type ErrorDescription, type ErrorSeverity, type ErrorTexts } from './errorCatalogue.ts';
export { errorTextsHiIN } from './errorCatalogue.hi-IN.ts';
export {
  createApiClient,
  type ApiClientOptions,
  type BookingCallOptions,
  type CallOptions,
  type TicketkitClient,
} from './apiClient.ts';
export type { MfaChallenge, PhoneConfirmation, ProviderCredential, SecondFactorHint, TicketkitAuth } from './authTypes.ts';
export { DEFAULT_PASSWORD_POLICY, checkPassword, type PasswordCheck, type PasswordFailure, type PasswordPolicy } from './password.ts';
export type { CityState, CorporateState, SessionState, StoredUser } from './stores.ts';
export type { TicketkitGuards } from './guards.ts';
export { loginPath, sourceFor } from './guards.ts';
export type { ActivityChannel } from './inactivity.ts';
export type { StoreApi } from 'zustand/vanilla';
export { FIRST_BACKOFF_MS, MAX_BACKOFF_MS, queuePlaceKey, watchQueue, type QueueApi, type QueueWatch, type QueueWatchOptions } from './queueWatch.ts';
