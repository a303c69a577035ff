import type { Locale } from './i18n.ts';

export type MessageParams = Record<string, string | number>;
/** A key without its plural suffix, e.g. `tickets.left` for `tickets.left_one`. */
export type PluralBase<K> = K extends `${infer B}_one` ? B : never;
/** One locale's texts of a catalogue, by key. */
export type Texts = Readonly<Record<string, string | undefined>>;
/** A catalogue's texts per locale; en-IN is complete and answers for any key another locale lacks. */
export type LocaleTexts = Readonly<Partial<Record<Locale, Texts>>>;

// Built when a plural is first asked for, once per locale: a screen that never counts never pays for it.
const pluralRules = new Map<Locale, Intl.PluralRules>();

function pluralCategory(locale: Locale, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

function interpolate(template: string, params: MessageParams | undefined): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * The one lookup every catalogue uses: the locale's text, else en-IN's, per key. A key with no
 * text of its own and a numeric `count` picks `key_<category>` by the locale's plural rules
 * (falling back to `key_other`); `{name}` placeholders are filled from `params`. An unknown key
 * comes back as itself, so a gap shows in the UI instead of throwing.
 */
export function translate(catalogues: LocaleTexts, locale: Locale, key: string, params?: MessageParams): string {
  const lookup = (k: string): string | undefined => catalogues[locale]?.[k] ?? catalogues['en-IN']?.[k];
  let template = lookup(key);
  if (template === undefined && params && typeof params.count === 'number') {
    template = lookup(`${key}_${pluralCategory(locale, params.count)}`) ?? lookup(`${key}_other`);
  }
  return interpolate(template ?? key, params);
}
