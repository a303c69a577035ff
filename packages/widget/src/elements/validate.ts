import { ID_PATTERN, LOCALE_PATTERN, SEARCH_QUERY_MAX, SLUG_PATTERN } from '@ticketkit/contract/rules';
import { parseAppearance, type Appearance } from '../styles/appearance.ts';
import { LOCALES } from '../i18n/i18n.ts';
import { reportProblem, type Emit } from '../events.ts';
import type { AttributeName, ElementAttributes, ElementRules } from './registry.ts';

export interface AttributeProblem {
  code: 'element/missing-attribute' | 'element/invalid-attribute';
  attribute: string;
  message: string;
}

/** A required attribute left out, in the words every attribute problem uses. */
export function missingAttribute(element: string, attribute: string): AttributeProblem {
  return { code: 'element/missing-attribute', attribute, message: `<${element}> needs a ${attribute} attribute` };
}

/** A wrong value of `<element attribute>`, in the words every attribute problem uses. */
export function invalidAttribute(element: string, attribute: string, message: string): AttributeProblem {
  return { code: 'element/invalid-attribute', attribute, message: `<${element} ${attribute}>: ${message}` };
}

/**
 * How the page's owner hears of a wrong attribute, whether found in the markup or only when the
 * API answers: on the console with its code, and as ticketkit:error for the page's listeners.
 */
export function reportAttributeProblem(emit: Emit, problem: AttributeProblem): void {
  reportProblem(emit, problem.code, problem.message);
}

export interface ValidAttributes {
  city?: string;
  category?: string;
  eventId?: string;
  appearance?: Appearance;
  locale?: string;
  deepLink: 'hash' | 'none';
  deepLinkKey?: string;
  signIn: 'inline' | 'event';
  eventHref?: string;
  bookingId?: string;
  company?: string;
  mode?: 'sign-in' | 'sign-up';
  source?: string;
  q?: string;
  hostedEventId?: string;
}

/** How long `source` (the way back after sign-in) may be. */
const SOURCE_MAX = 300;

/**
 * Checks every element's attributes, the booking and the account ones alike; the first problem is
 * shown inside the element (ElementRoot's Misconfigured) and reported with its code. `rules`
 * (required attributes, choice values) come from the registry through the element's mount call.
 */
