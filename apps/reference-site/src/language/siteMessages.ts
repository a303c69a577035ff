import { DEFAULT_LOCALE, defineMessages, preloadLocale, type Locale } from '@ticketkit/widget';
import type { PageName } from '../routeTable.ts';

const enPageTitles = {
  'page.home': 'Events in your city',
  'page.login': 'Sign in',
  'page.signup': 'Create your account',
  'page.about': 'About us',
  'page.contact': 'Contact us',
  'page.category': 'Events',
  'page.event': 'Event',
  'page.selectCity': 'Choose a city',
  'page.tickets': 'Choose tickets',
  'page.dates': 'Choose a date',
  'page.booking': 'Book',
  'page.booked': 'Booking confirmed',
  'page.policy': 'Privacy policy',
  'page.terms': 'Terms and conditions',
  'page.profile': 'Your profile',
  'page.ticket': 'Your ticket',
  'page.receipt': 'Receipt',
  'page.myTickets': 'Your tickets',
  'page.rewards': 'Reward points',
  'page.listEvent': 'List your event',
  'page.hostedEvents': 'Your hosted events',
  'page.checkIn': 'Door check-in',
  'page.hostDashboard': 'Event dashboard',
  'page.search': 'Search',
  'page.corporateLogin': 'Corporate sign in',
  'page.corporateDashboard': 'Company dashboard',
  'page.corporateEvent': 'Event',
  'page.corporateTickets': 'Choose tickets',
  'page.corporateDates': 'Choose a date',
  'page.corporateBooking': 'Booking summary',
  'page.corporateBooked': 'Booking confirmed',
  'page.corporateMyTickets': 'Your corporate tickets',
  'page.corporateTicket': 'Your ticket',
  'page.editHostedEvent': 'Edit your event',
  'page.staffReviews': 'Listings to review',
  'page.staffReview': 'Review a listing',
  'page.notFound': 'Page not found',
} as const satisfies Record<`page.${PageName}`, string>;

const enIN = {
  ...enPageTitles,
  'page.loading': 'Loading {title}…',
  'sentence.end': '.',
  'meta.description': 'Book tickets to concerts, comedy, theatre, workshops and more in your city.',
  'shell.skip': 'Skip to content',
  'shell.home': 'Ticketkit home',
  'shell.mainNav': 'Main',
  'shell.search': 'Search',
  'shell.tickets': 'Your tickets',
  'shell.listEvent': 'List your event',
  'shell.footerNav': 'Footer',
  'shell.about': 'About us',
  'shell.contact': 'Contact',
  'shell.policy': 'Privacy policy',
  'shell.terms': 'Terms and conditions',
  'shell.corporate': 'Corporate sign-in',
  'shell.language': 'Language',
  'shell.menu': 'Menu',
  'session.signIn': 'Sign in',
  'session.account': 'Your account',
  'session.profile': 'Your profile',
  'session.rewards': 'Reward points',
  'session.signOut': 'Sign out',
  'screenError.chunkTitle': 'This page could not load',
  'screenError.title': 'Something went wrong on this page',
  'screenError.chunkBody': 'Your connection may have dropped, or we just released a new version. Check that you are online and try again.',
  'screenError.body': 'Try again; if it keeps happening, go back to the home page.',
  'screenError.retry': 'Try again',
  'screenError.home': 'Go to the home page',
  'flow.unknownEvent': 'We couldn’t tell which event this link is for',
  'flow.searchFor': 'Search for it',
  'flow.or': 'or',
  'flow.browse': 'browse events',
} as const;

export type SiteKey = keyof typeof enIN;

// Hindi is its own chunk, loaded with the widget's Hindi catalogue (loadSiteLocale): an English
// visit never downloads it. Filled in place, so siteMessages answers in Hindi once it is loaded.
const hiIN = {} as Record<SiteKey, string>;

/**
 * The site's own words (header, footer, page titles, its own pages), in the same engine and the
 * same locale as the widget's screens: `siteMessages.useT()` follows the TicketkitProvider's locale,
 * which follows the language switch.
 */
export const siteMessages = defineMessages({ 'en-IN': enIN, 'hi-IN': hiIN });

export type SiteT = ReturnType<typeof siteMessages.useT>;

let hindi: Promise<void> | undefined;

/**
 * Loads what the site needs to draw in `locale` (its own Hindi texts and the widget's catalogue),
 * once. The first render and the language switch await it, so no page is drawn half in English.
 */
export function loadSiteLocale(locale: Locale): Promise<unknown> {
  if (locale === DEFAULT_LOCALE) return preloadLocale(locale);
  hindi ??= import('./siteMessages.hi-IN.ts').then((m) => {
    Object.assign(hiIN, m.siteHiIN);
  });
  return Promise.all([hindi, preloadLocale(locale)]);
}
