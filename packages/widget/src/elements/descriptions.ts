/**
 * What each element and attribute is for, in words, for custom-elements.json, the docs and
 * Storybook. Apart from the registry so the embed loader, which defines the elements from the
 * registry, never carries this text; typed by the registry's names so no element or attribute
 * goes without one.
 */
import type { AttributeName, ElementName } from './registry.ts';

export const ATTRIBUTE_DESCRIPTIONS: Record<AttributeName, string> = {
  city: 'A city slug, e.g. "nagpur"; default: the city the visitor chose (the shared city).',
  category: 'A category slug, e.g. "music".',
  eventId: "An event's id (for <ticketkit-check-in>, the hosted event's id).",
  appearance: 'Theme and variables: {"theme":"light"|"dark"|"auto","variables":{"colorPrimary":"#0b7a75",…}}, as JSON in markup or as an object property.',
  locale: 'The language of the element, e.g. "hi-IN"; default: the page\'s.',
  deepLink: '"hash" keeps the step in the URL hash under the element\'s key, so it can be linked and survives a reload; default "none".',
  deepLinkKey: "Names this element's part of the URL hash (deep-link=\"hash\"); default: the element's id, else its event-id.",
  signIn: '"inline" (default): a signed-out visitor signs in inside the element; "event": only emit ticketkit:sign-in-required.',
  eventHref: "The address of an event's page, with {id}, {slug} and {city} filled in; cards become links.",
  bookingId: "The booking's id.",
  company: "The company's slug.",
  mode: 'Starts on signing in or signing up.',
  source: "Where to go after sign-in; default: the page's ?source=, kept to paths on the site.",
  q: 'The query the search box starts with.',
  hostedEventId: "The host's listing to edit (a draft or one sent back for changes).",
};

export const ELEMENT_DESCRIPTIONS: Record<ElementName, string> = {
  'ticketkit-events': 'The events of a city, by category; a visitor choosing one emits ticketkit:event-selected.',
  'ticketkit-booking': 'The whole booking flow for one event: date, tickets, details, payment and confirmation.',
  'ticketkit-city-picker': 'Chooses the city every other element follows.',
  'ticketkit-login': 'Sign-in and sign-up.',
  'ticketkit-my-tickets': "The signed-in person's upcoming and past bookings.",
  'ticketkit-ticket': 'One booking: its status, QR code, calendar file, receipt and cancelling.',
  'ticketkit-rewards': 'Reward points balance and history.',
  'ticketkit-list-event': 'Lists an event, or edits a listing.',
  'ticketkit-search': 'Searches events, categories and cities.',
  'ticketkit-corporate-dashboard': "A company's entitlements and its employees' bookings.",
  'ticketkit-check-in': "The door's check-in for a hosted event: camera or typed codes, offline too.",
};
