/**
 * The loader's own words: the placeholder's spoken label and the message when a screen's code does
 * not arrive. The loader stays React-free and tiny, so it carries these two texts per locale instead
 * of the widget's catalogue engine (i18n/); catalogues.test.ts checks them like every catalogue.
 */
export const LOADER_TEXTS = {
  'en-IN': {
    'loader.loading': 'Loading',
    'loader.failed': 'This ticket widget could not load. Check your connection and reload the page.',
  },
  'hi-IN': {
    'loader.loading': 'लोड हो रहा है',
    'loader.failed': 'यह टिकट विजेट लोड नहीं हो सका। अपना कनेक्शन जाँचें और पेज फिर से लोड करें।',
  },
} as const;

/** The texts for an element: its own `locale` attribute, else the page's (data-locale / Ticketkit.init), as ElementRoot decides; Hindi for any `hi` tag. */
export function loaderTexts(element: Element, pageLocale: string | undefined): (typeof LOADER_TEXTS)['en-IN'] | (typeof LOADER_TEXTS)['hi-IN'] {
  const locale = element.getAttribute('locale') || pageLocale || '';
  return LOADER_TEXTS[/^hi(-|$)/i.test(locale) ? 'hi-IN' : 'en-IN'];
}
