import { describe, expect, it } from 'vitest';
import { enIN } from './en-IN.ts';
import { hiIN } from './hi-IN.ts';
import { LOCALES } from './i18n.ts';
import type { LocaleTexts } from './translate.ts';
import { LOADER_TEXTS } from '../elements/loaderTexts.ts';
import { LOADING_TEXTS } from './loadingTexts.ts';

/**
 * Every catalogue of the widget, found without a list to keep up to date: the global one (core and
 * booking steps) and each screen family's `defineMessages({...})`, wherever in src/ it is called —
 * and the reference site's own, which use the same engine.
 */
const sources = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/*.stories.tsx', '../../../../apps/reference-site/src/**/*.{ts,tsx}', '!../../../../apps/reference-site/src/**/*.test.{ts,tsx}'],
  { query: '?raw', import: 'default', eager: true },
);
const modules = import.meta.glob<Record<string, unknown>>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/*.stories.tsx', '../../../../apps/reference-site/src/**/*.{ts,tsx}', '!../../../../apps/reference-site/src/**/*.test.{ts,tsx}']);
const shortName = (file: string) => file.replace('../../../../', '').replace('../', '');

interface Found {
  name: string;
  catalogues: LocaleTexts;
}

const isScreenCatalogue = (value: unknown): value is { catalogues: LocaleTexts } =>
  typeof value === 'object' && value !== null && 'useT' in value && 'catalogues' in value;

const definingFiles = Object.keys(sources).filter((file) => /\bdefineMessages\(\s*\{/.test(sources[file]!));
// The loader's two texts and the word said before a catalogue arrives are tables of their own (they cannot wait for the engine's catalogues).
const found: Found[] = [
  { name: 'i18n/en-IN.ts + hi-IN.ts', catalogues: { 'en-IN': enIN, 'hi-IN': hiIN } },
  { name: 'elements/loaderTexts.ts', catalogues: LOADER_TEXTS },
  { name: 'i18n/loadingTexts.ts', catalogues: LOADING_TEXTS },
];
// The site's Hindi texts are a chunk of their own, filled in when loaded: load them as a Hindi visit does.
const site = await modules['../../../../apps/reference-site/src/language/siteMessages.ts']!();
await (site.loadSiteLocale as (locale: string) => Promise<unknown>)('hi-IN');
for (const file of definingFiles) {
  const exports = await modules[file]!();
  for (const [name, value] of Object.entries(exports)) {
    if (isScreenCatalogue(value)) found.push({ name: `${shortName(file)} ${name}`, catalogues: value.catalogues });
  }
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string | undefined) => (text?.match(/\{\w+\}/g) ?? []).sort().join(' ');
/** English words (a lowercase run of letters outside placeholders): a text still in English. */
const englishWord = (text: string) => /\b[a-z]{3,}\b/.test(text.replace(/\{\w+\}/g, ''));

/** What a locale lacks or gets wrong against en-IN, one line per problem. */
function problems(catalogues: LocaleTexts, locale: (typeof LOCALES)[number]): string[] {
  const english = catalogues['en-IN'] ?? {};
  const texts = catalogues[locale] ?? {};
  const out: string[] = [];
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const bases = new Set(Object.keys(english).filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
  const expected = new Map<string, string>();
  for (const key of Object.keys(english)) if (!PLURAL.test(key)) expected.set(key, english[key]!);
  for (const base of bases) for (const c of categories) expected.set(`${base}_${c}`, english[`${base}_${c}`] ?? english[`${base}_other`]!);

  for (const [key, en] of expected) {
    const text = texts[key];
    if (!text) out.push(`${key}: no ${locale} text`);
    else if (placeholders(text) !== placeholders(en)) out.push(`${key}: placeholders ${placeholders(text) || '(none)'} instead of ${placeholders(en)}`);
    else if (text === en && englishWord(en)) out.push(`${key}: still the English text`);
  }
  for (const key of Object.keys(texts)) if (!expected.has(key) && !(key in english)) out.push(`${key}: not an en-IN key`);
  return out;
}

describe('given every message catalogue of the widget', () => {
  it('finds the global catalogue and each screen family’s', () => {
    const names = found.map((f) => f.name).join('\n');
    for (const screen of ['Login', 'Profile', 'Corporate', 'Hosting', 'Rewards', 'Search', 'Tickets']) expect(names).toContain(`screens/${screen}/messages.ts`);
    expect(names).toContain('apps/reference-site/src/language/siteMessages.ts');
    // Each file that calls defineMessages exports what it defines, or the check below would skip it.
    for (const file of definingFiles) expect(names, file).toContain(shortName(file));
  });

  describe.each(found)('$name', ({ catalogues }) => {
    it.each(LOCALES.filter((l) => l !== 'en-IN'))('has a %s text for every en-IN key, with the same placeholders and every plural form', (locale) => {
      expect(problems(catalogues, locale)).toEqual([]);
    });
  });
});
