import type { CorporateEmployee } from '@ticketkit/contract';
import { STORAGE_KEYS } from './constants.ts';
import type { KeyValueStorage } from './storage.ts';
import { readStoredUser } from './stores.ts';

/** Route guards: `null` lets the route render, `{ redirect }` says where to send the visitor instead. */
export interface TicketkitGuards {
  /** No stored `userData` → `{ redirect: '/login?source=<source>' }` (the spec's guard for `/yourtickets`). */
  requireUser(source: string): { redirect: string } | null;
  /**
   * No stored `CorporateEmp` for `companySlug` →
   * `{ redirect: '/corporate/login?company=<companySlug>&source=<source>' }`.
   */
  requireCorporate(companySlug: string, source: string): { redirect: string } | null;
}

/**
 * The `source` of `/login?source=yourtickets` for a page: its path without the leading slash, query
 * included, so sign-in returns to the same step with the same selection. The login screen turns it
 * back into a path and refuses anything off-site (the widget's `resolveSource`).
 */
export function sourceFor(location: { pathname: string; search: string }): string {
  return (location.pathname + location.search).replace(/^\/+/, '');
}

/** The sign-in page that returns to `source` once the person has signed in, saying why they were sent there. */
export function loginPath(source: string, reason?: 'inactivity'): string {
  const query = new URLSearchParams();
  if (source) query.set('source', source);
  if (reason) query.set('reason', reason);
  const q = query.toString();
  return q ? `/login?${q}` : '/login';
}

export function createGuards(storage: KeyValueStorage): TicketkitGuards {
  return {
    requireUser(source) {
      if (readStoredUser(storage)) return null;
      return { redirect: loginPath(source) };
    },
    requireCorporate(companySlug, source) {
      const employee = storage.get<CorporateEmployee>(STORAGE_KEYS.corporateEmployee);
      if (readStoredUser(storage) && employee?.company?.slug === companySlug) return null;
      return { redirect: `/corporate/login?company=${encodeURIComponent(companySlug)}&source=${encodeURIComponent(source)}` };
    },
  };
}
