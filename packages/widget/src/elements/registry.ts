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
  /** The only values the attribute takes, when it is a choice. */
  values?: readonly string[];
}

/** Every element attribute, by its property name (`eventId` is `event-id` in markup). */
export const ATTRIBUTES = {
  city: { kind: 'string' },
  category: { kind: 'string' },
  eventId: { kind: 'string' },
  appearance: { kind: 'json' },
  locale: { kind: 'string' },
  deepLink: { kind: 'string', values: ['hash', 'none'] },
  deepLinkKey: { kind: 'string' },
  signIn: { kind: 'string', values: ['inline', 'event'] },
  eventHref: { kind: 'string' },
  bookingId: { kind: 'string' },
  company: { kind: 'string' },
  mode: { kind: 'string', values: ['sign-in', 'sign-up'] },
  source: { kind: 'string' },
  q: { kind: 'string' },
  hostedEventId: { kind: 'string' },
} as const satisfies Record<string, AttributeSpec>;

export type AttributeName = keyof typeof ATTRIBUTES;

/** Every element attribute as read from the element: a string, validated by the screen. */
export type ElementAttributes = { [A in AttributeName]?: string };

export interface ElementSpec {
  screen: ScreenName;
  props: readonly AttributeName[];
  required?: readonly AttributeName[];
}

export const ELEMENTS = {
  'ticketkit-events': { screen: 'events', props: ['city', 'category', 'eventHref', 'appearance', 'locale'] },
  'ticketkit-booking': { screen: 'booking', props: ['eventId', 'city', 'appearance', 'locale', 'deepLink', 'deepLinkKey', 'signIn'], required: ['eventId'] },
  'ticketkit-city-picker': { screen: 'city-picker', props: ['appearance', 'locale'] },
  'ticketkit-login': { screen: 'login', props: ['mode', 'source', 'appearance', 'locale'] },
  'ticketkit-my-tickets': { screen: 'my-tickets', props: ['appearance', 'locale'] },
  'ticketkit-ticket': { screen: 'ticket', props: ['bookingId', 'appearance', 'locale'], required: ['bookingId'] },
  'ticketkit-rewards': { screen: 'rewards', props: ['appearance', 'locale'] },
  'ticketkit-list-event': { screen: 'list-event', props: ['hostedEventId', 'appearance', 'locale'] },
  'ticketkit-search': { screen: 'search', props: ['q', 'appearance', 'locale'] },
  'ticketkit-corporate-dashboard': { screen: 'corporate-dashboard', props: ['company', 'appearance', 'locale'], required: ['company'] },
  /** `event-id` is the hosted event's id: the host's or a door staff member's event. */
  'ticketkit-check-in': { screen: 'check-in', props: ['eventId', 'appearance', 'locale'], required: ['eventId'] },
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
