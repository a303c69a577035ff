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

/** A GSTIN: 2-digit state code, PAN, entity number, `Z`, check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The longest search query the API takes (SearchQuerySchema). */
export const SEARCH_QUERY_MAX = 100;
/** Most tickets of one type in one order; the API's default and ceiling, ticket types may set fewer. */
export const MAX_TICKETS_PER_ORDER = 10;
/** How long a hold reserves tickets unless the API is configured otherwise. */
export const HOLD_TTL_SECONDS = 600;
/** How long, from the hold's creation, a booking waiting for its payment keeps the tickets, unless configured otherwise. */
export const PAYMENT_HOLD_LIMIT_SECONDS = 900;
/** How long the API keeps an idempotency key and the answer it gave. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/**
 * An email address as the API takes it: dot-separated words of letters, digits and `_'+-` before the
 * `@`, a domain with a top-level part of two letters or more after it (zod's default email check).
 */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** The longest email address (RFC 5321's path limit). */
export const EMAIL_MAX = 254;
/** The longest name of a person: an attendee, a profile, a host's contact. */
export const PERSON_NAME_MAX = 100;

/**
 * A language tag such as `hi`, `hi-IN` or `zh-Hant-TW`: a 2-3 letter language and up to three
 * subtags. The sdk's `locale` and the elements' `locale` attribute take the same tags.
 */
export const LOCALE_PATTERN = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,3}$/;

/**
 * A phone number as people type it, in E.164 when it is one: spaces, dashes, dots and brackets go,
 * and a bare 10-digit Indian mobile number (the way Indian users write their own) gets +91. Check
 * the result with PHONE_PATTERN.
 */
export function normalisePhone(input: string): string {
  const compact = input.trim().replace(/[\s().-]/g, '');
  return /^[6-9]\d{9}$/.test(compact) ? `+91${compact}` : compact;
}

/** Lengths and counts of a hosted event's listing (CreateHostedEventRequestSchema), inclusive. */
export const HOSTED_EVENT_LIMITS = {
  title: { min: 3, max: 120 },
  venueName: { min: 2, max: 120 },
  venueAddress: { min: 5, max: 300 },
  sessions: { min: 1, max: 50 },
  ticketTypes: { min: 1, max: 20 },
  ticketName: { min: 1, max: 60 },
  /** In paise; 0 is a free ticket. */
  price: { min: 0, max: 100_000_000 },
  capacity: { min: 1, max: 100_000 },
  description: { min: 20, max: 5000 },
} as const;

/** Longest note a reviewer or a cancelling host writes. */
export const REVIEW_NOTE_MAX = 2000;

/** A door admits a session's tickets from this many minutes before it starts; earlier scans are "not valid yet". */
export const CHECK_IN_OPENS_MINUTES_BEFORE = 180;

/** Longest door name a check-in device reports (e.g. "Gate 2"). */
export const DOOR_NAME_MAX = 40;

/** Bounds of a high-demand on-sale's settings (HighDemandSettingsSchema), inclusive. */
export const ON_SALE_LIMITS = {
  admitPerMinute: { min: 1, max: 100_000 },
  maxBuying: { min: 1, max: 100_000 },
  turnMinutes: { min: 1, max: 60 },
  ticketsPerAccount: { min: 1, max: MAX_TICKETS_PER_ORDER },
} as const;

/** Most tickets one account may hold and book for one event, unless the API or a high-demand on-sale sets fewer. */
export const MAX_TICKETS_PER_ACCOUNT = 10;
