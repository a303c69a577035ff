/**
 * The custom elements, their screens and their attributes. Kept free of React so the embed
 * loader can define every element without downloading any screen.
 */
export type ScreenName =
  | 'events'
  | 'booking'
  | 'city-picker'
  // Account screens.
  | 'login'
  | 'my-tickets'
  | 'ticket'
  | 'rewards'
  | 'list-event'
  | 'search'
  | 'corporate-dashboard'
  | 'check-in';

/** Every element attribute is read as a string and validated by the screen (never JSON-parsed by r2wc). */
export interface ElementAttributes {
  city?: string;
  category?: string;
  eventId?: string;
  appearance?: string;
  locale?: string;
  deepLink?: string;
  /** Names this element's part of the URL hash (deep-link="hash"); default: the element's id, else its event-id. */
  deepLinkKey?: string;
  signIn?: string;
  /** `<ticketkit-events>`: the address of an event's page, with `{id}`, `{slug}` and `{city}` filled in; cards become links. */
  eventHref?: string;
  /** Account elements: `<ticketkit-ticket booking-id>`, `<ticketkit-corporate-dashboard company>`, `<ticketkit-login mode source>`. */
  bookingId?: string;
  company?: string;
  mode?: string;
  source?: string;
  /** `<ticketkit-search q>`: the query the box starts with. */
  q?: string;
  /** `<ticketkit-list-event hosted-event-id>`: the host's listing to edit (a draft or one sent back for changes). */
  hostedEventId?: string;
}

export const ELEMENTS: Record<string, { screen: ScreenName; props: (keyof ElementAttributes)[] }> = {
  'ticketkit-events': { screen: 'events', props: ['city', 'category', 'eventHref', 'appearance', 'locale'] },
  'ticketkit-booking': { screen: 'booking', props: ['eventId', 'city', 'appearance', 'locale', 'deepLink', 'deepLinkKey', 'signIn'] },
  'ticketkit-city-picker': { screen: 'city-picker', props: ['appearance', 'locale'] },
  'ticketkit-login': { screen: 'login', props: ['mode', 'source', 'appearance', 'locale'] },
  'ticketkit-my-tickets': { screen: 'my-tickets', props: ['appearance', 'locale'] },
  'ticketkit-ticket': { screen: 'ticket', props: ['bookingId', 'appearance', 'locale'] },
  'ticketkit-rewards': { screen: 'rewards', props: ['appearance', 'locale'] },
  'ticketkit-list-event': { screen: 'list-event', props: ['hostedEventId', 'appearance', 'locale'] },
  'ticketkit-search': { screen: 'search', props: ['q', 'appearance', 'locale'] },
  'ticketkit-corporate-dashboard': { screen: 'corporate-dashboard', props: ['company', 'appearance', 'locale'] },
  /** `event-id` is the hosted event's id: the host's or a door staff member's event. */
  'ticketkit-check-in': { screen: 'check-in', props: ['eventId', 'appearance', 'locale'] },
};

export type ElementName = keyof typeof ELEMENTS;
