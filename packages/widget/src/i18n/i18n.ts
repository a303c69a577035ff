import { registerErrorTexts, type ErrorTexts } from '@ticketkit/sdk';
import type { MessageKey } from './en-IN.ts';
import { enINCore } from './en-IN.core.ts';
import { dayKeyKolkata, longDateEnIN, rupeesEnIN, shortDateEnIN, type ShortDateStyle } from './fastFormat.ts';
import { translate, type MessageParams, type PluralBase } from './translate.ts';

export type Locale = 'en-IN' | 'hi-IN';
export const LOCALES: readonly Locale[] = ['en-IN', 'hi-IN'];
export const DEFAULT_LOCALE: Locale = 'en-IN';
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

export type { MessageParams } from './translate.ts';

/**
 * What a name belongs to: the API names categories and cities in English, by slug, and a city's
 * state by its English name (states have no slug).
 */
export type NameKind = 'category' | 'city' | 'state';
/** A locale's names of categories, cities (by slug) and states (by the API's name). */
export type Names = Readonly<Record<NameKind, Readonly<Record<string, string>>>>;
export type TranslateKey = MessageKey | PluralBase<MessageKey>;

export interface Formatter {
  locale: Locale;
  t(key: TranslateKey, params?: MessageParams): string;
  /**
   * Money in minor units (paise for INR), e.g. 49900 → ₹499.00. Browse surfaces (cards, the event's
   * price) pass `{ dropZeroPaise: true }`: ₹499, and ₹499.50 only when there are paise; receipts and
   * invoices keep two decimals.
   */
  money(money: { amount: number; currency: string }, options?: MoneyOptions): string;
  /**
   * A compact day or span of days in a zone: "Wed, 25 Nov" when both fall on one day, else
   * "25 Nov – 10 Dec" (with the years when they differ).
   */
  dateSpan(startIso: string, endIso: string, timeZone?: string): string;
  /** A date and time in the event's zone, e.g. "Sat, 5 Dec, 7:30 pm". */
  dateTime(iso: string, timeZone?: string): string;
  date(iso: string, timeZone?: string): string;
  time(iso: string, timeZone?: string): string;
  /** The calendar day in a zone as YYYY-MM-DD (for grouping sessions by day). */
  dayKey(iso: string, timeZone?: string): string;
  /**
   * A category's or a city's name in this language: the locale's name for its slug, else the API's
   * own `name` (English, and what a category a host made or a new city is called everywhere).
   */
  name(kind: NameKind, item: { slug: string; name: string }): string;
}

export interface MoneyOptions {
  /** Whole amounts without their zero minor units (₹800, not ₹800.00). */
  dropZeroPaise?: boolean;
}

const SHORT_DATE_OPTIONS: Record<ShortDateStyle, Intl.DateTimeFormatOptions> = {
  weekday: { weekday: 'short', day: 'numeric', month: 'short' },
  plain: { day: 'numeric', month: 'short' },
  year: { day: 'numeric', month: 'short', year: 'numeric' },
};

const cache = new Map<string, Formatter>();

type Messages = Partial<Record<MessageKey, string>>;
// en-IN ships with every screen; other catalogues are their own chunk, loaded when asked for.
const catalogues: Partial<Record<Locale, Messages>> = { 'en-IN': { ...enINCore } };
const loading = new Map<Locale, Promise<void>>();
// Category and city names other than the API's: only in the locales' own chunks.
const names: Partial<Record<Locale, Names>> = {};

/** Adds English strings of a screen family that is not part of every chunk (see bookingMessages.ts). */
export function registerEnglish(messages: Messages): void {
  catalogues['en-IN'] = { ...catalogues['en-IN'], ...messages };
  cache.clear();
}

/** Makes a catalogue available synchronously (tests, or a site that bundles it). */
export function registerCatalogue(locale: Locale, messages: Messages): void {
  catalogues[locale] = messages;
  cache.delete(locale);
}

/**
 * A locale module's texts, registered together: the widget's messages and the SDK error
 * catalogue's texts, so no screen shows its messages in one language and its errors in another.
 * The on-demand loader and `@ticketkit/widget/server` both register through here.
 */
export function registerLocaleTexts(locale: Locale, texts: { messages: Messages; errorTexts: ErrorTexts; names?: Names }): void {
  registerErrorTexts(locale, texts.errorTexts);
  if (texts.names) names[locale] = texts.names;
  registerCatalogue(locale, texts.messages);
}

export function isCatalogueLoaded(locale: Locale): boolean {
  return locale in catalogues;
}

const alreadyLoaded = Promise.resolve();

/**
 * Loads a locale's catalogue once; resolves at once for loaded ones. The same promise every time
 * for a locale: `use()` (TicketkitProvider) must see a stable promise, or a renderer that tracks
 * it on the promise itself (preact/compat, the embed's renderer) suspends again on every render.
 */
