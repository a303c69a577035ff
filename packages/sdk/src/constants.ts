/** Product constants from the spec (section 9). Part of the product: keep the values. */
export const INACTIVITY_TIMEOUT_MS = 3_600_000;
export const DEFAULT_CITY = 'Nagpur';
export const DEFAULT_CITY_SLUG = 'nagpur';
export const NETWORK_TIMEOUT_DESKTOP_MS = 30_000;
export const NETWORK_TIMEOUT_MOBILE_MS = 60_000;

/** Storage keys from the spec (section 3), stored under the configured prefix. */
export const STORAGE_KEYS = {
  userData: 'userData',
  corporateEmployee: 'CorporateEmp',
  hasVisited: 'hasVisited',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Our own keys beside the spec's, under the same prefix: the email of a pending email-link sign-in, and a pending redirect. */
export const EMAIL_FOR_LINK_KEY = 'emailForSignIn';
export const REDIRECT_PENDING_KEY = 'authRedirectPending';
