import { useMemo } from 'react';
import { useFormat } from '../context/TicketkitProvider.tsx';
import type { Locale } from './i18n.ts';
import { translate, type MessageParams, type PluralBase } from './translate.ts';

export type { MessageParams } from './translate.ts';
export type Translate<K extends string> = (key: K | PluralBase<K>, params?: MessageParams) => string;

/** Every locale's texts of a screen family: en-IN sets the keys, every other locale translates each. */
export type ScreenCatalogues<C extends Record<string, string>> = { 'en-IN': C } & Record<Exclude<Locale, 'en-IN'>, Record<keyof C, string>>;

/**
 * A screen family's own message catalogue, looked up by the same engine as the booking flow's
 * (translate.ts) in the provider's locale. It lives beside its screens in `messages.ts`, so a
 * screen's chunk carries only its own strings, in every locale (screens load on demand, so the
 * Hindi texts cost nothing on a page that never shows the screen).
 */
export function defineMessages<C extends Record<string, string>>(catalogues: ScreenCatalogues<C>) {
  type K = Extract<keyof C, string>;
  const texts = (locale: Locale, key: K | PluralBase<K>, params?: MessageParams): string => translate(catalogues, locale, key, params);

  function useT(): Translate<K> {
    const { locale } = useFormat();
    return useMemo(() => (key: K | PluralBase<K>, params?: MessageParams) => texts(locale, key, params), [locale]);
  }

  return { useT, translate: texts, catalogues };
}