export function validateAttributes(element: string, attrs: ElementAttributes, rules: ElementRules): { ok: true; value: ValidAttributes } | { ok: false; problem: AttributeProblem } {
  const invalid = (attribute: string, message: string) => ({ ok: false as const, problem: invalidAttribute(element, attribute, message) });
  const isChoice = (attribute: AttributeName, value: string) => rules.choices[attribute]?.includes(value) ?? false;
  for (const { property, attribute } of rules.required) {
    if (!attrs[property]) {
      return { ok: false, problem: missingAttribute(element, attribute) };
    }
  }
  const value: ValidAttributes = { deepLink: 'none', signIn: 'inline' };
  if (attrs.city !== undefined) {
    if (!SLUG_PATTERN.test(attrs.city)) return invalid('city', `"${attrs.city}" is not a city slug; use lowercase words joined by hyphens, e.g. city="nagpur"`);
    value.city = attrs.city;
  }
  if (attrs.category !== undefined) {
    if (!SLUG_PATTERN.test(attrs.category)) return invalid('category', `"${attrs.category}" is not a category slug, e.g. category="music"`);
    value.category = attrs.category;
  }
  if (attrs.eventId !== undefined) {
    if (!ID_PATTERN.test(attrs.eventId)) return invalid('event-id', `"${attrs.eventId}" is not an event id (letters, digits, _ and -)`);
    value.eventId = attrs.eventId;
  }
  if (attrs.appearance !== undefined) {
    const parsed = parseAppearance(attrs.appearance);
    if (!parsed.ok) return invalid('appearance', parsed.problem);
    value.appearance = parsed.value;
  }
  if (attrs.locale !== undefined) {
    if (!LOCALE_PATTERN.test(attrs.locale)) return invalid('locale', `"${attrs.locale}" is not a language tag; supported: ${LOCALES.join(', ')}`);
    value.locale = attrs.locale;
  }
  if (attrs.deepLink !== undefined) {
    if (!isChoice('deepLink', attrs.deepLink)) return invalid('deep-link', 'must be "hash" or "none"');
    value.deepLink = attrs.deepLink as ValidAttributes['deepLink'];
  }
  if (attrs.deepLinkKey !== undefined) {
    if (!ID_PATTERN.test(attrs.deepLinkKey)) return invalid('deep-link-key', `"${attrs.deepLinkKey}" is not a key; use 1 to 64 letters, digits, _ and -`);
    value.deepLinkKey = attrs.deepLinkKey;
  }
  if (attrs.signIn !== undefined) {
    if (!isChoice('signIn', attrs.signIn)) return invalid('sign-in', 'must be "inline" (the default: sign in inside the element) or "event" (only emit ticketkit:sign-in-required, for pages that run their own sign-in)');
    value.signIn = attrs.signIn as ValidAttributes['signIn'];
  }
  if (attrs.eventHref !== undefined) {
    if (!EVENT_HREF_FIELD.test(attrs.eventHref) || !isSafeHref(attrs.eventHref))
      return invalid('event-href', `"${attrs.eventHref}" is not an event page address; use a path or an http(s) address with {id} or {slug}, e.g. event-href="/events/{slug}/{id}"`);
    value.eventHref = attrs.eventHref;
  }
  if (attrs.bookingId !== undefined) {
    if (!ID_PATTERN.test(attrs.bookingId)) return invalid('booking-id', `"${attrs.bookingId}" is not a booking id (letters, digits, _ and -)`);
    value.bookingId = attrs.bookingId;
  }
  if (attrs.company !== undefined) {
    if (!SLUG_PATTERN.test(attrs.company)) return invalid('company', `"${attrs.company}" is not a company slug, e.g. company="acme"`);
    value.company = attrs.company;
  }
  if (attrs.mode !== undefined) {
    if (!isChoice('mode', attrs.mode)) return invalid('mode', 'must be "sign-in" or "sign-up"');
    value.mode = attrs.mode as ValidAttributes['mode'];
  }
  if (attrs.source !== undefined) {
    if (attrs.source.length > SOURCE_MAX) return invalid('source', `is longer than ${SOURCE_MAX} characters`);
    value.source = attrs.source;
  }
  if (attrs.q !== undefined) {
    if (attrs.q.length > SEARCH_QUERY_MAX) return invalid('q', `is longer than ${SEARCH_QUERY_MAX} characters`);
    value.q = attrs.q;
  }
  if (attrs.hostedEventId !== undefined) {
    if (!ID_PATTERN.test(attrs.hostedEventId)) return invalid('hosted-event-id', `"${attrs.hostedEventId}" is not a hosted event id (letters, digits, _ and -), e.g. hosted-event-id="hev_1"`);
    value.hostedEventId = attrs.hostedEventId;
  }
  return { ok: true, value };
}

const EVENT_HREF_FIELD = /\{(?:id|slug)\}/;
/**
 * A path on the page's site (`/…`, `./…`, `?…`, `#…`) or an http(s) address: never `javascript:` or
 * another scheme (not even one a field could spell), `//host`, spaces or backslashes.
 */
function isSafeHref(template: string): boolean {
  if (/[\s\\]/.test(template)) return false;
  return /^(?:\/(?!\/)|\.\.?\/|\?|#)/.test(template) || /^https?:\/\/[^/{]/i.test(template);
}

/** An event's page from an `event-href` template: `{id}`, `{slug}` and `{city}`, each URL-encoded. */
export function eventHrefFor(template: string, fields: { id: string; slug: string; city: string }): string {
  return template.replace(/\{(id|slug|city)\}/g, (_, name: 'id' | 'slug' | 'city') => encodeURIComponent(fields[name]));
}
