import type { CorporateEmployee } from '@ticketkit/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { DEFAULT_CITY_SLUG, STORAGE_KEYS } from './constants.ts';
import type { TicketkitError } from './errors.ts';
import type { KeyValueStorage } from './storage.ts';

/** The signed-in user as stored under `userData`. */
export interface StoredUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  phoneNumber: string | null;
  photoURL: string | null;
  /** The provider of the last sign-in, e.g. `google.com`, `password`, `phone`. */
  providerId: string;
  /** Every provider linked to the account. */
  providers: string[];
}

/**
 * `unknown` only while a stored session cannot be trusted yet; `signed-in` shows at once from
 * stored `userData` and is reconciled when Firebase reports. `pending` is true while a sign-in,
 * sign-up or other auth operation runs; `error` is the last one's failure.
 */
export interface SessionState {
  status: 'unknown' | 'signed-out' | 'signed-in';
  user: StoredUser | null;
  pending: boolean;
  error: TicketkitError | null;
}

export interface CityState {
  /** City slug; default `nagpur`. Persisted. */
  city: string;
  setCity(slug: string): void;
}

export interface CorporateState {
  /** The employee record (with its company) from `GET /corporate/me`, stored as `CorporateEmp`. */
  employee: CorporateEmployee | null;
  setEmployee(employee: CorporateEmployee | null): void;
}

export const CITY_KEY = 'city';

function isStoredUser(value: unknown): value is StoredUser {
  return typeof value === 'object' && value !== null && typeof (value as StoredUser).uid === 'string' && (value as StoredUser).uid !== '';
}

/** Reads `userData`; anything malformed counts as no user. */
export function readStoredUser(storage: KeyValueStorage): StoredUser | null {
  const value = storage.get<unknown>(STORAGE_KEYS.userData);
  return isStoredUser(value) ? value : null;
}

export function createSessionStore(storage: KeyValueStorage): StoreApi<SessionState> {
  const user = readStoredUser(storage);
  return createStore<SessionState>()(() => ({ status: user ? 'signed-in' : 'signed-out', user, pending: false, error: null }));
}

export function createCityStore(storage: KeyValueStorage): StoreApi<CityState> {
  const stored = storage.get<unknown>(CITY_KEY);
  return createStore<CityState>()((set) => ({
    city: typeof stored === 'string' && stored !== '' ? stored : DEFAULT_CITY_SLUG,
    setCity(slug) {
      const city = String(slug).trim().toLowerCase();
      if (!city) return;
      storage.set(CITY_KEY, city);
      set({ city });
    },
  }));
}

export function createCorporateStore(storage: KeyValueStorage): StoreApi<CorporateState> {
  const stored = storage.get<CorporateEmployee>(STORAGE_KEYS.corporateEmployee);
  return createStore<CorporateState>()((set) => ({
    employee: stored && typeof stored === 'object' && stored.company ? stored : null,
    setEmployee(employee) {
      if (employee) storage.set(STORAGE_KEYS.corporateEmployee, employee);
      else storage.remove(STORAGE_KEYS.corporateEmployee);
      set({ employee });
    },
  }));
}
