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

export function createGuards(storage: KeyValueStorage): TicketkitGuards {
  return {
    requireUser(source) {
      if (readStoredUser(storage)) return null;
      return { redirect: `/login?source=${encodeURIComponent(source)}` };
    },
    requireCorporate(companySlug, source) {
      const employee = storage.get<CorporateEmployee>(STORAGE_KEYS.corporateEmployee);
      if (readStoredUser(storage) && employee?.company?.slug === companySlug) return null;
      return { redirect: `/corporate/login?company=${encodeURIComponent(companySlug)}&source=${encodeURIComponent(source)}` };
    },
  };
}
