/**
 * "Loading", said before any catalogue is there: FullPageLoader reads it while a language's
 * catalogue is still on its way (TicketkitProvider's own loader), so a Hindi page never hears
 * English first. A table of its own, like the embed loader's (elements/loaderTexts.ts, which the
 * loader's bundle may not share with the screens): the first screen carries these words and no more.
 */
export const LOADING_TEXTS = {
  'en-IN': { 'loading.label': 'Loading…' },
  'hi-IN': { 'loading.label': 'लोड हो रहा है…' },
} as const;
