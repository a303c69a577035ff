import { DEFAULT_LOCALE, LOCALES, resolveLocale, type Locale } from '@ticketkit/widget';
import { useSyncExternalStore } from 'react';

/**
 * Where the visitor's choice of language is kept. The site's storage prefix is empty (it keeps the
 * spec's `userData`, `CorporateEmp`, `hasVisited`), so this is a key of its own beside them.
 */
export const LANGUAGE_STORAGE_KEY = 'language';

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

function stored(): Locale | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** The first of the browser's languages the site has (`hi`, `hi-IN` → hi-IN; `en-GB` → en-IN), else en-IN. */
export function fromBrowser(languages: readonly string[]): Locale {
  const language = (tag: string) => tag.split('-')[0]?.toLowerCase();
  // resolveLocale answers en-IN for a language the widget lacks: the first tag it really resolves wins.
  return resolveLocale(languages.find((tag) => language(resolveLocale(tag)) === language(tag)));
}

/** The language a visit starts in: the one chosen before, else the browser's. Without a window (the build's prerender), English. */
export function initialLocale(): Locale {
  if (typeof window === 'undefined') return DEFAULT_LOCALE;
  return stored() ?? fromBrowser(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

let current: Locale | null = null;
const listeners = new Set<() => void>();

function read(): Locale {
  current ??= initialLocale();
  return current;
}

/** Sets `<html lang>` to the site's language, so screen readers, fonts and hyphenation follow it. */
export function applyLanguage(locale: Locale = read()): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Switches the site (and the widget's screens in it) to `locale`, and remembers it for the next visit. */
export function setSiteLocale(locale: Locale): void {
  current = locale;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    /* private mode without storage: the choice lasts for this page */
  }
  applyLanguage(locale);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The site's language; re-renders on a switch. */
export function useSiteLocale(): Locale {
  return useSyncExternalStore(subscribe, read, () => DEFAULT_LOCALE);
}

export { read as siteLocale };
