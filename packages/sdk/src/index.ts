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
export { createApiClient, type ApiClient, type ApiClientOptions } from './apiClient.ts';
