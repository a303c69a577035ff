import { useMemo } from 'react';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import type { Locale } from '../../i18n/i18n.ts';

export type MessageParams = Record<string, string | number>;
/** A key without its plural suffix, e.g. `points.count` for `points.count_one`. */
type PluralBase<K> = K extends `${infer B}_one` ? B : never;
export type Translate<K extends string> = (key: K | PluralBase<K>, params?: MessageParams) => string;

/**
 * A screen family's own message catalogue that follows the provider's locale (see i18n/i18n.ts):
 * same `{name}` placeholders and `_one`/`_other` plural keys, falling back to en-IN per key.
 * Kept beside the screens so a screen's chunk carries only its own strings.
 */
export function defineMessages<C extends Record<string, string>>(catalogues: { 'en-IN': C } & Partial<Record<Locale, Partial<Record<keyof C, string>>>>) {
  type K = Extract<keyof C, string>;
  const rules = new Map<Locale, Intl.PluralRules>();
  const lookup = (locale: Locale, key: string): string | undefined =>
    (catalogues[locale] as Record<string, string | undefined> | undefined)?.[key] ?? (catalogues['en-IN'] as Record<string, string | undefined>)[key];

  function translate(locale: Locale, key: string, params?: MessageParams): string {
    let template = lookup(locale, key);
    if (template === undefined && params && typeof params.count === 'number') {
      let pr = rules.get(locale);
      if (!pr) {
        pr = new Intl.PluralRules(locale);
        rules.set(locale, pr);
      }
      template = lookup(locale, `${key}_${pr.select(params.count)}`) ?? lookup(locale, `${key}_other`);
    }
    const text = template ?? key;
    return params ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : text;
  }

  function useT(): Translate<K> {
    const { locale } = useFormat();
    return useMemo(() => (key: string, params?: MessageParams) => translate(locale, key, params), [locale]);
  }

  return { useT, translate: translate as (locale: Locale, key: K | PluralBase<K>, params?: MessageParams) => string };
}