export function loadCatalogue(locale: Locale): Promise<void> {
  let p = loading.get(locale);
  if (!p && isCatalogueLoaded(locale)) return alreadyLoaded;
  if (!p) {
    p = import('./hi-IN.ts').then((m) => registerLocaleTexts('hi-IN', { messages: m.hiIN, errorTexts: m.errorTexts, names: m.names }));
    loading.set(locale, p);
  }
  return p;
}

/**
 * Loads the catalogue of a locale (any tag; it is resolved like TicketkitProvider's `locale`). A
 * page that hydrates server-rendered HTML awaits it before `hydrateRoot`, so its first render is
 * in the same language as the server's (see `@ticketkit/widget/server`).
 */
export function preloadLocale(locale?: string | null): Promise<void> {
  return loadCatalogue(resolveLocale(locale));
}

/** Narrows any string to a supported locale (`hi` → hi-IN), falling back to en-IN. */
export function resolveLocale(input: string | undefined | null): Locale {
  if (!input) return DEFAULT_LOCALE;
  const exact = LOCALES.find((l) => l.toLowerCase() === input.toLowerCase());
  if (exact) return exact;
  const lang = input.split('-')[0]?.toLowerCase();
  return LOCALES.find((l) => l.startsWith(`${lang}-`)) ?? DEFAULT_LOCALE;
}

export function createFormatter(locale: Locale = DEFAULT_LOCALE): Formatter {
  const hit = cache.get(locale);
  if (hit) return hit;
  const moneyFormats = new Map<string, Intl.NumberFormat>();
  const dateFormats = new Map<string, Intl.DateTimeFormat>();
  const dayKeyFormats = new Map<string, Intl.DateTimeFormat>();
  // CLDR writes Hindi times with a Latin "am"/"pm"; a day period ("सुबह 9:30", "शाम 7:30") is how
  // Hindi says it. English keeps its own "7:30 pm".
  const clock: Intl.DateTimeFormatOptions = locale === 'en-IN' ? {} : { dayPeriod: 'short' };
  const fmt = (kind: string, timeZone: string, options: Intl.DateTimeFormatOptions) => {
    const id = `${kind}|${timeZone}`;
    let f = dateFormats.get(id);
    if (!f) {
      f = new Intl.DateTimeFormat(locale === 'en-IN' ? 'en-IN' : locale, { ...options, timeZone });
      dateFormats.set(id, f);
    }
    return f;
  };
  const formatter: Formatter = {
    locale,
    // Reads the catalogues at call time: English parts registered later are found too.
    t: (key, params) => translate(catalogues, locale, key, params),
    money({ amount, currency }, options) {
      const drop = options?.dropZeroPaise === true;
      // The event cards' formats skip Intl in en-IN (see fastFormat.ts).
      const fast = locale === 'en-IN' ? rupeesEnIN(amount, currency, drop) : undefined;
      if (fast !== undefined) return fast;
      const whole = drop && amount % 100 === 0;
      const id = `${currency}|${whole}`;
      let f = moneyFormats.get(id);
      if (!f) {
        f = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, ...(whole ? { maximumFractionDigits: 0 } : {}) });
        moneyFormats.set(id, f);
      }
      return f.format(amount / 100);
    },
    dateTime: (iso, tz = DEFAULT_TIME_ZONE) =>
      fmt('dt', tz, { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', ...clock }).format(new Date(iso)),
    date: (iso, tz = DEFAULT_TIME_ZONE) =>
      (locale === 'en-IN' ? longDateEnIN(iso, tz) : undefined) ??
      fmt('d', tz, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso)),
    dateSpan(startIso, endIso, tz = DEFAULT_TIME_ZONE) {
      const short = (iso: string, style: ShortDateStyle) =>
        (locale === 'en-IN' ? shortDateEnIN(iso, tz, style) : undefined) ?? fmt(`s${style}`, tz, SHORT_DATE_OPTIONS[style]).format(new Date(iso));
      const startDay = formatter.dayKey(startIso, tz);
      const endDay = formatter.dayKey(endIso, tz);
      if (startDay === endDay) return short(startIso, 'weekday');
      const style = startDay.slice(0, 4) === endDay.slice(0, 4) ? 'plain' : 'year';
      return translate(catalogues, locale, 'events.when', { start: short(startIso, style), end: short(endIso, style) });
    },
    time: (iso, tz = DEFAULT_TIME_ZONE) => fmt('t', tz, { hour: 'numeric', minute: '2-digit', ...clock }).format(new Date(iso)),
    dayKey(iso, tz = DEFAULT_TIME_ZONE) {
      const fast = dayKeyKolkata(iso, tz);
      if (fast !== undefined) return fast;
      // Latin digits whatever the locale, so keys compare and sort. One formatter per time zone:
      // building an Intl formatter costs far more than using one, and this runs for every session.
      let f = dayKeyFormats.get(tz);
      if (!f) {
        f = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' });
        dayKeyFormats.set(tz, f);
      }
      const parts = f.formatToParts(new Date(iso));
      const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
      return `${get('year')}-${get('month')}-${get('day')}`;
    },
    name: (kind, item) => names[locale]?.[kind][item.slug] ?? item.name,
  };
  cache.set(locale, formatter);
  return formatter;
}
