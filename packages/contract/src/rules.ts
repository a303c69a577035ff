/**
 * The rules the API enforces that clients also check, in a module without zod: the widget, the site
 * and the sdk import it as `@ticketkit/contract/rules` and so check the same patterns and numbers
 * without shipping the schemas. The contract's schemas are built from these too.
 */

/** Opaque ids (events, sessions, ticket types, bookings, deep-link keys): 1 to 64 letters, digits, _ and -. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** Lowercase words joined by single hyphens (cities, categories, companies, events). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The longest slug the API takes. */
export const SLUG_MAX = 80;
/** A phone number in international (E.164) form, e.g. +919876543210. */
export const PHONE_PATTERN = /^\+[1-9]\d{7,14}$/;

/** The longest search query the API takes (SearchQuerySchema). */
export const SEARCH_QUERY_MAX = 100;
/** Most tickets of one type in one order; the API's default and ceiling, ticket types may set fewer. */
export const MAX_TICKETS_PER_ORDER = 10;
/** How long a hold reserves tickets unless the API is configured otherwise. */
export const HOLD_TTL_SECONDS = 600;
/** How long the API keeps an idempotency key and the answer it gave. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
