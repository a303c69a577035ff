/**
 * The custom elements, their screens and their attributes: the one table the elements' runtime,
 * their published TypeScript types (elementTypes.ts) and custom-elements.json are made from. Kept
 * free of React so the embed loader can define every element without downloading any screen.
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

/**
 * How an attribute's property carries its value. `string`: the property is the attribute. `json`:
 * the property also takes the object itself (what React 19 and Vue bind), written to the attribute
 * as its JSON, so `el.appearance = {…}` does exactly what `appearance='{…}'` does.
 */
export type AttributeKind = 'string' | 'json';

export interface AttributeSpec {
  kind: AttributeKind;
  description: string;
  /** The only values the attribute takes, when it is a choice. */
  values?: readonly string[];
}

/** Every element attribute, by its property name (`eventId` is `event-id` in markup). */
export const ATTRIBUTES = {
  city: { kind: 'string', description: 'A city slug, e.g. "nagpur"; default: the city the visitor chose (the shared city).' },
  category: { kind: 'string', description: 'A category slug, e.g. "music".' },
  eventId: { kind: 'string', description: "An event's id (for <ticketkit-check-in>, the hosted event's id)." },
  appearance: { kind: 'json', description: 'Theme and variables: {"theme":"light"|"dark"|"auto","variables":{"colorPrimary":"#0b7a75",…}}, as JSON in markup or as an object property.' },
  locale: { kind: 'string', description: 'The language of the element, e.g. "hi-IN"; default: the page\'s.' },
  deepLink: { kind: 'string', values: ['hash', 'none'], description: '"hash" keeps the step in the URL hash under the element\'s key, so it can be linked and survives a reload; default "none".' },
  deepLinkKey: { kind: 'string', description: "Names this element's part of the URL hash (deep-link=\"hash\"); default: the element's id, else its event-id." },
  signIn: { kind: 'string', values: ['inline', 'event'], description: '"inline" (default): a signed-out visitor signs in inside the element; "event": only emit ticketkit:sign-in-required.' },
  eventHref: { kind: 'string', description: "The address of an event's page, with {id}, {slug} and {city} filled in; cards become links." },
  bookingId: { kind: 'string', description: "The booking's id." },
  company: { kind: 'string', description: "The company's slug." },
  mode: { kind: 'string', values: ['sign-in', 'sign-up'], description: 'Starts on signing in or signing up.' },
  source: { kind: 'string', description: "Where to go after sign-in; default: the page's ?source=, kept to paths on the site." },
  q: { kind: 'string', description: 'The query the search box starts with.' },
  hostedEventId: { kind: 'string', description: "The host's listing to edit (a draft or one sent back for changes)." },
} as const satisfies Record<string, AttributeSpec>;

export type AttributeName = keyof typeof ATTRIBUTES;

/** Every element attribute as read from the element: a string, validated by the screen. */
export type ElementAttributes = { [A in AttributeName]?: string };

export interface ElementSpec {
  screen: ScreenName;
  description: string;
  props: readonly AttributeName[];
  required?: readonly AttributeName[];
}

export const ELEMENTS = {
  'ticketkit-events': { screen: 'events', description: 'The events of a city, by category; a visitor choosing one emits ticketkit:event-selected.', props: ['city', 'category', 'eventHref', 'appearance', 'locale'] },
  'ticketkit-booking': {
    screen: 'booking',
    description: 'The whole booking flow for one event: date, tickets, details, payment and confirmation.',
    props: ['eventId', 'city', 'appearance', 'locale', 'deepLink', 'deepLinkKey', 'signIn'],
    required: ['eventId'],
  },
  'ticketkit-city-picker': { screen: 'city-picker', description: 'Chooses the city every other element follows.', props: ['appearance', 'locale'] },
  'ticketkit-login': { screen: 'login', description: 'Sign-in and sign-up.', props: ['mode', 'source', 'appearance', 'locale'] },
  'ticketkit-my-tickets': { screen: 'my-tickets', description: "The signed-in person's upcoming and past bookings.", props: ['appearance', 'locale'] },
  'ticketkit-ticket': { screen: 'ticket', description: 'One booking: its status, QR code, calendar file, receipt and cancelling.', props: ['bookingId', 'appearance', 'locale'], required: ['bookingId'] },
  'ticketkit-rewards': { screen: 'rewards', description: 'Reward points balance and history.', props: ['appearance', 'locale'] },
  'ticketkit-list-event': { screen: 'list-event', description: 'Lists an event, or edits a listing.', props: ['hostedEventId', 'appearance', 'locale'] },
  'ticketkit-search': { screen: 'search', description: 'Searches events, categories and cities.', props: ['q', 'appearance', 'locale'] },
  'ticketkit-corporate-dashboard': { screen: 'corporate-dashboard', description: "A company's entitlements and its employees' bookings.", props: ['company', 'appearance', 'locale'], required: ['company'] },
  /** `event-id` is the hosted event's id: the host's or a door staff member's event. */
  'ticketkit-check-in': { screen: 'check-in', description: "The door's check-in for a hosted event: camera or typed codes, offline too.", props: ['eventId', 'appearance', 'locale'], required: ['eventId'] },
} as const satisfies Record<`ticketkit-${string}`, ElementSpec>;

export type ElementName = keyof typeof ELEMENTS;
/** The attributes one element takes, by property name. */
export type AttributesOf<N extends ElementName> = (typeof ELEMENTS)[N]['props'][number];

/**
 * What an element's screen checks beyond each attribute's own form, taken from the tables above by
 * the side that defines the elements (elementRules.ts) and handed to the screen when it mounts: the
 * screens' chunks import only types from this file, so the loader shares no module with them.
 */
export interface ElementRules {
  /** The attributes the element cannot do without: property name and markup name. */
  required: readonly { property: AttributeName; attribute: string }[];
  /** The values each choice attribute takes. */
  choices: { readonly [A in AttributeName]?: readonly string[] };
}

/** `eventId` is `event-id` in markup. */
export const attributeOf = (prop: string): string => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
