// `@ticketkit/widget/server`: the package for server rendering. Every catalogue is registered when
// this module is imported, so a screen in hi-IN renders its Hindi text on the server (a catalogue
// loaded on demand would leave only the loader in the HTML). The browser that hydrates that HTML
// awaits `preloadLocale(locale)` from `@ticketkit/widget` first, so its first render matches.
import { errorTexts, hiIN, names } from './i18n/hi-IN.ts';
import { registerLocaleTexts } from './i18n/i18n.ts';

registerLocaleTexts('hi-IN', { messages: hiIN, errorTexts, names });

export * from './index.ts';
