import type { Locale } from '@ticketkit/widget';
import { loadSiteLocale, siteMessages } from '../language/siteMessages.ts';
import { setSiteLocale, useSiteLocale } from '../language/siteLanguage.ts';

/** Each language named in itself, so a reader finds theirs whatever the page is in. */
const LANGUAGES: { locale: Locale; name: string; lang: string }[] = [
  { locale: 'en-IN', name: 'English', lang: 'en' },
  { locale: 'hi-IN', name: 'हिन्दी', lang: 'hi' },
];

/**
 * The site's language switch: the widget's screens and the site's own words follow it, and it is remembered.
 * The page switches once the language's texts are here, so it never shows a mix of the two.
 */
export function LanguageSwitch() {
  const t = siteMessages.useT();
  const current = useSiteLocale();
  return (
    <div role="group" aria-label={t('shell.language')} className="site-language">
      {LANGUAGES.map(({ locale, name, lang }) => (
        <button key={locale} type="button" lang={lang} className="site-language-option" aria-pressed={locale === current} onClick={() => void loadSiteLocale(locale).then(() => setSiteLocale(locale))}>
          {name}
        </button>
      ))}
    </div>
  );
}
